/**
 * Two server processes on one PostgreSQL database and one S3 bucket, behind Debian's nginx with the
 * configuration of docs/deployment.md as a round-robin load balancer (ADR 0068). Every request goes
 * through nginx over TLS, and every answer says which copy served it; each check below asks for both.
 * Runs on the PostgreSQL server of tests/setup/test-database.ts (DATABASE_URL's, else this machine's).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";
import { and, eq, isNotNull, sql } from "drizzle-orm";

import { aiAssistantSettings, aiTokenUsage, leads, outbox, telegramSettings } from "~/db/schema";
import { type DatabaseHandle, openDatabase } from "~/server/db.server";

import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { startFakeS3, type FakeS3 } from "../fakes/s3-server";
import { startFakeTelegram, type FakeTelegram } from "../fakes/telegram-server";
import { createStaffUser, type TestStaff } from "../setup/auth-helpers";
import { type BalancedResponse, type LoadBalancer, PUBLIC_ORIGIN, startLoadBalancer } from "../setup/load-balancer";
import { freePort, spawnServer, waitFor } from "../setup/server-process";
import { createPostgresDatabase, POSTGRES_SERVER_URL } from "../setup/test-database";
import * as files from "../fixtures/media-files";

/** Public writes per address in the window: the lead below, then the limit's own check. */
const PUBLIC_WRITES = 4;

test.describe.configure({ mode: "serial" });

type Copy = ReturnType<typeof spawnServer>;

let telegram: FakeTelegram;
let llm: FakeOpenAi;
let s3: FakeS3;
let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let dataDir: string;
let copies: Copy[] = [];
let balancer: LoadBalancer;
let staff: TestStaff;

/** The two copies' upstream addresses, to tell which one answered. */
const upstreams = new Set<string>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [telegram, llm, s3] = await Promise.all([startFakeTelegram(), startFakeOpenAi(), startFakeS3()]);
  database = await createPostgresDatabase(POSTGRES_SERVER_URL);
  dataDir = await mkdtemp(path.join(tmpdir(), "several-copies-"));
  const ports: [number, number] = [await freePort(), await freePort()];
  for (const port of ports) {
    upstreams.add(`127.0.0.1:${port}`);
    const copy = spawnServer({
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: PUBLIC_ORIGIN,
      TRUST_PROXY: "1",
      DATABASE_URL: database.url,
      // Unused with S3 set; each copy gets the same one, as copies on one machine would.
      DATA_DIR: dataDir,
      ...s3.env,
      TELEGRAM_API_URL: telegram.url,
      OPENAI_BASE_URL: llm.url,
      OPENAI_API_KEY: "sk-test-copies",
      OPENAI_TIMEOUT_MS: "10000",
      // Both copies look for notifications to send five times a second.
      OUTBOX_INTERVAL_MS: "200",
      RATE_LIMIT_PUBLIC_POINTS: String(PUBLIC_WRITES),
      RATE_LIMIT_PUBLIC_WINDOW_SECONDS: "600",
    });
    copies.push(copy);
    // One after the other: the first migrates and seeds the empty database.
    await waitFor(() => copy.output().includes("Server listening") || copy.child.exitCode !== null, "a copy's start-up", 60_000);
    if (copy.child.exitCode !== null) throw new Error(`a copy exited at start-up:\n${copy.output()}`);
  }
  handle = await openDatabase({ databaseUrl: database.url, dataDir: "", migrations: false });
  staff = await createStaffUser(handle.db, { role: "admin" });
  await handle.db.insert(telegramSettings).values({
    botToken: "123456:TEST-token",
    chatId: "-100200300",
    isActive: true,
    notificationTemplate: "Новая заявка\nИмя: {name}",
  });
  await handle.db.update(aiAssistantSettings).set({ isActive: true, sessionDailyTokens: 20000, siteDailyTokens: 1_000_000 });
  balancer = await startLoadBalancer(ports);
});

test.afterAll(async () => {
  await balancer?.stop();
  await Promise.all(
    copies.map(async (copy) => {
      if (copy.child.exitCode === null) copy.child.kill("SIGTERM");
      await copy.exited;
    }),
  );
  await handle?.close();
  await database?.drop();
  await Promise.all([telegram?.close(), llm?.close(), s3?.close()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The same request `times` times through nginx. */
async function repeat(times: number, send: () => Promise<BalancedResponse>): Promise<BalancedResponse[]> {
  const answers: BalancedResponse[] = [];
  for (let i = 0; i < times; i++) answers.push(await send());
  return answers;
}

function servedByBoth(answers: BalancedResponse[]) {
  expect(new Set(answers.map((answer) => answer.upstream))).toEqual(upstreams);
}

/** The cookies an answer sets, as a Cookie header. */
function cookiesOf(answer: BalancedResponse): string {
  return (answer.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function signIn(): Promise<string> {
  const answer = await balancer.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: PUBLIC_ORIGIN },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  expect(answer.status, answer.body).toBe(200);
  const cookie = cookiesOf(answer);
  expect(cookie).toContain("session_token=");
  return cookie;
}

const postLead = (name: string) =>
  balancer.request("/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: PUBLIC_ORIGIN },
    body: JSON.stringify({ name, phone: "+77771234567" }),
  });

const chatMessage = (message: string, cookie?: string) =>
  balancer.request("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: PUBLIC_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ message }),
  });

test("a staff member signed in through one copy stays signed in on the other", async () => {
  const cookie = await signIn();
  const answers = await repeat(4, () => balancer.request("/admin", { headers: { Cookie: cookie } }));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.body.includes(staff.name), `signed in on ${answer.upstream}`).toBe(true);
  }
  servedByBoth(answers);
  // Without the cookie either copy sends the visitor to the sign-in page.
  servedByBoth(
    await repeat(2, async () => {
      const answer = await balancer.request("/admin");
      expect(answer.status).toBe(302);
      return answer;
    }),
  );
});

test("a change saved through one copy shows on both, pages cached before it included", async () => {
  const cookie = await signIn();
  const before = await repeat(4, () => balancer.request("/"));
  servedByBoth(before);
  const email = `sales-${Date.now()}@aisolutions.kz`;
  for (const answer of before) expect(answer.body.includes(email), answer.upstream).toBe(false);

  const saved = await balancer.request("/admin/contacts", {
    method: "POST",
    headers: { Cookie: cookie, Origin: PUBLIC_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      company_name: "AI Solutions",
      company_description: "Описание",
      phone: "+7 (727) 355-01-25",
      email,
      address: "Алматы, Казахстан",
      working_hours: "Пн-Пт: 9:00-18:00",
      website: "https://aisolutions.kz",
      social_instagram: "",
      social_telegram_bot: "https://t.me/aisolutions_kz_bot",
    }).toString(),
  });
  expect(saved.status, saved.body).toBe(302);

  // The saving copy dropped its pages before answering, and had told the other through PostgreSQL;
  // the other hears it within milliseconds, which a loaded test machine may stretch: its page
  // cache would otherwise keep the old page for PAGE_CACHE_TTL_MS (5 minutes).
  await expect
    .poll(async () => (await repeat(2, () => balancer.request("/"))).every((answer) => answer.body.includes(email)), { timeout: 3_000 })
    .toBe(true);
  const after = await repeat(4, () => balancer.request("/"));
  servedByBoth(after);
  for (const answer of after) expect(answer.body.includes(email), `the new address on ${answer.upstream}`).toBe(true);
});

test("a new lead is notified to Telegram exactly once, with both copies delivering", async () => {
  const name = "Айгерим Двекопии";
  expect((await postLead(name)).status).toBe(201);
  await expect
    .poll(async () => (await handle.db.select().from(outbox).where(isNotNull(outbox.sentAt))).length, { timeout: 15_000 })
    .toBe(1);
  // Both copies make several more passes over the outbox meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(telegram.calls.filter((call) => call.text.includes(name))).toHaveLength(1);
  expect(await handle.db.select().from(leads).where(eq(leads.name, name))).toHaveLength(1);
});

test("the public write limit holds across both copies", async () => {
  // The lead above spent one write of the address's allowance.
  const answers = await repeat(PUBLIC_WRITES + 1, () => postLead("Берик Лимит"));
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429]);
  servedByBoth(answers.slice(0, 3));
  servedByBoth(answers.slice(3));
  expect(answers.at(-1)!.headers["retry-after"]).toBeTruthy();
});

test("a chat reply streams through nginx as the model writes it", async () => {
  let resume!: () => void;
  llm.queue({ content: "Первая часть ответа. Вторая часть ответа.", chunkSize: 10, pauseAfterChunks: 1, resume: new Promise<void>((r) => (resume = r)) });
  const response = await balancer.open("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: PUBLIC_ORIGIN },
    body: JSON.stringify({ message: "Расскажите о внедрении" }),
  });
  expect(response.statusCode).toBe(200);
  response.setEncoding("utf8");
  let received = "";
  const lines = response[Symbol.asyncIterator]();
  // The model has written its first piece and waits: the piece must already be here.
  while (!received.includes('"delta"')) {
    const next = await lines.next();
    if (next.done) throw new Error("The answer ended before its first piece");
    received += next.value as string;
  }
  expect(received).toContain("Первая ча");
  expect(received).not.toContain("Вторая");
  resume();
  for (let next = await lines.next(); !next.done; next = await lines.next()) received += next.value as string;
  expect(received).toContain('"done"');
});

test("the chat's daily budget spent through one copy holds on the other", async () => {
  await handle.db.delete(aiTokenUsage);
  const first = await chatMessage("Вопрос один");
  const second = await chatMessage("Вопрос два");
  expect([first.status, second.status]).toEqual([200, 200]);
  servedByBoth([first, second]);
  // Room left in the site's budget for less than one more question and its longest answer.
  const [spent] = await handle.db
    .select({ tokens: sql<number>`sum(${aiTokenUsage.tokens})::int` })
    .from(aiTokenUsage)
    .where(and(eq(aiTokenUsage.bucket, "site")));
  await handle.db.update(aiAssistantSettings).set({ siteDailyTokens: (spent?.tokens ?? 0) + 100 });
  const refused = await repeat(2, () => chatMessage("Вопрос три"));
  for (const answer of refused) {
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "budget" });
  }
  servedByBoth(refused);
});

test("a file uploaded through one copy is served by both, and nginx keeps it", async () => {
  const cookie = await signIn();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(await files.jpeg(800, 600))], "офис.jpg", { type: "image/jpeg" }));
  const encoded = new Response(form);
  const uploaded = await balancer.request("/api/media", {
    method: "POST",
    headers: { Cookie: cookie, Origin: PUBLIC_ORIGIN, "Content-Type": encoded.headers.get("content-type")! },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(uploaded.status, uploaded.body).toBe(201);
  const { url } = JSON.parse(uploaded.body) as { url: string };
  expect(await s3.keys()).toContain(url.replace(/^\/media\//, ""));
  // Two addresses nginx keeps apart, so both reach a copy.
  const fromCopies = [await balancer.request(`${url}?a`), await balancer.request(`${url}?b`)];
  for (const answer of fromCopies) expect(answer.status).toBe(200);
  servedByBoth(fromCopies);
  const again = await balancer.request(`${url}?a`);
  expect(again.status).toBe(200);
  expect(again.upstream, "served from nginx's cache").toBe("");
});
