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
