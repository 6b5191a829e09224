import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { user } from "~/db/auth-schema";
import { siteSettings, userRoles } from "~/db/schema";
import { inviteStaff } from "~/server/users.server";

import { cookiesFrom, signIn } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

function signUp(body: Record<string, string>, origin = TEST_ORIGIN) {
  return app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(body),
  });
}

async function roleOf(email: string) {
  const [row] = await app.db
    .select({ role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.email, email));
  return row?.role;
}

async function userCount() {
  return (await app.db.select({ id: user.id }).from(user)).length;
}

// One installation, step by step: the order of these tests is the story.
describe.sequential("sign-up policy: the first account, invited addresses, or open registration", () => {
  let adminCookie = "";

  it("makes the first account on an empty installation its admin, signed in with a safe cookie", async () => {
    const response = await signUp({ name: "Айгерим", email: "Owner@Example.kz", password: "tulpar-2026" });
    expect(response.status).toBe(200);
    expect(await roleOf("owner@example.kz")).toBe("admin");
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // Served over plain HTTP here (SITE_URL http://localhost:3000): not Secure, or browsers would drop it.
    expect(setCookie).not.toMatch(/Secure/i);
    adminCookie = cookiesFrom(response);
    expect((await app.request("/admin", { headers: { Cookie: adminCookie } })).status).toBe(200);
  });

  it("refuses a stranger with a clear reason and creates nothing", async () => {
    const before = await userCount();
    const response = await signUp({ name: "Чужой", email: "stranger@example.com", password: "tulpar-2026" });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe(
      "Регистрация доступна только по приглашению администратора. Попросите администратора прислать вам ссылку-приглашение.",
    );
    expect(await userCount()).toBe(before);
  });

  it("lets an invited address sign up once through its link, with the invited role", async () => {
    const [admin] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, "owner@example.kz"));
    const { url, token } = await inviteStaff({ email: "marketer@example.kz", role: "marketer" }, { id: admin!.id });
    expect(url).toBe(`/auth?invite=${token}`);

    const otherAddress = await signUp({ name: "Другой", email: "other@example.kz", password: "tulpar-2026", inviteToken: token });
    expect(otherAddress.status).toBe(403);
    expect(((await otherAddress.json()) as { message: string }).message).toMatch(/другой адрес/);

    const invited = await signUp({ name: "Марат", email: "marketer@example.kz", password: "tulpar-2026", inviteToken: token });
    expect(invited.status).toBe(200);
    expect(await roleOf("marketer@example.kz")).toBe("marketer");

    const reused = await signUp({ name: "Ещё", email: "marketer2@example.kz", password: "tulpar-2026", inviteToken: token });
    expect(reused.status).toBe(403);
    expect(((await reused.json()) as { message: string }).message).toMatch(/недействительно/);
  });

  it("the invitation page pre-fills the invited address", async () => {
    const [admin] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, "owner@example.kz"));
    const { url } = await inviteStaff({ email: "editor@example.kz", role: "editor" }, { id: admin!.id });
    const html = await (await app.request(url)).text();
    expect(html).toContain('value="editor@example.kz"');
    expect(html).toContain("«Редактор»");
  });

  it("accepts anyone while open registration is on (but never from another site); the account then waits for an admin to assign its role", async () => {
    await app.db
      .insert(siteSettings)
      .values({ key: "staff_open_registration", value: "true", category: "users" })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: "true" } });
    const crossSite = await signUp(
      { name: "Новый", email: "newcomer@example.kz", password: "tulpar-2026" },
      "https://evil.example",
    );
    expect(crossSite.status).toBe(403);
    expect(await roleOf("newcomer@example.kz")).toBeUndefined();

    const response = await signUp({ name: "Новый", email: "newcomer@example.kz", password: "tulpar-2026" });
    expect(response.status).toBe(200);
    expect(await roleOf("newcomer@example.kz")).toBeNull();
    const cookie = cookiesFrom(response);
    expect((await app.request("/admin", { headers: { Cookie: cookie } })).status).toBe(200);
    // No editor role handed out: it may read nothing until an admin assigns one (ADR 0055).
    expect(await roleOf("newcomer@example.kz")).toBeNull();
    expect((await app.request("/admin/leads", { headers: { Cookie: cookie } })).status).toBe(403);
    await app.db.delete(siteSettings).where(eq(siteSettings.key, "staff_open_registration"));
  });

  it("signs in with the same answer whether the address exists or not", async () => {
    const wrongPassword = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: "owner@example.kz", password: "wrong-password" }),
    });
    const unknown = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: "nobody@example.kz", password: "wrong-password" }),
    });
    expect(wrongPassword.status).toBe(unknown.status);
    expect(await wrongPassword.json()).toEqual(await unknown.json());
    expect(await signIn(app.request, TEST_ORIGIN, { email: "owner@example.kz", password: "tulpar-2026" })).toContain(
      "better-auth.session_token=",
    );
  });
});
