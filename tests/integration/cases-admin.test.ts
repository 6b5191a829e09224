/**
 * The cases screen (issue 9 points 6 and 19) through its real action over HTTP: the approved
 * validation, results saved only with a metric name, the creator and one audit entry per write in
 * its transaction, deletes for admin only, a marketer refused, and a case set to completed on
 * /cases, /cases/{id} and sitemap.xml, gone again as a draft; the staff preview of a draft. On
 * PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, caseResults, cases, mediaFiles } from "~/db/schema";
import { describeChange } from "~/server/audit.server";

import { staffSession } from "../setup/auth-helpers";
import { expectLogged, flashToast } from "../setup/expected-failures";
import { withTableAway } from "../setup/broken-tables";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

let app: TestApp;
const cookies = { admin: "", editor: "", marketer: "" };
const ids = { admin: "", editor: "", marketer: "" };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  for (const role of ["admin", "editor", "marketer"] as const) {
    const session = await staffSession(app.db, app.request, TEST_ORIGIN, role);
    cookies[role] = session.cookie;
    ids[role] = session.staff.id;
  }
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(cases);
  await app.db.delete(auditLog);
});

async function post(cookie: string, fields: Record<string, string>, path = "/admin/cases") {
  return app.request(path, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const rows = () => app.db.select().from(cases).orderBy(asc(cases.createdAt));
const results = (caseId: string) => app.db.select().from(caseResults).where(eq(caseResults.caseId, caseId)).orderBy(asc(caseResults.sortOrder));
const audit = () => app.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));

const VALID = {
  intent: "save",
  title: "AI-консультант для клиники",
  client: "ТОО «Здоровье»",
  industry: "Медицина",
  description: "Запись пациентов круглосуточно.",
};

describe("creating a case", () => {
  it("refuses the four required fields with 400 in Russian and stores nothing", async () => {
    const response = await post(cookies.editor, { intent: "save", projectUrl: "not a url" });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("Заполните это поле");
    expect(body).toContain("Введите корректный URL, например https://example.kz");
    const reply = body;
    for (const field of ["title", "client", "industry", "description", "projectUrl"]) expect(reply).toContain(`"${field}"`);
    expect(await rows()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it("refuses a project URL that is not a web address, and an industry outside the nine", async () => {
    for (const projectUrl of ["javascript:alert(1)", "mailto:a@b.kz", "example.kz", "https://"]) {
      const response = await post(cookies.editor, { ...VALID, projectUrl });
      expect(response.status, projectUrl).toBe(400);
    }
    const other = await post(cookies.editor, { ...VALID, industry: "Банки" });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("Выберите отрасль из списка");
    expect(await rows()).toEqual([]);
  });

  it("splits technologies, keeps results with a metric name only, records the creator and one audit entry", async () => {
    const response = await post(cookies.editor, {
      ...VALID,
      technologies: " GPT-4o, Python , ,amoCRM,Python",
      projectUrl: "https://clinic.example.kz",
      status: "draft",
      "images[0]": "/media/0b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c01/original.jpg",
      "images[1]": "",
      "images[2]": "https://cdn.example.kz/second.png",
      "results[0].metricName": "Записи онлайн",
      "results[0].beforeValue": "10%",
      "results[0].afterValue": "60%",
      "results[0].improvementPercentage": "500",
      "results[1].metricName": "",
      "results[1].beforeValue": "без метрики",
      "results[2].metricName": "Пропущенные звонки",
      "results[2].improvementPercentage": "-12,5",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/cases");
    expect(response.headers.get("set-cookie")).toContain("admin_toast=");
    const [row] = await rows();
    expect(row).toMatchObject({
      title: VALID.title,
      status: "draft",
      technologies: ["GPT-4o", "Python", "amoCRM"],
      images: ["/media/0b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c01/original.jpg", "https://cdn.example.kz/second.png"],
      projectUrl: "https://clinic.example.kz",
      createdBy: ids.editor,
      isFeatured: false,
    });
    expect((await results(row!.id)).map((r) => [r.metricName, r.beforeValue, r.afterValue, r.improvementPercentage])).toEqual([
      ["Записи онлайн", "10%", "60%", 500],
      ["Пропущенные звонки", null, null, -12.5],
    ]);
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "create", entity: "case", entityId: row!.id, actorId: ids.editor, entityLabel: VALID.title });
    expect(entries[0]!.changedFields).toEqual(expect.arrayContaining(["client", "industry", "project_url", "results", "technologies", "title"]));
  });

  it("a bad improvement figure is refused at its row", async () => {
    const response = await post(cookies.editor, { ...VALID, "results[0].metricName": "Конверсия", "results[0].improvementPercentage": "много" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Введите число, например 45 или -12,5");
    expect(await rows()).toEqual([]);
  });
});

describe("publishing, editing and deleting", () => {
  async function createDraft() {
    expect((await post(cookies.editor, { ...VALID, "results[0].metricName": "Конверсия", "results[0].improvementPercentage": "45" })).status).toBe(302);
    const [row] = await rows();
    return row!;
  }

  it("completed: on /cases, /cases/{id} and sitemap.xml; back to draft: gone from all three", async () => {
    const draft = await createDraft();
    const isPublic = async () => ({
      list: (await (await get("/cases")).text()).includes(VALID.title),
      detail: (await get(`/cases/${draft.id}`)).status,
      sitemap: (await (await get("/sitemap.xml")).text()).includes(`/cases/${draft.id}`),
    });
    expect(await isPublic()).toEqual({ list: false, detail: 404, sitemap: false });

    await app.db.delete(auditLog);
    expect((await post(cookies.editor, { ...VALID, id: draft.id, status: "completed", "results[0].metricName": "Конверсия", "results[0].improvementPercentage": "45" })).status).toBe(302);
    expect(await isPublic()).toEqual({ list: true, detail: 200, sitemap: true });
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "update", entityId: draft.id, changedFields: ["status"] });
    expect(describeChange(entry!).detail).toContain("Статус");

    expect((await post(cookies.editor, { ...VALID, id: draft.id, status: "draft", "results[0].metricName": "Конверсия", "results[0].improvementPercentage": "45" })).status).toBe(302);
    expect(await isPublic()).toEqual({ list: false, detail: 404, sitemap: false });
  });

  it("an edit replaces the results, names what changed, and an unchanged save logs nothing", async () => {
    const draft = await createDraft();
    await app.db.delete(auditLog);
    const edit = { ...VALID, id: draft.id, description: "Новое описание.", "results[0].metricName": "Средний чек", "results[0].improvementPercentage": "12" };
    expect((await post(cookies.editor, edit)).status).toBe(302);
    expect((await post(cookies.editor, edit)).status).toBe(302);
    expect((await results(draft.id)).map((r) => [r.metricName, r.improvementPercentage])).toEqual([["Средний чек", 12]]);
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changedFields).toEqual(["description", "results"]);
  });

  it("deleting is the admin's: 403 for an editor, done for an admin with its results and an audit entry", async () => {
    const draft = await createDraft();
    expect((await post(cookies.editor, { intent: "delete", id: draft.id })).status).toBe(403);
    expect(await rows()).toHaveLength(1);
    const response = await post(cookies.admin, { intent: "delete", id: draft.id });
    expect(response.status).toBe(302);
    expect(await rows()).toEqual([]);
    expect(await results(draft.id)).toEqual([]);
    expect((await audit()).at(-1)).toMatchObject({ action: "delete", entity: "case", entityId: draft.id, actorId: ids.admin });
  });

  it("a marketer changes nothing (403) but reads the screen without edit controls", async () => {
    const draft = await createDraft();
    const before = await audit();
    for (const fields of [VALID, { ...VALID, id: draft.id, title: "Чужое" }, { intent: "delete", id: draft.id }]) {
      expect((await post(cookies.marketer, fields)).status).toBe(403);
    }
    expect(await rows()).toMatchObject([{ title: VALID.title }]);
    expect(await audit()).toHaveLength(before.length);
    const page = await get("/admin/cases", cookies.marketer);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(VALID.title);
    expect(html).not.toContain("Добавить кейс");
  });

  it("the screen lists by status tab and industry filter, and says 'Кейсы не найдены' when nothing matches", async () => {
    await createDraft();
    const html = async (query: string) => (await get(`/admin/cases${query}`, cookies.editor)).text();
    expect(await html("")).toContain(VALID.title);
    expect(await html("?status=draft")).toContain(VALID.title);
    expect(await html("?status=completed")).toContain("Кейсы не найдены");
    expect(await html("?industry=%D0%9C%D0%B5%D0%B4%D0%B8%D1%86%D0%B8%D0%BD%D0%B0")).toContain(VALID.title);
    expect(await html("?industry=E-commerce")).toContain("Кейсы не найдены");
  });
});

describe("the screen's stat cards and tabs", () => {
  it("count all, completed, in-progress and draft cases from the database, whatever the tab or filter", async () => {
    const base = { client: "Клиент", description: "Описание", industry: "E-commerce" };
    await app.db.insert(cases).values([
      { ...base, title: "Готовый 1", status: "completed" },
      { ...base, title: "Готовый 2", status: "completed", industry: "Финансовые услуги" },
      { ...base, title: "В работе", status: "in-progress" },
      { ...base, title: "Черновик 1", status: "draft" },
      { ...base, title: "Черновик 2", status: "draft" },
      { ...base, title: "Черновик 3", status: "draft", industry: "Финансовые услуги" },
    ]);
    const statValues = async (search: string) => {
      const html = await (await get(`/admin/cases${search}`, cookies.marketer)).text();
      return [...html.matchAll(/data-testid="stat-value"[^>]*>([^<]*)</g)].map((m) => m[1]);
    };
    expect(await statValues("")).toEqual(["6", "2", "1", "3"]);
    expect(await statValues(`?status=draft&industry=${encodeURIComponent("Финансовые услуги")}`)).toEqual(["6", "2", "1", "3"]);
  });
});

describe("draft preview (point 19)", () => {
  it("shows a draft to signed-in staff at ?preview=1, never cached nor indexed; 404 for visitors", async () => {
    const [row] = await app.db.insert(cases).values({ ...VALID, title: "Черновик для предпросмотра" }).returning();
    const path = `/cases/${row!.id}?preview=1`;

    const anonymous = await get(path);
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect(await anonymous.text()).not.toContain("Черновик для предпросмотра");

    for (const role of ["admin", "editor", "marketer"] as const) {
      const staff = await get(path, cookies[role]);
      expect(staff.status, role).toBe(200);
      expect(staff.headers.get("cache-control")).toBe("no-store");
      expect(staff.headers.get("x-robots-tag")).toBe("noindex");
      const body = await staff.text();
      expect(body).toContain("Черновик для предпросмотра");
      expect(body).toContain("Предпросмотр: кейс не опубликован (Черновик).");
      expect(body).toContain('<meta name="robots" content="noindex"');
    }
    // Without the query even staff see the public page: a draft is not there.
    expect((await get(`/cases/${row!.id}`, cookies.admin)).status).toBe(404);
  });

  it("the cover is served in its sizes (srcset) on /cases and the case page", async () => {
    const [media] = await app.db
      .insert(mediaFiles)
      .values({
        name: "cover.jpg",
        originalName: "cover.jpg",
        type: "image",
        category: "cases",
        storageKey: "5b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c02/original.jpg",
        mimeType: "image/jpeg",
        size: 1000,
        width: 1600,
        height: 900,
        variants: [
          { width: 320, height: 180, key: "5b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c02/320.webp", size: 100 },
          { width: 640, height: 360, key: "5b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c02/640.webp", size: 200 },
        ],
      })
      .returning();
    const [row] = await app.db
      .insert(cases)
      .values({ ...VALID, status: "completed", images: [`/media/${media!.id}/original.jpg`, "https://cdn.example.kz/2.png"] })
      .returning();
    for (const path of ["/cases", `/cases/${row!.id}`]) {
      const body = await (await get(path)).text();
      expect(body, path).toMatch(/srcSet="\/media\/5b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c02\/320\.webp 320w, \/media\/5b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c02\/640\.webp 640w"/i);
    }
  });
});

describe("when the cases table cannot be written", () => {
  const withoutTable = <T>(request: () => Promise<T>) => withTableAway(app.db, "cases", request);

  // Rendering the page after a failed action, the server also logs that the list could not be read.
  const expectCaseLogged = (expected: RegExp) => expectLogged(expected, /^Cases? could not be/);

  it("the list that cannot be read says 'Не удалось загрузить кейсы' and 'Ошибка загрузки кейсов: …'; a case gone meanwhile 'Не удалось загрузить кейс'", async () => {
    const list = await withoutTable(() => get("/admin/cases", cookies.editor));
    expect(list.status).toBe(500);
    const html = await list.text();
    expect(html).toContain("Не удалось загрузить кейсы");
    expect(html).toContain("Ошибка загрузки кейсов: база данных не ответила. Попробуйте обновить страницу.");
    expectCaseLogged(/^Cases could not be loaded:/);

    const gone = await (await get("/admin/cases?edit=00000000-0000-4000-8000-000000000000", cookies.editor)).text();
    expect(gone).toContain("Кейс не найден");
    expect(gone).toContain("Не удалось загрузить кейс");
  });

  it("creating, updating and deleting say the approved failure texts, and nothing changes", async () => {
    const created = await withoutTable(() => post(cookies.editor, VALID));
    expect(created.status).toBe(500);
    expect(await created.text()).toContain("Не удалось создать кейс");
    expectCaseLogged(/^Case could not be created:/);
    expect(await rows()).toEqual([]);

    expect((await post(cookies.editor, VALID)).status).toBe(302);
    const [stored] = await rows();
    const updated = await withoutTable(() => post(cookies.editor, { ...VALID, id: stored!.id, title: "Новое название" }));
    expect(updated.status).toBe(500);
    expect(await updated.text()).toContain("Не удалось обновить кейс");
    expectCaseLogged(/^Case could not be updated:/);

    const deleted = await withoutTable(() => post(cookies.admin, { intent: "delete", id: stored!.id }));
    expect(deleted.status).toBe(302);
    expect(flashToast(deleted)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось удалить кейс" });
    expectCaseLogged(/^Case could not be deleted:/);
    expect(await rows()).toMatchObject([{ id: stored!.id, title: VALID.title }]);
  });
});

