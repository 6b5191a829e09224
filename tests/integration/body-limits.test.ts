/**
 * Every request body has a size limit, enforced by the server before any route reads the body
 * (issue 8 point 6, ADR 0020): sign-in and sign-up, better-auth's endpoints, every action. Over real
 * HTTP, since what matters is what happens on the socket, with and without Content-Length.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp, serveApp } from "../../server/app";
import { UPLOAD_MAX_BYTES } from "~/schemas/media";
import type { Db } from "~/db/types";
import { closeDatabase, setDatabase } from "~/server/db.server";

import { createStaffUser, signIn } from "../setup/auth-helpers";
import { loadServerBuild } from "../setup/test-app";
import { createTestDatabase } from "../setup/test-database";

let server: ReturnType<typeof serveApp>;
let origin: string;
let db: Db;

beforeAll(async () => {
  const handle = await createTestDatabase({ seed: true });
  setDatabase(handle);
  db = handle.db;
  const { build, buildDir } = await loadServerBuild();
  server = serveApp(createApp({ build, buildDir, mode: "production" }), { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeDatabase();
});

type Answer = { status: number; body: string; sent: number; connection?: string };

/**
 * Sends a chunked body (no Content-Length) of up to `maxBytes`, 64 KiB at a time, and stops as soon
 * as the server answers. A server that read the whole body before answering would answer only after
 * all of it was sent.
 */
function streamUntilAnswered(path: string, headers: Record<string, string>, maxBytes: number, method = "POST"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers: { ...headers, "transfer-encoding": "chunked" } });
    let sent = 0;
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, sent, connection: response.headers.connection });
      });
    });
    // Once the answer is in, the server may close the socket under the remaining writes.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/** The status answered to a request that declares a body of `length` bytes but sends none of it. */
function declareOnly(path: string, headers: Record<string, string>, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method: "POST", headers: { ...headers, "content-length": String(length) } });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject);
    request.flushHeaders();
  });
}

/** A body of `bytes` with its Content-Length declared. */
async function postSized(path: string, contentType: string, bytes: number, method = "POST") {
  return fetch(`${origin}${path}`, {
    method,
    headers: { "content-type": contentType, origin },
    body: "a".repeat(bytes),
  });
}

const SIXTEEN_MIB = 16 * 1024 * 1024;

describe("request bodies over the limit are refused with 413 before they are read", () => {
  it("better-auth's sign-in endpoint, with a chunked body that never ends", async () => {
    const answer = await streamUntilAnswered("/api/auth/sign-in/email", { "content-type": "application/json", origin }, SIXTEEN_MIB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "Слишком большой запрос" });
    expect(answer.sent).toBeLessThan(SIXTEEN_MIB);
    // The rest of that body is never read, so the connection is not offered for another request.
    expect(answer.connection).toBe("close");
  });

  it("the /auth page's sign-in and sign-up form, chunked and with Content-Length", async () => {
    const chunked = await streamUntilAnswered("/auth.data", { "content-type": "application/x-www-form-urlencoded", origin }, SIXTEEN_MIB);
    expect(chunked.status).toBe(413);
    expect(chunked.sent).toBeLessThan(SIXTEEN_MIB);
    expect((await postSized("/auth", "application/x-www-form-urlencoded", 64 * 1024)).status).toBe(413);
    expect((await postSized("/api/auth/sign-up/email", "application/json", 64 * 1024)).status).toBe(413);
  });

  it("any other action, whatever the method and spelling of its path", async () => {
    for (const path of ["/admin/profile.data", "/ADMIN/PROFILE", "/admin/leads", "/no-such-page"]) {
      const answer = await streamUntilAnswered(path, { "content-type": "application/x-www-form-urlencoded", origin }, SIXTEEN_MIB);
      expect(answer.status, path).toBe(413);
      expect(answer.sent, path).toBeLessThan(SIXTEEN_MIB);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect((await postSized("/admin/profile.data", "application/x-www-form-urlencoded", 2 * 1024 * 1024, method)).status, method).toBe(413);
    }
  });
});

describe("uploads (POST /api/media, up to the largest file kind)", () => {
  const multipart = { "content-type": "multipart/form-data; boundary=x" };

  it("hold nothing before the route's guard: an anonymous chunked upload is refused while it is still being sent", async () => {
    const answer = await streamUntilAnswered("/api/media", { ...multipart, origin }, SIXTEEN_MIB);
    expect(answer.status).toBe(401);
    expect(answer.sent).toBeLessThan(SIXTEEN_MIB);
  });

  it("refuse a declared or counted body over the limit with 413, also for staff", async () => {
    expect(await declareOnly("/api/media", { ...multipart, origin }, UPLOAD_MAX_BYTES + 65 * 1024)).toBe(413);

    const staff = await createStaffUser(db, { role: "editor" });
    const cookie = await signIn((path, init) => fetch(`${origin}${path}`, init), origin, staff);
    // The route reads this one (up to the limit), then the read fails and the answer is 413.
    const answer = await streamUntilAnswered("/api/media", { ...multipart, origin, cookie }, UPLOAD_MAX_BYTES + 8 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "Слишком большой запрос" });
  });
});

describe("bodies within the limit", () => {
  it("still sign in, chunked or not", async () => {
    const staff = await createStaffUser(db, { role: "admin" });
    const body = JSON.stringify({ email: staff.email, password: staff.password });
    const declared = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body,
    });
    expect(declared.status).toBe(200);
    const chunked = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(200);
  });
});

describe("compressed request bodies", () => {
  it("are refused with 415, not read as if they were plain, and store nothing", async () => {
    const { leads, newsletterSubscribers } = await import("~/db/schema");
    const before = (await db.select().from(leads)).length;
    for (const [path, body] of [
      ["/api/leads", { name: "Айгерим", phone: "+77011234567" }],
      ["/api/newsletter", { email: "gzip-reader@example.kz" }],
    ] as const) {
      const response = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-encoding": "gzip", origin },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(415);
      expect(await response.json()).toEqual({ error: "Некорректный запрос: сжатые данные не принимаются" });
    }
    expect((await db.select().from(leads)).length).toBe(before);
    expect(await db.select().from(newsletterSubscribers)).toEqual([]);
  });
});
