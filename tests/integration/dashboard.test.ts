import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { analyticsDaily, blogPosts, cases, leads } from "~/db/schema";
import { companyToday } from "~/lib/dates";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { shiftDay } from "~/server/analytics.server";
import { saveSiteSettings } from "~/server/settings.server";
import {
  countNewLeads,
  getDashboardStats,
  getRecentActivity,
} from "~/server/dashboard.server";

import { createStaffUser, staffSession } from "../setup/auth-helpers";
import { breakRoleOf, ignoringRoleLoadErrors } from "../setup/role-load-failure";
import { TEST_ORIGIN, startTestApp, staffCookies, type TestApp } from "../setup/test-app";

const DAY = 86_400_000;
const EVERYTHING = { analytics: true, leads: true } as const;

describe("dashboard figures", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    for (const table of [leads, analyticsDaily, blogPosts, cases]) await app.db.delete(table);
  });


  it("counts an empty site honestly", async () => {
    expect(await getDashboardStats(EVERYTHING)).toEqual({
      analytics: { visitors: { current: 0, previous: 0 }, conversion: { current: 0, previous: 0 } },
      leads: { total: { current: 0, previous: 0 }, fresh: 0 },
      publishedPages: { current: PUBLIC_PAGE_PATHS.length, previous: PUBLIC_PAGE_PATHS.length },
    });
    expect(await countNewLeads()).toBe(0);
  });

  it("sums 30 days of visitors, leads per visit and what the public can read, against the 30 days before", async () => {
    const today = companyToday();
    await app.db.insert(analyticsDaily).values([
      { day: today, views: 90, visitors: 40, visits: 10 },
      { day: shiftDay(today, -29), views: 5, visitors: 2, visits: 2 },
      // The 30 days before.
      { day: shiftDay(today, -30), views: 3000, visitors: 1000, visits: 100 },
      { day: shiftDay(today, -59), views: 3, visitors: 1, visits: 1 },
      // Older still: in neither window.
      { day: shiftDay(today, -60), views: 9, visitors: 9, visits: 9 },
    ]);
    // Two leads of the 30 days before; the six below are of today.
    await app.db.insert(leads).values([
      { name: "Ж", phone: "+77010000007", source: "website", status: "completed", createdAt: new Date(Date.now() - 40 * DAY) },
      { name: "З", phone: "+77010000008", source: "website", status: "completed", createdAt: new Date(Date.now() - 45 * DAY) },
    ]);
    await app.db.insert(leads).values([
      { name: "А", phone: "+77010000001", source: "website_form", status: "new" },
      { name: "Б", phone: "+77010000002", source: "website_form", status: "new" },
      { name: "В", phone: "+77010000003", source: "ai_widget", status: "in-progress" },
      { name: "Г", phone: "+77010000004", source: "website", status: "completed" },
      { name: "Д", phone: "+77010000005", source: "website", status: "completed" },
      { name: "Е", phone: "+77010000006", source: "website", status: "rejected" },
    ]);
    await app.db.insert(blogPosts).values([
      { slug: "live", title: "Опубликована", category: "Новости", status: "published" },
      { slug: "later", title: "Завтра", category: "Новости", status: "published", publishDate: new Date(Date.now() + DAY) },
      { slug: "draft", title: "Черновик", category: "Новости", status: "draft" },
    ]);
    await app.db.insert(cases).values([
      { title: "Готов", client: "К", industry: "IT-услуги", description: "о", status: "completed" },
      { title: "Идёт", client: "К", industry: "IT-услуги", description: "о", status: "in-progress" },
      { title: "Черновик", client: "К", industry: "IT-услуги", description: "о" },
    ]);

    expect(await getDashboardStats(EVERYTHING)).toEqual({
      analytics: { visitors: { current: 42, previous: 1001 }, conversion: { current: 50, previous: 2 } },
      leads: { total: { current: 6, previous: 2 }, fresh: 2 },
      // Both were made today: thirty days ago neither was public.
      publishedPages: { current: PUBLIC_PAGE_PATHS.length + 1 + 1, previous: PUBLIC_PAGE_PATHS.length },
    });
    expect(await countNewLeads()).toBe(2);
    // A role without analytics or leads gets neither, not zeros.
    expect(await getDashboardStats({ analytics: false, leads: true })).toMatchObject({ analytics: null });
    expect(await getDashboardStats({ analytics: false, leads: false })).toEqual({
      analytics: null,
      leads: null,
      publishedPages: { current: PUBLIC_PAGE_PATHS.length + 1 + 1, previous: PUBLIC_PAGE_PATHS.length },
    });
  });

  it("lists the newest leads and staff together, most recent first", async () => {
    const now = Date.now();
    await app.db.insert(leads).values([
      { name: "Старая", phone: "+77010000001", source: "website_form", createdAt: new Date(now - 3 * DAY) },
      { name: "Свежая", phone: "+77010000002", source: "ai_widget", createdAt: new Date(now - 1000) },
    ]);
    const staff = [{ name: "Новый Сотрудник", roleLabel: "Редактор", createdAt: new Date(now - DAY) }];
    const activity = await getRecentActivity({ leads: true, staff: false }, staff);
    expect(activity.map((a) => [a.kind, a.title, a.detail])).toEqual([
      ["lead", "Свежая", "AI-виджет"],
      ["staff", "Новый Сотрудник", "Редактор"],
      ["lead", "Старая", "Заявка с сайта"],
    ]);
    expect(activity[0]?.atLabel).toMatch(/\d{2}:\d{2}/);
    expect((await getRecentActivity({ leads: false, staff: false }, staff)).map((a) => a.kind)).toEqual(["staff"]);
  });

  it("shows staff changes from the audit log to those who manage users, in words", async () => {
    await saveSiteSettings({ phone: "+7 (701) 555-44-33", email: "hello@example.kz" }, { id: "u1", name: "Айдана" });
    const [change] = (await getRecentActivity({ leads: false, staff: true }, [])).filter((a) => a.kind === "change");
    expect(change).toMatchObject({ title: "Изменение: Настройки сайта", detail: "Автор: Айдана · Email, Телефон" });
    expect((await getRecentActivity({ leads: true, staff: false }, [])).some((a) => a.kind === "change")).toBe(false);
  });

  it("shows the figures on the admin dashboard and the badge in the sidebar", async () => {
    await app.db.insert(analyticsDaily).values({ day: companyToday(), views: 10, visitors: 5, visits: 6 });
    await app.db.insert(leads).values([
      { name: "А", phone: "+77010000001", source: "website_form", status: "new" },
      { name: "Б", phone: "+77010000002", source: "website_form", status: "completed" },
      { name: "В", phone: "+77010000003", source: "website_form", status: "completed" },
    ]);
    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    const response = await app.request("/admin", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("50%");
    expect(html).toContain("Новых: 1 · прошлые 30 дней без данных");
    expect(html).toContain("+50 п.п. к прошлым 30 дням");
    expect(html).toMatch(/data-testid="new-leads-badge"[^>]*>1</);
  });

  it("sends a visitor without a session to /auth", async () => {
    const response = await app.request("/admin", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });
});

/**
 * Issue 8 point 2: the dashboard (also every unknown admin path) shows each role only what the
 * matrix grants it: analytics figures with analytics.read, lead names and counts with leads.read,
 * staff with users.manage; a user whose role failed to load only what any staff member may see.
 */
describe("what the dashboard shows each role", () => {
  let app: TestApp;
  const VISITORS = "7331";
  const LEAD = "Лид Только Для Читающих Заявки";
  const STAFF = "Сотрудник Только Для Админа";
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    await app.db.insert(analyticsDaily).values({ day: companyToday(), views: 9000, visitors: Number(VISITORS), visits: 6 });
    await app.db.insert(leads).values([
      { name: LEAD, phone: "+77010000001", source: "website_form", status: "new" },
      { name: "Выполненная", phone: "+77010000002", source: "website_form", status: "completed" },
      { name: "Ещё выполненная", phone: "+77010000003", source: "website_form", status: "completed" },
    ]);
    Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
    const broken = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    await breakRoleOf(app.db, broken.staff.id);
    cookies["role-load-failed"] = broken.cookie;
    // The newest staff member, so the admin's activity list has them.
    await createStaffUser(app.db, { role: "editor", name: STAFF });
  });
  afterAll(async () => {
    await app.close();
  });

  const EXPECTED = {
    admin: { analytics: true, leads: true, staff: true },
    marketer: { analytics: true, leads: true, staff: false },
    editor: { analytics: false, leads: true, staff: false },
    "role-load-failed": { analytics: false, leads: false, staff: false },
  } as const;

  for (const [who, shows] of Object.entries(EXPECTED)) {
    // The page itself, its single-fetch data, and an unknown admin path that shows the dashboard.
    for (const path of ["/admin", "/admin.data", "/admin/no-such-screen", "/admin/No-Such-Screen.data"]) {
      it(`${who} at ${path}`, async () => {
        const body = await ignoringRoleLoadErrors(async () => {
          const response = await app.request(path, { headers: { Cookie: cookies[who]! } });
          expect(response.status).toBe(200);
          return response.text();
        });
        const check = (shown: boolean, text: string) =>
          shown ? expect(body, text).toContain(text) : expect(body, text).not.toContain(text);
        check(shows.analytics, VISITORS);
        check(shows.leads, LEAD);
        check(shows.staff, STAFF);
        if (path.endsWith(".data")) return;
        // No card stands in for a figure the role may not read, with a zero or otherwise.
        check(shows.analytics, "Посетители");
        check(shows.analytics, "Конверсия");
        check(shows.analytics, "50%");
        check(shows.leads, "Новых: 1");
        check(shows.leads, 'data-testid="new-leads-badge"');
        check(shows.leads || shows.staff, "Последние события");
        expect(body).toContain("Опубликовано страниц");
      });
    }
  }
});
