import { afterAll, beforeAll, expect, it } from "vitest";

import { cookiesFrom, signIn } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp-server";

let smtp: FakeSmtp;
let app: TestApp;
const saved = { ...process.env };

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.SMTP_FROM = "Сайт <site@example.kz>";
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  process.env = { ...saved };
});

const owner = { email: "owner@example.kz", password: "tulpar-2026" };

function post(path: string, body: unknown) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  });
}

it("with SMTP configured, sign-up mails a confirmation link and sign-in waits for it", async () => {
  const mailed = smtp.waitForMail(owner.email);
  const signUp = await post("/api/auth/sign-up/email", { name: "Айгерим", ...owner, callbackURL: "/auth" });
  expect(signUp.status).toBe(200);
  expect(((await signUp.json()) as { token: string | null }).token).toBeNull();
  expect(cookiesFrom(signUp)).not.toContain("session_token");

  const mail = await mailed;
  expect(mail.from).toBe("site@example.kz");
  expect(mail.text).toContain("Здравствуйте, Айгерим!");
  const link = mail.text.match(/http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/)?.[1];
  expect(link).toBeTruthy();

  // Not yet confirmed: refused, and the link is sent again.
  const again = smtp.waitForMail(owner.email);
  const early = await post("/api/auth/sign-in/email", owner);
  expect(early.status).toBe(403);
  expect(((await early.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
  await again;

  const confirm = await app.request(link!, { redirect: "manual" });
  expect(confirm.status).toBe(302);
  expect(confirm.headers.get("location")).toBe("/auth");
  expect(cookiesFrom(confirm)).toContain("better-auth.session_token=");

  expect(await signIn(app.request, TEST_ORIGIN, owner)).toContain("better-auth.session_token=");
});
