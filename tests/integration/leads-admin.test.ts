/**
 * The leads screen (issue 10 points 15-18): filters and search in the query string, server-side
 * pages that stay right with 10,000 leads, the status change with updated_at and its audit entry,
 * the potential value, duplicates by phone digits, the chat transcript, and the CSV export for
 * Excel. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { auditLog, chatSessions, leads } from "~/db/schema";
import { leadsAddress, parseLeadFilters, type LeadFilters } from "~/schemas/admin/leads";
import { describeChange } from "~/server/audit.server";
import {
  getLeadDetail,
  leadStats,
  listChatsPage,
  listLeadsPage,
  setLeadPotentialValue,
  setLeadStatus,
  type LeadRow,
} from "~/server/leads-admin.server";
import { leadsCsv } from "~/server/leads-export.server";

import { createStaffUser, staffSession } from "../setup/auth-helpers";
import { seedChat } from "../setup/chat-seed";
import { flashToast } from "../setup/expected-failures";
import { breakRoleOf, ignoringRoleLoadErrors } from "../setup/role-load-failure";
import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
const actor = { id: "", name: "Админ Заявок", email: "leads-admin@test.kz" };
const cookies = { admin: "", editor: "", marketer: "", broken: "" };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  actor.id = (await createStaffUser(app.db, { role: "admin", name: actor.name, email: actor.email })).id;
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
  const broken = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
  await breakRoleOf(app.db, broken.staff.id);
  cookies.broken = broken.cookie;
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(leads);
  await app.db.delete(chatSessions);
  await app.db.delete(auditLog);
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function seedLeads() {
  return app.db
    .insert(leads)
    .values([
      {
        name: "Айгерим Сапарова",
        phone: "+7 701 111-22-33",
        email: "aigerim@test.kz",
        source: "website_form",
        status: "new",
        createdAt: minutesAgo(1),
      },
      {
        name: "Борис Ким",
        phone: "+77012223344",
        email: "boris@test.kz",
        company: "ТОО Ромашка",
        source: "website",
        status: "in-progress",
        createdAt: minutesAgo(2),
      },
      { name: "Вера Ли", phone: "+7 (701) 111 22 33", email: "", source: "ai_widget", status: "completed", createdAt: minutesAgo(3) },
      {
        name: "Гульнара",
        phone: "+77015556677",
        email: "g@test.kz",
        source: "telegram",
        status: "rejected",
        message: "Хочу бота 100%_скидка",
        createdAt: minutesAgo(4),
      },
      { name: "Дмитрий", phone: "", email: "d@test.kz", source: "email", status: "new", createdAt: minutesAgo(5) },
    ])
    .returning();
}

function filters(overrides: Partial<LeadFilters> = {}): LeadFilters {
  return { tab: "leads", q: "", status: "", source: "", language: "", page: 1, ...overrides };
}

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe("filters, search and stats", () => {
  it("filters by status and source, searches names, companies, messages and phone digits", async () => {
    await seedLeads();
    expect(names((await listLeadsPage(filters())).rows)).toEqual(["Айгерим Сапарова", "Борис Ким", "Вера Ли", "Гульнара", "Дмитрий"]);
    expect(names((await listLeadsPage(filters({ status: "new" }))).rows)).toEqual(["Айгерим Сапарова", "Дмитрий"]);
    expect(names((await listLeadsPage(filters({ source: "ai_widget" }))).rows)).toEqual(["Вера Ли"]);
    expect(names((await listLeadsPage(filters({ status: "new", source: "email" }))).rows)).toEqual(["Дмитрий"]);
    expect(names((await listLeadsPage(filters({ q: "ромашка" }))).rows)).toEqual(["Борис Ким"]);
    // Any spelling of the number finds both spellings stored.
    expect(names((await listLeadsPage(filters({ q: "7011112233" }))).rows)).toEqual(["Айгерим Сапарова", "Вера Ли"]);
    // % and _ are the visitor's characters, not patterns.
    expect(names((await listLeadsPage(filters({ q: "100%_" }))).rows)).toEqual(["Гульнара"]);
    expect((await listLeadsPage(filters({ q: "%" }))).total).toBe(1);
    expect((await listLeadsPage(filters({ q: "нет такого" }))).total).toBe(0);
  });

  it("reads the filters from the query string, dropping unknown values", () => {
    expect(parseLeadFilters(new URLSearchParams("status=completed&source=telegram&q=%20Ким%20&page=3"))).toEqual(
      filters({ status: "completed", source: "telegram", q: "Ким", page: 3 }),
    );
    expect(parseLeadFilters(new URLSearchParams("status=done&source=fax&page=-2&tab=other"))).toEqual(filters());
    expect(parseLeadFilters(new URLSearchParams("tab=chats")).tab).toBe("chats");
  });

  it("filters by the language of the page the lead came from, in the address as language=kz", async () => {
    await seedLeads();
    await app.db.update(leads).set({ language: "kz" }).where(eq(leads.name, "Борис Ким"));
    await app.db.update(leads).set({ language: "en" }).where(eq(leads.name, "Вера Ли"));
    expect(names((await listLeadsPage(filters({ language: "kz" }))).rows)).toEqual(["Борис Ким"]);
    expect(names((await listLeadsPage(filters({ language: "en" }))).rows)).toEqual(["Вера Ли"]);
    expect(names((await listLeadsPage(filters({ language: "ru" }))).rows)).toEqual(["Айгерим Сапарова", "Гульнара", "Дмитрий"]);
    expect((await listLeadsPage(filters({ language: "en", status: "new" }))).total).toBe(0);
    // The address's word is the one of /kz/… addresses, not the ISO code kk; anything else is no filter.
    expect(parseLeadFilters(new URLSearchParams("language=kz"))).toEqual(filters({ language: "kz" }));
    expect(parseLeadFilters(new URLSearchParams("language=kk"))).toEqual(filters());
    expect(leadsAddress("/admin/leads", filters({ status: "new", language: "en" }))).toBe("/admin/leads?status=new&language=en");
    // The chats tab has no language.
    expect(leadsAddress("/admin/leads", filters({ language: "en" }), { tab: "chats" })).toBe("/admin/leads?tab=chats");

    const get = (query: string) => app.request(`/admin/leads${query}`, { headers: { Cookie: cookies.marketer } });
    const html = await (await get("?language=en")).text();
    expect(html).toContain("Вера Ли");
    expect(html).not.toContain("Борис Ким");
    expect(html).toContain("Экспорт (1)");
    // The filter, and the list's badge with its name for screen readers.
    expect(html).toContain('aria-label="Язык"');
    expect(html).toContain("Все языки");
    expect(html).toMatch(/<option value="en" selected="">English<\/option>/);
    expect(html).toContain(">EN</span>");
    expect(html).toContain("Язык страницы: English");
    // A Russian lead's row has no badge.
    const russian = await (await get("?language=ru")).text();
    expect(russian).toContain("Айгерим Сапарова");
    expect(russian).not.toContain('data-testid="lead-language"');
    // An empty select of the GET form is dropped from the address.
    const messy = await app.request("/admin/leads?status=&source=&language=", { headers: { Cookie: cookies.marketer }, redirect: "manual" });
    expect(messy.headers.get("location")).toBe("/admin/leads");
    // The lead's dialog names the page's language, Russian too.
    const [vera] = await app.db.select().from(leads).where(eq(leads.name, "Вера Ли"));
    const [aigerim] = await app.db.select().from(leads).where(eq(leads.name, "Айгерим Сапарова"));
    expect(await (await get(`?lead=${vera!.id}`)).text()).toMatch(/Язык страницы<\/dt><dd[^>]*>English<\/dd>/);
    expect(await (await get(`?lead=${aigerim!.id}`)).text()).toMatch(/Язык страницы<\/dt><dd[^>]*>Русский<\/dd>/);
  });

  it("counts new, in progress, completed, dialogs and conversion in whole percent", async () => {
    expect(await leadStats()).toEqual({ total: 0, fresh: 0, inProgress: 0, completed: 0, dialogs: 0, conversion: "0%" });
    await seedLeads();
    await app.db.insert(chatSessions).values([{ sessionId: "s1" }, { sessionId: "s2" }]);
    // 1 completed of 5.
    expect(await leadStats()).toEqual({ total: 5, fresh: 2, inProgress: 1, completed: 1, dialogs: 2, conversion: "20%" });
  });

  it("the page shows the filtered list, and the approved empty texts", async () => {
    const get = (query: string) => app.request(`/admin/leads${query}`, { headers: { Cookie: cookies.marketer } });
    let html = await (await get("")).text();
    expect(html).toContain("Пока нет заявок");
    await seedLeads();
    html = await (await get("?status=new")).text();
    expect(html).toContain("Айгерим Сапарова");
    expect(html).toContain("Дмитрий");
    expect(html).not.toContain("Борис Ким");
    expect(html).toContain("Экспорт (2)");
    // A GET form's empty selects and unknown values come back as the one address of the view.
    const messy = await app.request("/admin/leads?page=2&q=+%D0%9A%D0%B8%D0%BC+&status=&source=fax&x=1", {
      headers: { Cookie: cookies.marketer },
      redirect: "manual",
    });
    expect(messy.status).toBe(302);
    expect(messy.headers.get("location")).toBe("/admin/leads?q=%D0%9A%D0%B8%D0%BC&page=2");
    html = await (await get("?q=%D0%BD%D0%B5%D1%82-%D1%82%D0%B0%D0%BA%D0%BE%D0%B3%D0%BE")).text();
    expect(html).toContain("Нет заявок, соответствующих фильтрам");
  });
});

describe("load failures", () => {
  it("says 'Не удалось загрузить заявки' or 'Не удалось загрузить диалоги' with a 500 when the database refuses", async () => {
    const errors = vi.mocked(console.error);
    errors.mockImplementation(() => {});
    try {
      // A column the list reads and the sidebar's count does not: only the list fails.
      await app.db.execute(sql`ALTER TABLE leads RENAME COLUMN potential_value TO value_away`);
      const list = await app.request("/admin/leads", { headers: { Cookie: cookies.editor } });
      expect(list.status).toBe(500);
      expect(await list.text()).toContain("Не удалось загрузить заявки");
      await app.db.execute(sql`ALTER TABLE leads RENAME COLUMN value_away TO potential_value`);
      await app.db.execute(sql`ALTER TABLE chat_sessions RENAME COLUMN needs_identified TO needs_away`);
      const chats = await app.request("/admin/leads?tab=chats", { headers: { Cookie: cookies.editor } });
      expect(chats.status).toBe(500);
      expect(await chats.text()).toContain("Не удалось загрузить диалоги");
      expect(errors.mock.calls.map((c) => c[0])).toEqual(["Leads could not be loaded:", "Chat sessions could not be loaded:"]);
    } finally {
      await app.db.execute(sql`ALTER TABLE chat_sessions RENAME COLUMN needs_away TO needs_identified`).catch(() => undefined);
      await app.db.execute(sql`ALTER TABLE leads RENAME COLUMN value_away TO potential_value`).catch(() => undefined);
      errors.mockReset();
    }
  });
});

describe("pagination with 10,000 leads", () => {
  it("pages on the server, newest first, with the right totals, and stays fast", async () => {
    await app.db.execute(sql`
      INSERT INTO leads (name, phone, email, source, status, created_at)
      SELECT 'Лид ' || g, '+7701' || lpad(g::text, 7, '0'), 'lead' || g || '@test.kz',
             (ARRAY['website','website_form','ai_widget','telegram','email'])[g % 5 + 1],
             (ARRAY['new','in-progress','completed','rejected'])[g % 4 + 1],
             now() - g * interval '1 minute'
      FROM generate_series(1, 10000) AS g`);
    const started = performance.now();
    const first = await listLeadsPage(filters(), 25);
    expect(first).toMatchObject({ total: 10_000, page: 1, pages: 400 });
    expect(names(first.rows)).toEqual(Array.from({ length: 25 }, (_, i) => `Лид ${i + 1}`));
    const tenth = await listLeadsPage(filters({ page: 10 }), 25);
    expect(names(tenth.rows)[0]).toBe("Лид 226");
    const last = await listLeadsPage(filters({ page: 400 }), 25);
    expect(names(last.rows).at(-1)).toBe("Лид 10000");
    // Past the end: the last page.
    expect((await listLeadsPage(filters({ page: 9999 }), 25)).page).toBe(400);
    // g % 4 = 2 → completed; g % 5 = 2 → ai_widget: g ≡ 2 (mod 20), 500 of them.
    const filtered = await listLeadsPage(filters({ status: "completed", source: "ai_widget" }), 25);
    expect(filtered).toMatchObject({ total: 500, pages: 20 });
    expect(names(filtered.rows).slice(0, 3)).toEqual(["Лид 2", "Лид 22", "Лид 42"]);
    const searched = await listLeadsPage(filters({ q: "lead9999@" }), 25);
    expect(names(searched.rows)).toEqual(["Лид 9999"]);
    expect((await leadStats()).conversion).toBe("25%");
    // Six queries over 10,000 rows, on PGlite in a busy test run: far under a second each.
    expect(performance.now() - started).toBeLessThan(6000);

    const response = await app.request("/admin/leads?status=new&page=2", { headers: { Cookie: cookies.editor } });
    const html = await response.text();
    expect(response.status).toBe(200);
    // new: g % 4 = 0 → 4, 8, …; page 2 starts at the 26th: g = 104.
    expect(html).toContain("Лид 104");
    expect(html).not.toContain("Лид 100<");
    expect(html).toContain("26–50 из 2500");
  });
});

describe("status and potential value", () => {
  async function post(cookie: string, query: string, fields: Record<string, string>) {
    return app.request(`/admin/leads${query}`, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }

  it("any status to any status, updated_at set, one audit entry each, back to the same filtered list", async () => {
    const [lead] = await seedLeads();
    await app.db
      .update(leads)
      .set({ updatedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(leads.id, lead!.id));
    for (const status of ["completed", "rejected", "new", "in-progress"] as const) {
      const response = await post(cookies.marketer, "?status=new&source=website_form&page=1", { intent: "status", id: lead!.id, status });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/leads?status=new&source=website_form");
      expect(flashToast(response)).toEqual({ kind: "success", title: "Статус заявки изменен" });
      const [row] = await app.db.select().from(leads).where(eq(leads.id, lead!.id));
      expect(row!.status).toBe(status);
      expect(row!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    const entries = await app.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      entity: "lead",
      entityId: lead!.id,
      entityLabel: "Айгерим Сапарова",
      action: "update",
      changedFields: ["status"],
    });
    expect(describeChange(entries[0]!).detail).toContain("Статус");
  });

  it("keeps an open lead dialog in the address it answers to", async () => {
    const [lead] = await seedLeads();
    const response = await post(cookies.editor, `?lead=${lead!.id}`, { intent: "status", id: lead!.id, status: "completed" });
    expect(response.headers.get("location")).toBe(`/admin/leads?lead=${lead!.id}`);
  });

  it("a refused change answers 'Не удалось изменить статус заявки' and changes nothing", async () => {
    const [lead] = await seedLeads();
    const bad = await post(cookies.admin, "", { intent: "status", id: lead!.id, status: "done" });
    expect(bad.status).toBe(302);
    expect(flashToast(bad)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось изменить статус заявки" });
    const gone = await post(cookies.admin, "", { intent: "status", id: "00000000-0000-4000-8000-000000000000", status: "completed" });
    expect(flashToast(gone)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось изменить статус заявки" });
    const [row] = await app.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(row!.status).toBe("new");
    expect(await app.db.select().from(auditLog)).toEqual([]);
  });

  it("sets and clears the potential value with an audit entry; a bad sum is a 400 with the message", async () => {
    const [lead] = await seedLeads();
    const saved = await post(cookies.marketer, `?lead=${lead!.id}`, { intent: "value", id: lead!.id, potentialValue: "1 500 000,5" });
    expect(saved.status).toBe(302);
    expect(flashToast(saved)).toMatchObject({ kind: "success", title: "Сумма сохранена" });
    expect((await app.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]!.potentialValue).toBe(1_500_000.5);
    const bad = await post(cookies.marketer, `?lead=${lead!.id}`, { intent: "value", id: lead!.id, potentialValue: "-5" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Введите неотрицательное число");
    expect(await setLeadPotentialValue(lead!.id, null, actor)).toBe(true);
    expect((await app.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]!.potentialValue).toBeNull();
    const entries = await app.db.select().from(auditLog);
    expect(entries.map((e) => e.changedFields)).toEqual([["potential_value"], ["potential_value"]]);
    expect(await setLeadStatus("00000000-0000-4000-8000-000000000000", "new", actor)).toBe(false);
  });
});

describe("access", () => {
  it("an anonymous visitor is sent to sign in; a user whose role failed to load gets 403; nothing changes", async () => {
    const [lead] = await seedLeads();
    const anonymous = await app.request("/admin/leads", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/auth");
    const anonymousExport = await app.request("/admin/leads/export.csv", { redirect: "manual" });
    expect(anonymousExport.status).toBe(302);
    const anonymousPost = await app.request("/admin/leads", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", id: lead!.id, status: "completed" }),
      redirect: "manual",
    });
    expect([302, 401, 403]).toContain(anonymousPost.status);
    await ignoringRoleLoadErrors(async () => {
      expect((await app.request("/admin/leads", { headers: { Cookie: cookies.broken } })).status).toBe(403);
      expect((await app.request("/admin/leads/export.csv", { headers: { Cookie: cookies.broken } })).status).toBe(403);
      const post = await app.request("/admin/leads", {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, Cookie: cookies.broken, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "status", id: lead!.id, status: "completed" }),
        redirect: "manual",
      });
      expect(post.status).toBe(403);
    });
    expect((await app.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]!.status).toBe("new");
    // Every staff role reads, changes and exports leads.
    for (const cookie of [cookies.admin, cookies.editor, cookies.marketer]) {
      expect((await app.request("/admin/leads", { headers: { Cookie: cookie } })).status).toBe(200);
      expect((await app.request("/admin/leads/export.csv", { headers: { Cookie: cookie } })).status).toBe(200);
    }
  });
});

describe("detail, duplicates and chats", () => {
  it("flags other leads with the same phone digits, and finds the widget conversation", async () => {
    const [aigerim, , vera, , dmitry] = await seedLeads();
    await seedChat(
      app.db,
      { sessionId: "widget-1", clientName: "Вера Ли", clientPhone: "+77011112233", leadCollected: true, createdAt: minutesAgo(10) },
      [
        { role: "user", content: "Здравствуйте, нужен бот" },
        { role: "assistant", content: "Оставьте телефон" },
      ],
    );
    const detail = await getLeadDetail(aigerim!.id);
    expect(detail!.duplicates.map((d) => d.name)).toEqual(["Вера Ли"]);
    // Not from the widget: no transcript looked up.
    expect(detail!.chat).toBeNull();
    const widget = await getLeadDetail(vera!.id);
    expect(widget!.duplicates.map((d) => d.name)).toEqual(["Айгерим Сапарова"]);
    expect(widget!.chat!.messages.map((m) => m.content)).toEqual(["Здравствуйте, нужен бот", "Оставьте телефон"]);
    // No phone: nothing to compare.
    expect((await getLeadDetail(dmitry!.id))!.duplicates).toEqual([]);
    expect(await getLeadDetail("00000000-0000-4000-8000-000000000000")).toBeNull();

    const html = await (await app.request(`/admin/leads?lead=${vera!.id}`, { headers: { Cookie: cookies.editor } })).text();
    expect(html).toContain("Возможные дубликаты");
    expect(html).toContain("Здравствуйте, нужен бот");
  });

  it("shows the conversation the lead names, not a guess by contacts", async () => {
    const named = await seedChat(app.db, { sessionId: "named", clientName: "Вера", createdAt: minutesAgo(20) }, [
      { role: "user", content: "Это мой диалог" },
    ]);
    // Newer and with the same phone: what the guess would pick.
    const guessed = await seedChat(app.db, { sessionId: "guess", clientPhone: "+77011112233", createdAt: minutesAgo(5) }, [
      { role: "user", content: "Чужой диалог" },
    ]);
    const [lead] = await app.db
      .insert(leads)
      .values({
        name: "Вера",
        phone: "+77011112233",
        source: "ai_widget",
        status: "new",
        chatSessionId: named.id,
        createdAt: minutesAgo(1),
      })
      .returning();
    expect((await getLeadDetail(lead!.id))!.chat!.id).toBe(named.id);
    const html = await (await app.request(`/admin/leads?lead=${lead!.id}`, { headers: { Cookie: cookies.marketer } })).text();
    expect(html).toContain("Это мой диалог");
    expect(html).not.toContain("Чужой диалог");
    // Without a named conversation a widget lead keeps the guess.
    await app.db.update(leads).set({ chatSessionId: null }).where(eq(leads.id, lead!.id));
    expect((await getLeadDetail(lead!.id))!.chat!.id).toBe(guessed.id);
  });

  it("shows the page, the referrer and the utm values the lead has, links opening in a new tab", async () => {
    const [lead, bare, hostile] = await app.db
      .insert(leads)
      .values([
        {
          name: "С меткой",
          source: "website_form",
          pageUrl: "/services",
          referrer: "https://www.google.com/search?q=ai",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "spring",
        },
        { name: "Без меток", source: "website" },
        // Written by some other writer: shown, but not as a link.
        { name: "Странная", source: "website", referrer: "javascript:alert(1)" },
      ])
      .returning();
    const detailHtml = async (id: string) => {
      const html = await (await app.request(`/admin/leads?lead=${id}`, { headers: { Cookie: cookies.marketer } })).text();
      return html.slice(html.indexOf('data-testid="lead-detail"'));
    };
    const html = await detailHtml(lead!.id);
    for (const text of ["Страница", "Источник перехода", "utm_source", "google", "utm_medium", "cpc", "utm_campaign", "spring"]) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).not.toContain("utm_term");
    expect(html).not.toContain("Нет данных о переходе");
    expect(html).toMatch(/<a href="\/services" target="_blank" rel="noopener noreferrer"[^>]*>\/services/);
    expect(html).toMatch(/<a href="https:\/\/www.google.com\/search\?q=ai" target="_blank" rel="noopener noreferrer"/);
    expect(await detailHtml(bare!.id)).toContain("Нет данных о переходе");
    const odd = await detailHtml(hostile!.id);
    expect(odd).toContain("javascript:alert(1)");
    expect(odd).not.toContain('href="javascript:');
  });

  it("lists chats newest first with their message counts; one without messages says 'Нет сообщений в диалоге'", async () => {
    const get = (query: string) => app.request(`/admin/leads${query}`, { headers: { Cookie: cookies.marketer } });
    expect(await (await get("?tab=chats")).text()).toContain("Пока нет диалогов с AI консультантом");
    // A conversation whose first message was refused (too long, a limit) has no messages.
    const broken = await seedChat(app.db, { sessionId: "broken", clientName: "Сломанный", createdAt: minutesAgo(1) });
    await seedChat(app.db, { sessionId: "ok", clientName: "Нормальный", createdAt: minutesAgo(2) }, [{ role: "user", content: "Вопрос" }]);
    const page = await listChatsPage({ q: "", page: 1 });
    expect(page.rows.map((r) => [r.clientName, r.messageCount])).toEqual([
      ["Сломанный", 0],
      ["Нормальный", 1],
    ]);
    expect((await listChatsPage({ q: "нормал", page: 1 })).total).toBe(1);
    const html = await (await get(`?tab=chats&chat=${broken!.id}`)).text();
    expect(html).toContain("Нет сообщений в диалоге");
  });
});

describe("CSV export", () => {
  it("UTF-8 with a BOM, ';' between cells, Cyrillic intact, formulas neutralised, only the filtered leads", async () => {
    await seedLeads();
    await app.db.insert(leads).values([
      {
        name: '=HYPERLINK("http://evil")',
        phone: "+77010000000",
        source: "website",
        status: "new",
        message: "+cmd|' /C calc'!A0",
        createdAt: minutesAgo(6),
      },
      {
        name: "@SUM(1+1)",
        phone: "-1",
        email: "a;b@test.kz",
        source: "website",
        status: "new",
        message: "\tвкладка",
        company: "\rCR",
        createdAt: minutesAgo(7),
      },
    ]);
    const response = await app.request("/admin/leads/export.csv?status=new&source=website", { headers: { Cookie: cookies.marketer } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="?leads-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "Дата;Имя;Телефон;Email;Компания;Источник;Статус;Потенциальная сумма;Сообщение;Изменена;Страница;Источник перехода;utm_source;utm_medium;utm_campaign;Язык страницы",
    );
    // The two website leads with status new; the seeded others are filtered out.
    expect(lines).toHaveLength(3);
    expect(text).not.toContain("Айгерим");
    expect(text).toContain(`;"'=HYPERLINK(""http://evil"")";`);
    expect(text).toContain(";'+cmd|' /C calc'!A0;");
    expect(text).toContain(";'@SUM(1+1);'-1;\"a;b@test.kz\";");
    expect(text).toContain("'\tвкладка");
    expect(text).toContain("Форма контактов;Новая");
    expect(text).not.toMatch(/;[=+@]/);
  });

  it("writes who exported, with which filter and how many rows, to the audit log", async () => {
    await seedLeads();
    const exporter = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    const download = (query: string) => app.request(`/admin/leads/export.csv${query}`, { headers: { Cookie: exporter.cookie } });
    const filtered = await (await download(`?status=completed&q=${encodeURIComponent("701")}&page=2`)).text();
    expect(filtered.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect((await download("")).status).toBe(200);
    await app.db.update(leads).set({ language: "kz" }).where(eq(leads.name, "Борис Ким"));
    const kazakh = await (await download("?language=kz")).text();
    expect(kazakh.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(kazakh).toContain("Борис Ким");
    expect(kazakh).toMatch(/;Қазақша\r\n$/);
    const entries = await app.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(entries.map((e) => [e.actorId, e.actorName, e.action, e.entity, e.entityId, e.details])).toEqual([
      [exporter.staff.id, exporter.staff.name, "export", "lead", null, { format: "csv", filter: { status: "completed", q: "701" }, rows: 1 }],
      [exporter.staff.id, exporter.staff.name, "export", "lead", null, { format: "csv", filter: {}, rows: 5 }],
      [exporter.staff.id, exporter.staff.name, "export", "lead", null, { format: "csv", filter: { language: "kz" }, rows: 1 }],
    ]);
  });

  /** A stored lead as the export reads it, created 01.03.2025 11:00 in Almaty. */
  function exportRow(overrides: Partial<LeadRow>): LeadRow {
    const now = new Date("2025-03-01T06:00:00Z");
    const none = { company: null, message: null, potentialValue: null, chatSessionId: null, consentAt: null, consentTextId: null };
    const noVisit = { pageUrl: null, landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
    return {
      id: "x",
      name: "Тест",
      email: "",
      phone: "",
      source: "ai_widget",
      status: "completed",
      language: "ru",
      createdAt: now,
      updatedAt: now,
      ...none,
      ...noVisit,
      ...overrides,
    };
  }

  it("adds where the lead was sent from and its utm values, formulas neutralised there too", () => {
    const csv = leadsCsv([
      exportRow({
        pageUrl: "/services?utm_source=google",
        referrer: "https://www.google.com/",
        utmSource: "google",
        utmMedium: "=cpc",
        utmCampaign: "весна",
        utmTerm: "не в файле",
      }),
    ]);
    expect(csv).toContain(";01.03.2025, 11:00;/services?utm_source=google;https://www.google.com/;google;'=cpc;весна;Русский\r\n");
    expect(csv).not.toContain("не в файле");
  });

  it("writes sums with a decimal comma and an empty list as the header alone", () => {
    const csv = leadsCsv([exportRow({ potentialValue: 1250.5 })]);
    expect(csv.startsWith("\uFEFFДата;")).toBe(true);
    expect(csv).toContain("01.03.2025, 11:00;Тест;;;;AI-виджет;Выполнена;1250,5;;01.03.2025, 11:00;;;;;;Русский\r\n");
    expect(leadsCsv([exportRow({ language: "en" })])).toMatch(/;English\r\n$/);
    expect(leadsCsv([]).split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});
