/**
 * The routes' door to better-auth (auth-config.server.ts): /api/auth/*, and the /auth page's
 * sign-in, sign-up and sign-out, each request carrying the client address our server saw.
 */
import { isAPIError } from "better-auth/api";
import type { RouterContextProvider } from "react-router";

import * as ru from "~/i18n/ru";
import { CLIENT_IP_HEADER, getAuth } from "~/server/auth-config.server";
import { requestInfoContext } from "~/server/request-context.server";

const t = ru.auth;

/** The client address our server saw, or "unknown". */
function clientIp(context: Readonly<RouterContextProvider> | undefined): string {
  try {
    return context?.get(requestInfoContext).clientIp ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The request's headers with the client address our server saw, replacing any the client sent. */
export function authHeaders(request: Request, context: Readonly<RouterContextProvider> | undefined): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(context));
  return headers;
}

/** Passes /api/auth/* to better-auth. */
export async function handleAuthRequest(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(new Request(request, { headers: authHeaders(request, context) }));
}

/** Ends the session: the Set-Cookie headers that clear it. */
export async function signOut(request: Request, context?: Readonly<RouterContextProvider>): Promise<Headers> {
  const auth = await getAuth();
  const { headers } = await auth.api.signOut({ headers: authHeaders(request, context), returnHeaders: true });
  return headers;
}

type AuthOutcome =
  | { ok: true; headers: Headers; signedIn: boolean }
  /** `field`: the form field the message belongs under; without it the page shows a toast. */
  | { ok: false; message: string; field?: "password" };

const PASSWORD_CODES = new Set(["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG", "PASSWORD_TOO_COMMON", "PASSWORD_INVALID_CHARACTERS"]);

/** better-auth's English errors, in the Russian the page shows. Sign-in never says whether the address exists. */
function messageOf(error: unknown): { message: string; field?: "password" } | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: string } | undefined)?.code;
  const known: Record<string, string> = {
    INVALID_EMAIL_OR_PASSWORD: t.errors.invalidCredentials,
    EMAIL_NOT_VERIFIED: t.errors.emailNotVerified,
    USER_ALREADY_EXISTS: t.errors.emailTaken,
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: t.errors.emailTaken,
    PASSWORD_TOO_SHORT: t.validation.passwordTooShort,
    PASSWORD_TOO_LONG: t.validation.passwordTooLong,
    INVALID_EMAIL: t.validation.emailInvalid,
  };
  const ours = new Set([
    "ACCOUNT_DISABLED",
    "SIGN_UP_NOT_ALLOWED",
    "TOO_MANY_ATTEMPTS",
    "PASSWORD_TOO_COMMON",
    "PASSWORD_INVALID_CHARACTERS",
    "INVALID_NAME",
  ]);
  const message = (code && known[code]) ?? (code && ours.has(code) ? error.message : null);
  if (!message) return null;
  return code && PASSWORD_CODES.has(code) ? { message, field: "password" } : { message };
}

export async function signInWithPassword(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  input: { email: string; password: string },
): Promise<AuthOutcome> {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, callbackURL: "/admin" },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return { ok: true, headers, signedIn: true };
  } catch (error) {
    const known = messageOf(error);
    if (known) return { ok: false, ...known };
    throw error;
  }
}

/**
 * Sign-up under the policy. With mail configured the account waits for its address to be
 * confirmed (signedIn false); otherwise the new user is signed in at once.
 */
export async function signUpWithPassword(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  input: { name: string; email: string; password: string; inviteToken?: string },
): Promise<AuthOutcome> {
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        callbackURL: "/auth",
        ...(input.inviteToken ? { inviteToken: input.inviteToken } : {}),
      },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return { ok: true, headers, signedIn: Boolean(response.token) };
  } catch (error) {
    const known = messageOf(error);
    if (known) return { ok: false, ...known };
    throw error;
  }
}
