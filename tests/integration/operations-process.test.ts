/**
 * The server process as `npm start` runs it (issue 25 points 9 and 10, ADR 0061): its standard
 * output holds only JSON lines with a request id and none of the secrets it was given or handled,
 * and SIGTERM drains it (not ready first, then no new connections, requests in flight finished or
 * cut at the deadline, exit 0).
 */
import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { startFakeTelegram, type FakeTelegram } from "../fakes/telegram-server";
import { cookiesFrom } from "../setup/auth-helpers";
import { removeServerData, startServerProcess, waitFor } from "../setup/server-process";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let llm: FakeOpenAi;
let telegram: FakeTelegram;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  telegram = await startFakeTelegram();
});

afterAll(async () => {
  await removeServerData();
  await llm?.close();
  await telegram?.close();
});

/**
 * A GET on a connection of its own. fetch reuses a kept-alive connection, and the server closing
 * that one under it (ECONNRESET) says nothing about whether new connections are still taken.
 */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

type LogLine = { level: string; time: string; reqId: string; msg: string; [field: string]: unknown };

function parseLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`a log line is not JSON: ${line}`);
      }
    });
}

function chat(url: string, message: string) {
  return fetch(`${url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ message }),
  });
}

describe("the log of a production server", () => {
  const secrets = {
    adminPassword: "Adm1n-log-test-pass",
    wrongPassword: "Wr0ng-log-test-pass",
    authSecret: "auth-secret-for-the-log-test-0123456789",
    openAiKey: "sk-log-test-openai-key-0123456789",
    metricsToken: "metrics-token-log-test-0123456789",
    botToken: "7012345678:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawQ",
  };
  const phone = "+7 701 234 56 78";
  const admin = "boss@example.kz";

  it("is one JSON object a line, each with a request id, and holds no secret, password, token or phone number", async () => {
    const server = await startServerProcess({
      ADMIN_EMAIL: admin,
      ADMIN_PASSWORD: secrets.adminPassword,
      BETTER_AUTH_SECRET: secrets.authSecret,
      OPENAI_BASE_URL: llm.url,
      OPENAI_API_KEY: secrets.openAiKey,
      TELEGRAM_API_URL: telegram.url,
      OUTBOUND_ALLOW_HOSTS: undefined,
      METRICS_TOKEN: secrets.metricsToken,
      OUTBOX_INTERVAL_MS: "200",
      // Every line there is, debug included.
      LOG_LEVEL: "debug",
      // On, as in production (vitest.config.ts turns it off): pages from memory are logged too.
      PAGE_CACHE_MAX_BYTES: String(32 * 1024 * 1024),
    });
    const { url } = server;
    const signIn = (password: string) =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({ email: admin, password }),
      });

    expect((await signIn(secrets.wrongPassword)).status).toBe(401);
    const signedIn = await signIn(secrets.adminPassword);
    expect(signedIn.status).toBe(200);
    const cookie = cookiesFrom(signedIn);
    const sessionToken = decodeURIComponent(cookie.split("=")[1]!.split(";")[0]!).split(".")[0]!;

    const saved = await fetch(`${url}/admin/telegram`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "save",
        isActive: "on",
        botToken: secrets.botToken,
        chatId: "-1001234567890",
        username: "@ai_solutions_bot",
        notificationTemplate: "Заявка: {name}, {phone}, {date}",
      }),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);

    // The first delivery fails, so the outbox's warning is in the log too.
    telegram.failNext(1, { error_code: 400, description: "Bad Request: chat not found" });
    const lead = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ name: "Айгерим", phone }),
    });
    expect(lead.status).toBe(201);
    const leadId = lead.headers.get("x-request-id");
    expect(leadId).toMatch(UUID);
    await waitFor(() => telegram.calls.length >= 1, "the Telegram notification");
    expect(telegram.calls[0]!.text).toContain(phone);

    llm.queue({ content: "Менеджер перезвонит вам." });
    const reply = await chat(url, `Перезвоните мне: ${phone}`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('"type":"done"');

    // A public page, rendered once and then answered from memory, before any middleware runs.
    const metricsText = async () => (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${secrets.metricsToken}` } })).text();
    expect((await fetch(`${url}/faq`)).status).toBe(200);
    let pageId: string | null = null;
    await waitFor(async () => {
      const page = await fetch(`${url}/faq`);
      await page.arrayBuffer();
      pageId = page.headers.get("x-request-id");
      return /^page_cache_requests_total\{result="hit"\} 1$/m.test(await metricsText());
    }, "a page answered from memory");
    expect(pageId).toMatch(UUID);

    const metrics = await metricsText();
    expect(metrics).toMatch(/^llm_calls_total\{purpose="chat",outcome="ok"\} 1$/m);
    expect(metrics).toMatch(/^llm_tokens_total\{purpose="chat"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^outbox_deliveries_total\{kind="telegram",outcome="failed"\} 1$/m);
    expect(metrics).toMatch(/^http_requests_total\{method="POST",route="\/api\/leads",status="201"\} 1$/m);
    // Event-loop lag and the rest of Node's own figures.
    expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(metrics).toMatch(/^process_resident_memory_bytes \d/m);

    await waitFor(() => server.output().includes("attempt 1 failed"), "the outbox's warning");
    expect(await server.stop()).toBe(0);

    const lines = parseLines(server.output());
    for (const line of lines) {
      expect(typeof line.reqId, JSON.stringify(line)).toBe("string");
      expect(line.reqId.length, JSON.stringify(line)).toBeGreaterThan(0);
      expect(typeof line.level).toBe("string");
    }
    const text = server.output();
    for (const [name, secret] of Object.entries({ ...secrets, sessionToken })) expect(text, name).not.toContain(secret);
    for (const written of [phone, phone.replace(/\D/g, ""), "7012345678", "701 234 56 78"]) expect(text, written).not.toContain(written);

    // The lead's request has its line under the id its answer carried, and the outbox's warning its task's name.
    expect(lines).toContainEqual(expect.objectContaining({ reqId: leadId, method: "POST", path: "/api/leads", route: "/api/leads", status: 201 }));
    expect(lines).toContainEqual(expect.objectContaining({ reqId: pageId, level: "info", method: "GET", path: "/faq", route: "/faq", status: 200 }));
    expect(lines.find((line) => line.msg.includes("attempt 1 failed"))).toMatchObject({ level: "warn", reqId: "outbox" });
    expect(lines.find((line) => line.msg.startsWith("Server listening"))).toMatchObject({ reqId: "startup" });
    expect(lines.at(-1)).toMatchObject({ msg: "Stopped", reqId: "shutdown" });
  }, 180_000);
});

describe("SIGTERM", () => {
  it("is not ready at once, then refuses new connections, finishes the stream in flight, cuts the one past the deadline and exits 0", async () => {
    const DELAY_MS = 3000;
    const TIMEOUT_MS = 4000;
    const server = await startServerProcess({
      OPENAI_BASE_URL: llm.url,
      OPENAI_API_KEY: "sk-drain-test",
      OPENAI_TIMEOUT_MS: "60000",
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const { url } = server;
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    llm.reset();
    llm.queue(
      { content: "Первый ответ доходит до конца.", chunkSize: 4, pauseAfterChunks: 2, resume: resumed },
      { content: "Второй ответ обрывается на сроке.", chunkSize: 4, pauseAfterChunks: 2, resume: new Promise(() => {}) },
    );

    const decoder = new TextDecoder();
    const open = async (message: string) => {
      const response = await chat(url, message);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      // The first words have arrived: the reply is in flight.
      const first = await reader.read();
      expect(decoder.decode(first.value)).toContain('"type":"delta"');
      return reader;
    };
    const finishing = await open("Первый вопрос");
    const cut = await open("Второй вопрос");

    const signalledAt = Date.now();
    // SIGTERM, and the exit code when the process has ended.
    const exited = server.stop();

    // During SHUTDOWN_DELAY_MS: still answering, but not ready (as soon as the signal is handled).
    let ready = await fetch(`${url}/readyz`);
    while (ready.status === 200 && Date.now() - signalledAt < DELAY_MS) {
      await new Promise((r) => setTimeout(r, 20));
      ready = await fetch(`${url}/readyz`);
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "not-ready", reason: "shutting-down" });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(Date.now() - signalledAt).toBeLessThan(DELAY_MS);

    // Then no new connection is taken.
    let refused: unknown;
    while (refused === undefined && Date.now() - signalledAt < DELAY_MS + 3000) {
      try {
        await getOnNewConnection(`${url}/healthz`);
        await new Promise((r) => setTimeout(r, 100));
      } catch (error) {
        refused = error;
      }
    }
    expect((refused as NodeJS.ErrnoException | undefined)?.code).toBe("ECONNREFUSED");
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);

    // The first reply, resumed, runs to its end.
    resume();
    let rest = "";
    for (let chunk = await finishing.read(); !chunk.done; chunk = await finishing.read()) rest += decoder.decode(chunk.value);
    expect(rest).toContain('"type":"done"');

    // The second never finishes by itself: it is cut at the deadline, and the process exits 0.
    let cutText = "";
    try {
      for (let chunk = await cut.read(); !chunk.done; chunk = await cut.read()) cutText += decoder.decode(chunk.value);
    } catch {
      // A connection cut mid-body fails the read; that is what cutting it means.
    }
    expect(cutText).not.toContain('"type":"done"');
    expect(await exited).toBe(0);
    const took = Date.now() - signalledAt;
    expect(took).toBeGreaterThanOrEqual(DELAY_MS + TIMEOUT_MS - 200);
    // The documented bound: SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS + 15 s.
    expect(took).toBeLessThan(DELAY_MS + TIMEOUT_MS + 15_000);

    const lines = parseLines(server.output());
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["SIGTERM received, shutting down", `Requests still open after SHUTDOWN_TIMEOUT_MS (${TIMEOUT_MS} ms) were cut`, "Stopped"]),
    );
  }, 180_000);
});
