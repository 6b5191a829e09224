/**
 * The better-auth instance behind staff sign-in (docs/decisions/0011-authentication.md): email and
 * password, sessions in the database, its secret, and the hooks that hold its own endpoints to our
 * rules (attempt limits, idle sessions, display names, unusable passwords, the sign-up policy of
 * sign-up-policy.server.ts). The routes reach it through auth.server.ts; the signed-in user of a
 * request is session-user.server.ts.
 */
import { randomBytes } from "node:crypto";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";

import { authSchema, serverSecrets, user as userTable } from "~/db/auth-schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { PASSWORD_MIN_LENGTH, SITE_NAME } from "~/lib/constants";
import { NAME_MAX_LENGTH } from "~/schemas/auth";
import { hasForbiddenCharacters } from "~/schemas/text-safety";
import { consumeAttempt, refundAttempt } from "~/server/auth-attempts.server";
import { liveSession, sessionOptions } from "~/server/auth-sessions.server";
import { db } from "~/server/db.server";
import { DEV_AUTH_SECRET, getEnv } from "~/server/env.server";
import { mailEnabled, sendMail } from "~/server/mailer.server";
import { isCommonPassword } from "~/server/passwords.server";
import { assignInitialRole, ensureBootstrapAdmin, signUpProblem } from "~/server/sign-up-policy.server";

const t = ru.auth;

/**
 * The client address, set by our own route code from the socket (never taken from the visitor):
 * better-auth records it on the session and our attempt limiters key on it.
 */
export const CLIENT_IP_HEADER = "x-site-client-ip";

/** Endpoints limited per client address (auth-attempts.server.ts); sign-in also per account. */
const ATTEMPT_PATHS = new Set(["/sign-in/email", "/sign-up/email", "/send-verification-email"]);

function stringField(body: unknown, name: string): string {
  const value = (body ?? {}) as Record<string, unknown>;
  return typeof value[name] === "string" ? value[name] : "";
}

/**
 * The forms' rules for a display name (app/schemas/auth.ts) hold on better-auth's own endpoints
 * too, which take any length and any characters: nothing else reaches the database or the lists.
 */
function rejectUnsafeName(name: string) {
  const problem =
    name.trim().length > NAME_MAX_LENGTH
      ? t.validation.nameTooLong
      : hasForbiddenCharacters(name)
        ? t.validation.nameInvalidCharacters
        : null;
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_NAME" });
}

/**
 * A new password from the list of the most common ones, or with characters nobody can type, is
 * refused. Sign-up and password change are the only ways to set one here (reset by mail is not
 * configured).
 */
function rejectUnusablePassword(password: string) {
  if (isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", { message: t.validation.passwordTooCommon, code: "PASSWORD_TOO_COMMON" });
  }
  if (hasForbiddenCharacters(password)) {
    throw new APIError("BAD_REQUEST", { message: t.validation.passwordInvalidCharacters, code: "PASSWORD_INVALID_CHARACTERS" });
  }
}

function buildAuth(database: Db, secret: string) {
  const env = getEnv();
  const withMail = mailEnabled();
  return betterAuth({
    appName: SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(database, { provider: "pg", schema: authSchema }),
    telemetry: { enabled: false },
    logger: { level: "error" },
    onAPIError: {
      // A refused sign-in or sign-up is the expected answer to a visitor, not a server fault.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        console.error("Authentication failed on the server", error);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: withMail,
    },
    // The absolute lifetime; the idle timeout is enforced by liveSession in the hook below.
    session: sessionOptions(),
    emailVerification: withMail
      ? {
          sendOnSignUp: true,
          sendOnSignIn: true,
          autoSignInAfterVerification: true,
          sendVerificationEmail: async ({ user, url }) => {
            await sendMail({
              to: user.email,
              subject: t.email.verifySubject,
              text: t.email.verifyText(user.name, url),
            });
          },
        }
      : undefined,
    // The site's public address, and the address this request came to: tests and a server reached
    // by IP are same-origin too. A foreign Origin still gets 403 on every mutation.
    trustedOrigins: (request) => [
      new URL(env.SITE_URL).origin,
      request ? new URL(request.url).origin : undefined,
    ],
    // Limiters of our own (auth-attempts.server.ts) for every entry point, keyed on the real client address.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its Origin and callbackURL checks when NODE_ENV is "test"; the tests must
      // meet the same checks production does.
      disableOriginCheck: false,
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
        // Every endpoint that reads the session, getSession included, passes here first: an idle or
        // too old session is deleted before better-auth can accept it.
        const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
        const current = token ? await liveSession(token, database) : null;

        if (ATTEMPT_PATHS.has(ctx.path)) {
          const email = stringField(ctx.body, "email");
          await consumeAttempt({ address, email, testsPassword: ctx.path === "/sign-in/email" });
          if (ctx.path === "/sign-up/email") {
            rejectUnsafeName(stringField(ctx.body, "name"));
            const invite = stringField(ctx.body, "inviteToken");
            const problem = await signUpProblem(email, invite || null, database);
            if (problem) throw new APIError("FORBIDDEN", { message: problem, code: "SIGN_UP_NOT_ALLOWED" });
            rejectUnusablePassword(stringField(ctx.body, "password"));
          }
        }

        if (ctx.path === "/update-user" && typeof (ctx.body as { name?: unknown } | undefined)?.name === "string") {
          rejectUnsafeName(stringField(ctx.body, "name"));
        }

        if (ctx.path === "/change-password") {
          // Checked before the attempt is counted: a weak new password is no guess at the current one.
          rejectUnusablePassword(stringField(ctx.body, "newPassword"));
          if (current) await consumeAttempt({ address, email: current.email, testsPassword: true });
          // A password change signs out every other session, whoever asks (the current one gets a
          // fresh session and cookie from better-auth).
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A password proved right gives back its own attempt: staff behind one office address are
        // not locked out by their colleagues' successful sign-ins, and no account gets back
        // attempts that were made against another.
        if (isAPIError(ctx.context.returned)) return;
        const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
        if (ctx.path === "/sign-in/email") {
          await refundAttempt({ address, email: stringField(ctx.body, "email"), testsPassword: true });
        } else if (ctx.path === "/change-password" && ctx.context.newSession) {
          await refundAttempt({ address, email: ctx.context.newSession.user.email, testsPassword: true });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const token = typeof body.inviteToken === "string" ? body.inviteToken : null;
            await assignInitialRole(created.id, token, database);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [row] = await database
              .select({ deactivatedAt: userTable.deactivatedAt })
              .from(userTable)
              .where(eq(userTable.id, session.userId));
            if (row?.deactivatedAt) {
              throw new APIError("FORBIDDEN", { message: t.errors.accountDisabled, code: "ACCOUNT_DISABLED" });
            }
          },
          after: async (session) => {
            await database.update(userTable).set({ lastLoginAt: new Date() }).where(eq(userTable.id, session.userId));
          },
        },
      },
    },
  });
}

type Auth = ReturnType<typeof buildAuth>;

let current: { database: Db; auth: Promise<Auth> } | undefined;

/** The auth instance for the current database (tests swap databases between files). */
export async function getAuth(): Promise<Auth> {
  const database = await db();
  if (current?.database !== database) {
    const pending = initAuth(database);
    current = { database, auth: pending };
    pending.catch(() => {
      if (current?.auth === pending) current = undefined;
    });
  }
  return current.auth;
}

async function initAuth(database: Db): Promise<Auth> {
  const auth = buildAuth(database, await resolveSecret(database));
  await ensureBootstrapAdmin(await auth.$context, database);
  return auth;
}

/**
 * BETTER_AUTH_SECRET when set. Without it, development uses a fixed public value, and production
 * generates a random secret once and keeps it in the database, so `npm start` works with no
 * settings while every instance and restart still shares one secret.
 */
async function resolveSecret(database: Db): Promise<string> {
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV !== "production") return DEV_AUTH_SECRET;
  await database
    .insert(serverSecrets)
    .values({ name: "better_auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await database.select().from(serverSecrets).where(eq(serverSecrets.name, "better_auth_secret"));
  if (!row) throw new Error("Could not store the generated auth secret");
  return row.value;
}
