/**
 * Staff authentication (docs/decisions/0011-authentication.md): better-auth with email and
 * password, sessions in the database, and our sign-up policy (DECISIONS.md 13) and role flow
 * (SPEC.md section 6) around it.
 */
import { randomBytes } from "node:crypto";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";

import { authSchema, serverSecrets, user as userTable } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { PASSWORD_MIN_LENGTH, SITE_NAME, STAFF_ROLES, type StaffRole } from "~/lib/constants";
import { NAME_MAX_LENGTH } from "~/schemas/auth";
import { hasForbiddenCharacters } from "~/schemas/text-safety";
import { consumeAttempt, refundAttempt } from "~/server/auth-attempts.server";
import { liveSession, sessionOptions } from "~/server/auth-sessions.server";
import { db, type Db } from "~/server/db.server";
import { DEV_AUTH_SECRET, getEnv } from "~/server/env.server";
import { acceptInvitation, findPendingInvitation, normalizeEmail } from "~/server/invitations.server";
import { mailEnabled, sendMail } from "~/server/mailer.server";
import { isCommonPassword } from "~/server/passwords.server";
import { requestInfoContext } from "~/server/request-context.server";
import { readSiteSetting } from "~/server/settings.server";

const t = ru.auth;

/**
 * The client address, set by our own route code from the socket (never taken from the visitor):
 * better-auth records it on the session and our attempt limiters key on it.
 */
export const CLIENT_IP_HEADER = "x-site-client-ip";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The editor role was just assigned because the user had none: the UI shows ru.auth.toast.roleAssigned. */
  roleAssigned: boolean;
  /** Reading the role failed: the UI shows ru.auth.toast.roleLoadError; the server grants nothing. */
  roleLoadFailed: boolean;
  status: "active" | "inactive";
};

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

export type Auth = ReturnType<typeof buildAuth>;

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
  await ensureBootstrapAdmin(auth, database);
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

async function adminExists(database: Db): Promise<boolean> {
  const [row] = await database
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(userTable, eq(userTable.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return Boolean(row);
}

/** Why this sign-up is refused (a Russian sentence for the toast), or null when it may proceed. */
export async function signUpProblem(email: string, inviteToken: string | null, database: Db): Promise<string | null> {
  if (inviteToken) {
    const invitation = await findPendingInvitation(inviteToken, database);
    if (!invitation) return t.errors.inviteInvalid;
    if (invitation.email !== normalizeEmail(email)) return t.errors.inviteOtherEmail;
    return null;
  }
  if (!(await adminExists(database))) return null;
  if (await readSiteSetting("staff_open_registration")) return null;
  return t.errors.inviteOnly;
}

/**
 * The invitation's role; else admin for the first account of an installation; else no row, so the
 * first page load assigns editor with its toast (SPEC.md section 6). The lock keeps two
 * simultaneous first sign-ups from both becoming admin.
 */
async function assignInitialRole(userId: string, inviteToken: string | null, database: Db) {
  await database.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-roles'))`);
    if (inviteToken) {
      const invitation = await acceptInvitation(inviteToken, userId, txDb);
      if (invitation) {
        await tx.insert(userRoles).values({ userId, role: invitation.role }).onConflictDoNothing();
        return;
      }
    }
    if (!(await adminExists(txDb))) {
      await tx.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
    }
  });
}

/** ADMIN_EMAIL/ADMIN_PASSWORD create (or promote) the first admin while none exists. */
async function ensureBootstrapAdmin(auth: Auth, database: Db) {
  const env = getEnv();
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD || (await adminExists(database))) return;
  const email = normalizeEmail(env.ADMIN_EMAIL);
  const context = await auth.$context;
  let userId = (await context.internalAdapter.findUserByEmail(email))?.user.id;
  if (!userId) {
    try {
      const created = await context.internalAdapter.createUser(
        { email, name: "Администратор", emailVerified: true },
        { method: "admin" },
      );
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: "credential",
        accountId: created.id,
        password: await context.password.hash(env.ADMIN_PASSWORD),
      });
      userId = created.id;
    } catch (error) {
      // Another instance starting at the same moment created it first.
      userId = (await context.internalAdapter.findUserByEmail(email))?.user.id;
      if (!userId) throw error;
    }
  }
  await database
    .insert(userRoles)
    .values({ userId, role: "admin" })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
}

// --- requests ----------------------------------------------------------------------------------

/** The client address our server saw, or "unknown". */
export function clientIp(context: Readonly<RouterContextProvider> | undefined): string {
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

const sessionUsers = new WeakMap<Request, Promise<SessionUser | null>>();
const loadsInFlight = new Map<string, Promise<SessionUser | null>>();

/**
 * The signed-in staff member, or null. The loaders of one navigation run in parallel, each with
 * its own Request: concurrent loads for the same session cookie share one lookup, so the editor
 * auto-assignment, and the one-time roleAssigned flag that shows its toast, reach every loader.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = sessionUsers.get(request);
  if (!pending) {
    const key = request.headers.get("cookie") ?? "";
    pending = loadsInFlight.get(key);
    if (!pending) {
      pending = loadSessionUser(request).finally(() => loadsInFlight.delete(key));
      loadsInFlight.set(key, pending);
    }
    sessionUsers.set(request, pending);
  }
  return pending;
}

async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  const auth = await getAuth();
  // getSession passes our before-hook first, which ends idle and too old sessions (auth-sessions.server.ts).
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const database = await db();
  const [account] = await database
    .select({ deactivatedAt: userTable.deactivatedAt })
    .from(userTable)
    .where(eq(userTable.id, found.user.id));
  if (!account || account.deactivatedAt) return null;

  const base = { id: found.user.id, email: found.user.email, name: found.user.name, status: "active" as const };
  try {
    const [row] = await database.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, base.id));
    if (row && isStaffRole(row.role)) return { ...base, role: row.role, roleAssigned: false, roleLoadFailed: false };
    const inserted = await database
      .insert(userRoles)
      .values({ userId: base.id, role: "editor" })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (inserted.length > 0) return { ...base, role: "editor", roleAssigned: true, roleLoadFailed: false };
    const [again] = await database.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, base.id));
    if (again && isStaffRole(again.role)) return { ...base, role: again.role, roleAssigned: false, roleLoadFailed: false };
    throw new Error(`Unknown role for user ${base.id}`);
  } catch (error) {
    console.error("Could not load the user's role", error);
    return { ...base, role: "editor", roleAssigned: false, roleLoadFailed: true };
  }
}

function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** React Router runs /API/… like /api/…, so the answer's form must not depend on the spelling. */
export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.toLowerCase().startsWith("/api/");
}

/** The signed-in staff member; otherwise a redirect to /auth (pages) or 401 JSON (/api). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  if (isApiRequest(request)) throw Response.json({ error: t.errors.unauthorized }, { status: 401 });
  throw redirect("/auth");
}

/** Ends the session: the Set-Cookie headers that clear it. */
export async function signOut(request: Request, context?: Readonly<RouterContextProvider>): Promise<Headers> {
  const auth = await getAuth();
  const { headers } = await auth.api.signOut({ headers: authHeaders(request, context), returnHeaders: true });
  return headers;
}

// --- the /auth page's actions --------------------------------------------------------------------

export type AuthOutcome =
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
