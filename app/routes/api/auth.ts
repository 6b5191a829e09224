import { handleAuthRequest } from "~/server/auth.server";

import type { Route } from "./+types/auth";

/** /api/auth/*: better-auth's own endpoints (sign-in, sign-up, sign-out, session, email confirmation). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context);
}
