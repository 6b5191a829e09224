/**
 * The CRM's leads API (issue 10 point 19, ADR 0037): an API key created and revoked on the
 * integrations section, or a staff session with the permission, reads the leads with the leads
 * screen's filters and pages, one lead with its transcript, and changes a status; without either
 * it is refused. A key is read-only or read-write and may expire; wrong keys from one address are
 * limited; every read is in the audit log (issue 21 point 9). /api/openapi.json describes the
 * operations with their security.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { apiKeys, auditLog, chatSessions, leads } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";

import { staffSession } from "../setup/auth-helpers";
import { seedChat } from "../setup/chat-seed";
import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

// Set before the server reads its settings: a test names the client's address in X-Forwarded-For.
const savedEnv = { ...process.env };
process.env.TRUST_PROXY = "1";

const PATH = "/admin/settings/integrations";
let app: TestApp;
const cookies = { admin: "", editor: "" };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor"]));
});
afterAll(async () => {
  await app?.close();
  process.env = { ...savedEnv };
  resetEnvForTests();
});
beforeEach(async () => {
  await app.db.delete(leads);
  await app.db.delete(chatSessions);
  await app.db.delete(apiKeys);
  await app.db.delete(auditLog);
});

function postForm(fields: Record<string, string>, cookie = cookies.admin) {
  return app.request(PATH, {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Creates a key on the integrations section; answers the key the page shows once. */
async function createKey(name = "amoCRM", options: { scope?: string; expiresAt?: string } = {}): Promise<string> {
  const response = await postForm({ intent: "createKey", name, scope: "read-write", expiresAt: "", ...options });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("Скопируйте ключ сейчас: больше он показан не будет.");
  const key = /ak_[A-Za-z0-9_-]{43}/.exec(html)?.[0];
  expect(key).toBeDefined();
  return key!;
}

/** A request with the key, from the client address `from` when given (the one trusted proxy says so). */
const api = (path: string, key: string | null, init: RequestInit & { from?: string } = {}) =>
  app.request(path, {
    ...init,
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...(init.from ? { "X-Forwarded-For": init.from } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

const patchStatus = (id: string, key: string, status: string, from?: string) =>
  api(`/api/leads/${id}`, key, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status }), from });

/** The company's calendar day (Almaty) `days` from today, as a date input sends it. */
function almatyDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date(Date.now() + days * 86_400_000));
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function seedLeads() {
  const session = await seedChat(app.db, { sessionId: "widget-api-1", clientName: "Вера Ли" }, [
    { role: "user", content: "Здравствуйте, нужен бот", at: minutesAgo(12) },
    { role: "assistant", content: "Оставьте телефон", at: minutesAgo(11) },
  ]);
  const rows = await app.db
    .insert(leads)
    .values([
      { name: "Айгерим", phone: "+77011112233", source: "website_form", status: "new", createdAt: minutesAgo(1) },
      { name: "Борис", phone: "+77012223344", company: "ТОО Ромашка", source: "website", status: "in-progress", createdAt: minutesAgo(2) },
      {
        name: "Вера Ли",
        phone: "+77013334455",
        source: "ai_widget",
        status: "new",
        language: "en",
        chatSessionId: session!.id,
        createdAt: minutesAgo(3),
      },
    ])
    .returning();
  return rows;
}

type LeadPage = { items: { name: string; status: string; language: string }[]; total: number; page: number; pages: number };

describe("refusals", () => {
  it("answers 401 without a key, with an unknown key and with a revoked one", async () => {
    const [lead] = await seedLeads();
    for (const key of [null, "ak_unknown", "not-a-key"]) {
      const response = await api("/api/leads", key);
      expect(response.status).toBe(401);
    }
    expect(await (await api("/api/leads", "ak_unknown")).json()).toEqual({ error: "Неверный или отозванный API-ключ" });

    const key = await createKey();
    expect((await api("/api/leads", key)).status).toBe(200);
    const [stored] = await app.db.select().from(apiKeys);
    expect((await postForm({ intent: "revokeKey", id: stored!.id })).status).toBe(302);
    for (const path of ["/api/leads", `/api/leads/${lead!.id}`]) expect((await api(path, key)).status).toBe(401);
    const patch = await api(`/api/leads/${lead!.id}`, key, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(patch.status).toBe(401);
    const [unchanged] = await app.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(unchanged!.status).toBe("new");
  });

  it("lets only an admin create and revoke keys", async () => {
    expect((await postForm({ intent: "createKey", name: "Чужой" }, cookies.editor)).status).toBe(403);
    expect(await app.db.select().from(apiKeys)).toHaveLength(0);
  });
});

describe("with a valid key", () => {
  it("stores only the key's hash, shows its prefix, and notes its last use", async () => {
    const key = await createKey("Битрикс24");
    const [stored] = await app.db.select().from(apiKeys);
    expect(stored!.prefix).toBe(key.slice(0, 8));
    expect(stored!.keyHash).not.toContain(key);
    expect(stored!.lastUsedAt).toBeNull();
    const page = await (await app.request(PATH, { headers: { Cookie: cookies.admin } })).text();
    expect(page).toContain("Битрикс24");
    expect(page).toContain(`${key.slice(0, 8)}…`);
    expect(page).not.toContain(key);
    expect(page).toContain("Не использовался");
    expect(page).toContain("Чтение и запись");
    expect(page).toContain("Бессрочный");
    await api("/api/leads", key);
    const [used] = await app.db.select().from(apiKeys);
    expect(used!.lastUsedAt).not.toBeNull();
    const after = await (await app.request(PATH, { headers: { Cookie: cookies.admin } })).text();
    expect(after).toMatch(/Последнее использование: \d{1,2} [а-я]+ в \d{2}:\d{2}/);
    expect(after).not.toContain("Не использовался");
  });

  it("lists the leads newest first with the screen's filters and pages", async () => {
    await seedLeads();
    const key = await createKey();
    const all = (await (await api("/api/leads", key)).json()) as LeadPage;
    expect(all.items.map((l) => l.name)).toEqual(["Айгерим", "Борис", "Вера Ли"]);
    expect(all).toMatchObject({ total: 3, page: 1, pages: 1 });
    const byStatus = (await (await api("/api/leads?status=new", key)).json()) as LeadPage;
    expect(byStatus.items.map((l) => l.name)).toEqual(["Айгерим", "Вера Ли"]);
    const bySource = (await (await api("/api/leads?source=website", key)).json()) as LeadPage;
    expect(bySource.items.map((l) => l.name)).toEqual(["Борис"]);
    const searched = (await (await api(`/api/leads?q=${encodeURIComponent("ромашка")}`, key)).json()) as LeadPage;
    expect(searched.items.map((l) => l.name)).toEqual(["Борис"]);
    // Each lead says the language of the page it came from, and the list filters by it.
    expect(all.items.map((l) => l.language)).toEqual(["ru", "ru", "en"]);
    const english = (await (await api("/api/leads?language=en", key)).json()) as LeadPage;
    expect(english.items.map((l) => l.name)).toEqual(["Вера Ли"]);

    await app.db
      .insert(leads)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Поток ${i}`,
          phone: "",
          source: "email",
          status: "new",
          createdAt: minutesAgo(100 + i),
        })),
      );
    const second = (await (await api("/api/leads?page=2", key)).json()) as LeadPage;
    expect(second).toMatchObject({ total: 33, page: 2, pages: 2 });
    expect(second.items).toHaveLength(8);
    expect(second.items.at(-1)!.name).toBe("Поток 29");
  });

  it("answers one lead with its chat transcript, and 404 for none", async () => {
    const [aigerim, , vera] = await seedLeads();
    const key = await createKey();
    const widget = (await (await api(`/api/leads/${vera!.id}`, key)).json()) as {
      lead: { name: string; chatSessionId: string };
      transcript: { messages: { role: string; content: string }[] };
    };
    expect(widget.lead).toMatchObject({ name: "Вера Ли", source: "ai_widget", chatSessionId: vera!.chatSessionId });
    expect(widget.transcript.messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "Здравствуйте, нужен бот"],
      ["assistant", "Оставьте телефон"],
    ]);
    const plain = (await (await api(`/api/leads/${aigerim!.id}`, key)).json()) as { transcript: unknown };
    expect(plain.transcript).toBeNull();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await api(`/api/leads/${id}`, key);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Заявка не найдена" });
    }
  });

  it("changes a status as the screen does, in the audit log under the key's name; refuses an unknown status", async () => {
    const [lead] = await seedLeads();
    const key = await createKey("amoCRM");
    const patch = (body: unknown) =>
      api(`/api/leads/${lead!.id}`, key, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const changed = await patch({ status: "completed" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: lead!.id, status: "completed" });
    const [stored] = await app.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(stored!.status).toBe("completed");
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entity, "lead")).orderBy(asc(auditLog.createdAt));
    expect(audit.map((a) => [a.actorName, a.action, a.changedFields])).toEqual([["API: amoCRM", "update", ["status"]]]);

    for (const body of [{ status: "done" }, {}, { status: 1 }]) {
      const refused = await patch(body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: "Неизвестный статус заявки" });
    }
    expect((await app.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]!.status).toBe("completed");
  });
});

describe("scope and expiry", () => {
  it("stores the scope chosen; a read-only key reads but is refused a status change with 403", async () => {
    const [lead] = await seedLeads();
    const key = await createKey("Аналитика", { scope: "read" });
    const [stored] = await app.db.select().from(apiKeys);
    expect(stored!.scope).toBe("read");
    expect((await api("/api/leads", key)).status).toBe(200);
    expect((await api(`/api/leads/${lead!.id}`, key)).status).toBe(200);

    const refused = await patchStatus(lead!.id, key, "completed");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ error: "Ключ только для чтения: изменять заявки им нельзя" });
    expect((await app.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]!.status).toBe("new");
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, "update"))).toHaveLength(0);

    const page = await (await app.request(PATH, { headers: { Cookie: cookies.admin } })).text();
    expect(page).toContain("Только чтение");
  });

  it("refuses a scope it does not know", async () => {
    const response = await postForm({ intent: "createKey", name: "Лишнее", scope: "admin", expiresAt: "" });
    expect(response.status).toBe(400);
    expect(await app.db.select().from(apiKeys)).toHaveLength(0);
  });

  it("a key works through its last day in Almaty, then is refused like a revoked one; a past day is refused", async () => {
    const [lead] = await seedLeads();
    const key = await createKey("До вечера", { expiresAt: almatyDay() });
    const [stored] = await app.db.select().from(apiKeys);
    // The end of the day chosen, Almaty time (UTC+5).
    expect(stored!.expiresAt).toEqual(new Date(`${almatyDay(1)}T00:00:00+05:00`));
    expect((await api("/api/leads", key)).status).toBe(200);
    const page = await (await app.request(PATH, { headers: { Cookie: cookies.admin } })).text();
    expect(page).toMatch(/Действует по \d{1,2} [а-я]+ \d{4}/);

    await app.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 60_000), lastUsedAt: null }).where(eq(apiKeys.id, stored!.id));
    for (const response of [
      await api("/api/leads", key, { from: "198.51.100.80" }),
      await api(`/api/leads/${lead!.id}`, key, { from: "198.51.100.80" }),
      await patchStatus(lead!.id, key, "completed", "198.51.100.80"),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Неверный или отозванный API-ключ" });
    }
    const [expired] = await app.db.select().from(apiKeys);
    expect(expired!.lastUsedAt).toBeNull();
    expect(await (await app.request(PATH, { headers: { Cookie: cookies.admin } })).text()).toMatch(/Истек \d{1,2} [а-я]+/);

    const past = await postForm({ intent: "createKey", name: "Вчерашний", scope: "read", expiresAt: almatyDay(-1) });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("Дата окончания не может быть в прошлом");
    expect(await app.db.select().from(apiKeys)).toHaveLength(1);
  });
});

describe.sequential("wrong keys from one address", () => {
  beforeAll(() => {
    process.env.RATE_LIMIT_API_KEY_POINTS = "3";
    process.env.RATE_LIMIT_API_KEY_WINDOW_SECONDS = "900";
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.RATE_LIMIT_API_KEY_POINTS;
    delete process.env.RATE_LIMIT_API_KEY_WINDOW_SECONDS;
    resetEnvForTests();
  });

  const TOO_MANY = /^Слишком много попыток с неверным API-ключом\. Попробуйте снова через (\d+) мин\.$/;

  it("answer 429 with Retry-After once wrong, revoked and expired keys use up the allowance; a correct key and other addresses are not held up", async () => {
    const [lead] = await seedLeads();
    const good = await createKey("Рабочий");
    const revoked = await createKey("Старый");
    const expired = await createKey("Просроченный");
    const stored = await app.db.select().from(apiKeys);
    const idOf = (name: string) => stored.find((k) => k.name === name)!.id;
    expect((await postForm({ intent: "revokeKey", id: idOf("Старый") })).status).toBe(302);
    await app.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, idOf("Просроченный")));

    const from = "203.0.113.50";
    for (const key of ["ak_wrong", revoked, expired]) expect((await api("/api/leads", key, { from })).status).toBe(401);
    for (const refused of [await api("/api/leads", "ak_guess", { from }), await patchStatus(lead!.id, "ak_guess", "completed", from)]) {
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
      const [, minutes] = TOO_MANY.exec(((await refused.json()) as { error: string }).error) ?? [];
      expect(Number(minutes)).toBe(Math.ceil(retryAfter / 60));
    }
    // Only failures are limited: the right key from the same address is served.
    expect((await api("/api/leads", good, { from })).status).toBe(200);
    // Another address has an allowance of its own.
    expect((await api("/api/leads", "ak_wrong", { from: "203.0.113.51" })).status).toBe(401);
  });

  it("a correct key's requests, and a read-only key's refused change, spend nothing", async () => {
    const [lead] = await seedLeads();
    const good = await createKey("Частый");
    const reader = await createKey("Читатель", { scope: "read" });
    const from = "203.0.113.60";
    for (let i = 0; i < 10; i++) expect((await api("/api/leads", good, { from })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await patchStatus(lead!.id, reader, "completed", from)).status).toBe(403);
    for (let i = 0; i < 3; i++) expect((await api("/api/leads", `ak_wrong${i}`, { from })).status).toBe(401);
    expect((await api("/api/leads", "ak_wrong", { from })).status).toBe(429);
  });
});

describe("the audit log of reads", () => {
  it("records each API read under the key's name and id: a list's filter, page and rows, a single lead by its id", async () => {
    const [aigerim] = await seedLeads();
    const key = await createKey("amoCRM");
    const [stored] = await app.db.select().from(apiKeys);
    expect(((await (await api("/api/leads?status=new&page=1", key)).json()) as LeadPage).items).toHaveLength(2);
    expect((await api(`/api/leads?q=${encodeURIComponent("ромашка")}&source=website&page=3`, key)).status).toBe(200);
    expect((await api(`/api/leads/${aigerim!.id}`, key)).status).toBe(200);
    // Nothing was read: nothing is recorded.
    expect((await api("/api/leads/00000000-0000-4000-8000-000000000000", key)).status).toBe(404);
    // A change answers the changed lead; that is the change's entry, not a read.
    expect((await patchStatus(aigerim!.id, key, "completed")).status).toBe(200);

    const reads = await app.db.select().from(auditLog).where(eq(auditLog.action, "read")).orderBy(asc(auditLog.createdAt));
    const actor = [`api_key:${stored!.id}`, "API: amoCRM"];
    expect(reads.map((r) => [r.actorId, r.actorName, r.entity, r.entityId, r.entityLabel, r.details])).toEqual([
      [...actor, "lead", null, null, { filter: { status: "new" }, page: 1, rows: 2, total: 2 }],
      // A page past the end answers the last one, and says so.
      [...actor, "lead", null, null, { filter: { q: "ромашка", source: "website" }, page: 1, rows: 1, total: 1 }],
      [...actor, "lead", aigerim!.id, "Айгерим", null],
    ]);
    const ofLeads = await app.db.select().from(auditLog).where(eq(auditLog.entity, "lead")).orderBy(asc(auditLog.createdAt));
    expect(ofLeads.map((r) => r.action)).toEqual(["read", "read", "read", "update"]);
  });
});

describe("with a staff session", () => {
  it("reads and changes leads with the leads permissions, without a key; the read is audited under the staff member", async () => {
    const [lead] = await seedLeads();
    const reader = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    const list = await app.request("/api/leads", { headers: { Cookie: reader.cookie } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as LeadPage).total).toBe(3);
    const reads = await app.db.select().from(auditLog).where(eq(auditLog.action, "read"));
    expect(reads.map((r) => [r.actorId, r.actorName, r.details])).toEqual([
      [reader.staff.id, reader.staff.name, { filter: {}, page: 1, rows: 3, total: 3 }],
    ]);
    const patch = await app.request(`/api/leads/${lead!.id}`, {
      method: "PATCH",
      headers: { Cookie: cookies.editor, Origin: TEST_ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "rejected" }),
    });
    expect(patch.status).toBe(200);
    expect((await app.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]!.status).toBe("rejected");
  });
});

describe("/api/openapi.json", () => {
  it("lists the leads operations with an API key or a staff session as their security", async () => {
    type Responses = Record<string, { description: string; headers?: Record<string, unknown> }>;
    const doc = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security: unknown; parameters?: { name: string }[]; responses: Responses }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const either = [{ apiKey: [] }, { sessionCookie: [] }];
    expect(doc.paths["/api/leads"]!.get!.security).toEqual(either);
    expect(doc.paths["/api/leads"]!.get!.parameters!.map((p) => p.name)).toEqual(["q", "status", "source", "language", "page"]);
    expect(doc.paths["/api/leads/{id}"]!.get!.security).toEqual(either);
    expect(doc.paths["/api/leads/{id}"]!.patch!.security).toEqual(either);
    // The lead dialog stays public.
    expect(doc.paths["/api/leads"]!.post!.security).toEqual([]);

    // Wrong keys are limited per address; a read-only key may not change a lead.
    for (const operation of [doc.paths["/api/leads"]!.get!, doc.paths["/api/leads/{id}"]!.patch!]) {
      expect(operation.responses["429"]!.description).toMatch(/неверн.*API-ключ/i);
      expect(Object.keys(operation.responses["429"]!.headers ?? {})).toEqual(["Retry-After"]);
    }
    expect(doc.paths["/api/leads/{id}"]!.patch!.responses["403"]!.description).toContain("только для чтения");
    expect(doc.paths["/api/leads"]!.get!.responses["403"]!.description).not.toContain("только для чтения");
  });
});
