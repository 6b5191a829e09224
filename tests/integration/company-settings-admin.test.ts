/**
 * The server side of the contacts and company info screens (issue 9 points 4 and 9): the rules the
 * registry adds for them, the screens' actions over the whole server, and the Organization data the
 * public pages carry.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog, cases, siteSettings } from "~/db/schema";
import { PARTNER_DEFAULTS } from "~/schemas/defaults/company";
import { getCompanyFigures } from "~/server/company.server";
import { readSiteSettings, saveSiteSettings } from "~/server/settings.server";

import { staffSession } from "../setup/auth-helpers";
import { withWritesRefused } from "../setup/broken-tables";
import { expectLogged } from "../setup/expected-failures";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

let app: TestApp;
let editorCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  editorCookie = (await staffSession(app.db, app.request, TEST_ORIGIN, "editor")).cookie;
});

afterAll(async () => {
  await app?.close();
});

/** Every field of the contacts screen, as staff would save it. */
const CONTACTS = {
  company_name: "AI Solutions",
  company_description: "Описание",
  phone: "+7 (727) 355-01-25",
  email: "sales@aisolutions.kz",
  address: "Алматы, Казахстан",
  working_hours: "Пн-Пт: 9:00-18:00",
  website: "https://aisolutions.kz",
  social_instagram: "",
  social_telegram_bot: "https://t.me/aisolutions_kz_bot",
};

function post(path: string, fields: Record<string, string>, cookie = editorCookie) {
  return app.request(path, {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

describe("the registry's rules for contacts and the About lists", () => {
  it("takes a company phone only with a leading + and ten digits, or blank (no WhatsApp link then)", async () => {
    await expect(saveSiteSettings({ phone: "87012345678" }, null)).rejects.toMatchObject({
      fieldErrors: { phone: ["Номер телефона должен начинаться с + (например: +77012345678)"] },
    });
    await expect(saveSiteSettings({ phone: "+7 701 12" }, null)).rejects.toMatchObject({
      fieldErrors: { phone: ["Введите корректный номер телефона"] },
    });
    await saveSiteSettings({ phone: "" }, null);
    expect((await readSiteSettings(["phone"])).phone).toBe("");
    await saveSiteSettings({ phone: "+7 (727) 355-01-25" }, null);
  });

  it("refuses too many rows and a row that is not a record, in Russian, saving nothing", async () => {
    const step = { period: "2025", title: "Шаг", description: "" };
    await expect(saveSiteSettings({ company_timeline: Array.from({ length: 31 }, () => step) }, null)).rejects.toMatchObject({
      fieldErrors: { company_timeline: ["Не более 30 элементов в списке"] },
    });
    await expect(
      saveSiteSettings({ company_partners: ["ShopNova"] as unknown as typeof PARTNER_DEFAULTS }, null),
    ).rejects.toMatchObject({ fieldErrors: { company_partners: ["Проверьте заполнение списка"] } });
    expect((await readSiteSettings(["company_partners"])).company_partners).toEqual(PARTNER_DEFAULTS);
  });
});

describe("the screens' actions", () => {
  it("save the contacts with the editor as author and one audit entry naming the changed keys", async () => {
    const response = await post("/admin/contacts", CONTACTS);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/contacts");
    const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, "email"));
    expect(row?.value).toBe(JSON.stringify("sales@aisolutions.kz"));
    expect(row?.updatedBy).toBeTruthy();
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entity, "site_settings"));
    expect(entries.at(-1)?.changedFields).toEqual(["company_description", "email", "social_instagram", "working_hours"]);
  });

  it("answer a list button posted without JavaScript with the form, saving nothing", async () => {
    const before = await readSiteSettings(["company_timeline"]);
    const response = await post("/admin/about", {
      intent: "timeline",
      "company_timeline[0].period": "2025",
      "company_timeline[0].title": "Основание",
      __intent__: JSON.stringify({ type: "insert", payload: { name: "company_timeline" } }),
    });
    expect(response.status).toBe(200);
    expect(await readSiteSettings(["company_timeline"])).toEqual(before);
  });

  it("answer a list button they cannot read with 400, not a server error", async () => {
    const response = await post("/admin/about", { intent: "partners", __intent__: "{not json" });
    expect(response.status).toBe(400);
  });

  it("save an empty list as empty: the About page then leaves the section out", async () => {
    const response = await post("/admin/about", { intent: "partners" });
    expect(response.status).toBe(302);
    expect((await readSiteSettings(["company_partners"])).company_partners).toEqual([]);
    const html = await (await app.request("/about")).text();
    expect(html).not.toContain('id="partners-title"');
  });
});

describe("what the public pages carry", () => {
  it("the Organization data on every public page, from the saved contacts", async () => {
    await saveSiteSettings({ website: "", social_instagram: "", company_name: "Нейросфера" }, null);
    for (const path of ["/", "/contact", "/blog"]) {
      const html = await (await app.request(path)).text();
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(json, path).toBeDefined();
      const organization = JSON.parse(json!) as Record<string, unknown>;
      expect(organization).toMatchObject({ "@type": "Organization", name: "Нейросфера", url: `${TEST_ORIGIN}/` });
      expect(organization.sameAs).toEqual(["https://t.me/aisolutions_kz_bot"]);
    }
    const admin = await (await app.request("/admin/contacts", { headers: { Cookie: editorCookie } })).text();
    expect(admin).not.toContain("application/ld+json");
  });

  it("the company figures count completed cases and visible members only", async () => {
    const before = await getCompanyFigures();
    await app.db.insert(cases).values([
      { title: "Готово", client: "К", industry: "E-commerce", description: "О", status: "completed" },
      { title: "Черновик", client: "К", industry: "E-commerce", description: "О" },
    ]);
    expect(await getCompanyFigures()).toEqual({ ...before, completedProjects: before.completedProjects + 1 });
  });
});

describe("when the settings cannot be written", () => {
  it("the contacts and the company texts say 'Не удалось обновить настройки', keep what was typed, and change nothing", async () => {
    const before = await readSiteSettings(["email", "company_mission"]);
    const contacts = await withWritesRefused(app.db, "site_settings", () =>
      post("/admin/contacts", { ...CONTACTS, email: "new-sales@aisolutions.kz" }),
    );
    expect(contacts.status).toBe(500);
    const contactsHtml = await contacts.text();
    expect(contactsHtml).toContain("Не удалось обновить настройки");
    expect(contactsHtml).toContain('value="new-sales@aisolutions.kz"');
    expectLogged(/^Contacts could not be saved:/);

    const texts = await withWritesRefused(app.db, "site_settings", () =>
      post("/admin/about", {
        intent: "texts",
        company_mission: "Новая миссия, которую не сохранить",
        company_vision: "",
        company_values: "",
        company_history: "",
        company_achievements: "",
        team_info: "",
      }),
    );
    expect(texts.status).toBe(500);
    const textsHtml = await texts.text();
    expect(textsHtml).toContain("Не удалось обновить настройки");
    expect(textsHtml).toContain("Новая миссия, которую не сохранить");
    expectLogged(/^Company info \(texts\) could not be saved:/);
    expect(await readSiteSettings(["email", "company_mission"])).toEqual(before);
  });
});

