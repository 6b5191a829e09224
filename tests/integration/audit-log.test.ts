/**
 * The audit log screen (issue 9 point 17): every staff change, with who, when, what and which
 * fields, shown to admins newest first, by section and by page; nobody else reads it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog } from "~/db/schema";
import { recordChange } from "~/server/audit.server";

import { expectLogged } from "../setup/expected-failures";
import { withTableAway } from "../setup/broken-tables";
import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
const cookies = { admin: "", editor: "", marketer: "" };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(auditLog);
});

async function screen(search = "", cookie = cookies.admin) {
  const response = await app.request(`/admin/audit${search}`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** Each entry's title and detail, in the order the screen lists them. */
function entries(html: string): string[] {
  return [
    ...html.matchAll(
      /data-testid="audit-entry".*?<span class="block text-sm[^"]*">([^<]*)<\/span><span class="block text-xs[^"]*">([^<]*)<\/span>/gs,
    ),
  ].map((m) => `${decode(m[1]!)} | ${decode(m[2]!)}`);
}

describe("the audit log screen", () => {
  it("shows a change made through a screen: what, to which record, by whom, which fields", async () => {
    const saved = await app.request("/admin/blog", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: cookies.editor, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", title: "Итоги года", category: "Новости", content: "Текст." }),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    const [entry] = await app.db.select().from(auditLog);
    const { status, html } = await screen();
    expect(status).toBe(200);
    expect(entries(html)).toEqual([
      `Создание: Статья «Итоги года» | Автор: ${entry!.actorName} · Категория, Текст статьи, Адрес статьи, Статус, Название`,
    ]);
    expect(html).toContain(`dateTime="${entry!.createdAt.toISOString()}"`);
  });

  it("lists the newest first, fifty to a page, and one section at a time", async () => {
    const start = Date.UTC(2026, 10, 1, 6, 0);
    await app.db.insert(auditLog).values(
      Array.from({ length: 55 }, (_, i) => ({
        actorName: "Айгерим",
        action: i % 2 === 0 ? "update" : "create",
        entity: i % 5 === 0 ? "service" : "case",
        entityLabel: `Запись ${i + 1}`,
        changedFields: ["title"],
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const first = entries((await screen()).html);
    expect(first).toHaveLength(50);
    expect(first[0]).toBe("Изменение: Кейс «Запись 55» | Автор: Айгерим · Название");
    expect(first[49]).toMatch(/«Запись 6»/);
    const second = await screen("?page=2");
    expect(entries(second.html).map((e) => /«(.*)»/.exec(e)![1])).toEqual(["Запись 5", "Запись 4", "Запись 3", "Запись 2", "Запись 1"]);
    expect(second.html).toContain("51–55 из 55");
    // A page past the end shows the last one.
    expect(entries((await screen("?page=9")).html)).toEqual(entries(second.html));

    const services = entries((await screen("?entity=service")).html);
    expect(services).toHaveLength(11);
    expect(services.every((e) => e.includes(": Услуга «"))).toBe(true);
    // A section the log does not know, or a page that is not a number, is the first page of everything.
    expect(entries((await screen("?entity=<script>&page=abc")).html)).toEqual(first);
    expect((await screen("?entity=invitation")).html).toContain("В этом разделе изменений нет");
  });

  it("shows exports and API reads: what was read, with which filter, how many rows, by whom; the dashboard leaves the reads out", async () => {
    // After the staff accounts' creation, so the dashboard's latest events are these.
    const at = (minute: number) => new Date(Date.now() + minute * 60_000);
    await app.db.insert(auditLog).values([
      { actorName: "Айгерим", action: "export", entity: "lead", details: { format: "csv", filter: { status: "new" }, rows: 37 }, createdAt: at(1) },
      {
        actorId: "api_key:3f1c2a9e-5d1b-4f7a-9c1e-2b7d8e6f4a10",
        actorName: "API: amoCRM",
        action: "read",
        entity: "lead",
        details: { filter: { source: "website", q: "ромашка" }, page: 2, rows: 1, total: 26 },
        createdAt: at(2),
      },
      {
        actorId: "api_key:3f1c2a9e-5d1b-4f7a-9c1e-2b7d8e6f4a10",
        actorName: "API: amoCRM",
        action: "read",
        entity: "lead",
        entityId: "8b0c8d47-2f0e-4d8a-b1f3-6a5e4c3b2a19",
        entityLabel: "Вера Ли",
        createdAt: at(3),
      },
      { actorName: "Борис", action: "export", entity: "lead", details: { format: "csv", filter: {}, rows: 1 }, createdAt: at(4) },
      { actorName: "Борис", action: "export", entity: "lead", details: { format: "csv", filter: { q: "Ким" }, rows: 3 }, createdAt: at(5) },
    ]);
    expect(entries((await screen()).html)).toEqual([
      "Экспорт заявок (CSV): 3 строки, фильтр: поиск «Ким» | Автор: Борис",
      "Экспорт заявок (CSV): 1 строка, без фильтров | Автор: Борис",
      "Чтение через API: Заявка «Вера Ли» | Автор: API: amoCRM",
      "Чтение заявок через API: 1 строка, страница 2, фильтр: источник «Форма контактов», поиск «ромашка» | Автор: API: amoCRM",
      "Экспорт заявок (CSV): 37 строк, фильтр: статус «Новая» | Автор: Айгерим",
    ]);
    // A CRM reading every minute would push every change out of the dashboard's latest events.
    const dashboard = decode(await (await app.request("/admin", { headers: { Cookie: cookies.admin } })).text());
    expect(dashboard).toContain("Экспорт заявок (CSV): 3 строки, фильтр: поиск «Ким»");
    expect(dashboard).not.toContain("через API");
  });

  it("says 'Изменений пока нет' when nothing has changed yet", async () => {
    expect((await screen()).html).toContain("Изменений пока нет");
  });

  it("is the admin's alone: others are refused, and only the admin's dashboard links to it", async () => {
    await recordChange(app.db, { actor: null, action: "update", entity: "case", label: "Секретный кейс" });
    for (const cookie of [cookies.editor, cookies.marketer]) {
      const { status, html } = await screen("", cookie);
      expect(status).toBe(403);
      expect(html).not.toContain("Секретный кейс");
    }
    expect((await screen("", "")).status).toBe(302);
    const dashboard = async (cookie: string) => (await app.request("/admin", { headers: { Cookie: cookie } })).text();
    expect(await dashboard(cookies.admin)).toContain('href="/admin/audit"');
    expect(await dashboard(cookies.editor)).not.toContain('href="/admin/audit"');
  });

  it("says 'Не удалось загрузить журнал изменений' when the log cannot be read", async () => {
    const { status, html } = await withTableAway(app.db, "audit_log", () => screen());
    expect(status).toBe(500);
    expect(html).toContain("Не удалось загрузить журнал изменений");
    expectLogged(/^The audit log could not be loaded:/);
  });
});
