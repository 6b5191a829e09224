import { guardApiRequest } from "~/server/permissions.server";

import type { Route } from "./+types/guard";

/** Parent of every JSON API route but /api/auth/*: the permission matrix decides each request. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    await guardApiRequest(request);
    return next();
  },
];
