import { apiCallerContext } from "~/server/api-keys.server";
import { guardApiRequest } from "~/server/permissions.server";
import { requestInfoContext } from "~/server/request-context.server";

import type { Route } from "./+types/guard";

/** Parent of every JSON API route but /api/auth/*: the permission matrix decides each request. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(apiCallerContext, await guardApiRequest(request, context.get(requestInfoContext).clientIp));
    return next();
  },
];
