/**
 * Staff accounts for tests: a user with a role straight in the database (password hashed the way
 * better-auth hashes it), then a real sign-in through /api/auth for the session cookie.
 */
import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";

import { account, user } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";
import type { Db } from "~/db/types";
import type { StaffRole } from "~/lib/constants";

export const TEST_PASSWORD = "correct-horse-42";

export type TestStaff = { id: string; email: string; name: string; password: string; role: StaffRole | null };

// Hashing is deliberately slow (~0.2 s): one hash per distinct password and process serves every
// staff member a test creates, each of whom still signs in through the real verification.
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** A staff member who can sign in at once. role null: no user_roles row (editor is assigned on first load). */
export async function createStaffUser(
  db: Db,
  options: { role: StaffRole | null; email?: string; name?: string; password?: string },
): Promise<TestStaff> {
  const id = randomUUID();
  const email = options.email ?? `${options.role ?? "norole"}-${id.slice(0, 8)}@test.kz`;
  const name = options.name ?? `Тест ${options.role ?? "без роли"}`;
  const password = options.password ?? TEST_PASSWORD;
  await db.insert(user).values({ id, email, name, emailVerified: true });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await passwordHash(password),
  });
  if (options.role) await db.insert(userRoles).values({ userId: id, role: options.role });
  return { id, email, name, password, role: options.role };
}

/** "name=value" pairs from a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

type Requester = (pathname: string, init?: RequestInit) => Promise<Response>;

/** Signs in through better-auth's endpoint, as the site's own page would (same Origin). */
export async function signIn(request: Requester, origin: string, staff: Pick<TestStaff, "email" | "password">): Promise<string> {
  const response = await request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = cookiesFrom(response);
  if (!cookie) throw new Error("sign-in set no cookie");
  return cookie;
}

/** A fresh staff member with the role, and the Cookie header of their session. */
export async function staffSession(
  db: Db,
  request: Requester,
  origin: string,
  role: StaffRole | null,
): Promise<{ staff: TestStaff; cookie: string }> {
  const staff = await createStaffUser(db, { role });
  return { staff, cookie: await signIn(request, origin, staff) };
}

/**
 * Playwright: signs the page's browser context in as a fresh staff member with the role. Later
 * page.goto("/admin…") is signed in.
 */
export async function login(page: Page, db: Db, role: StaffRole | null, baseURL: string): Promise<TestStaff> {
  const staff = await createStaffUser(db, { role });
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL },
    data: { email: staff.email, password: staff.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return staff;
}
