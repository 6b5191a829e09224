/**
 * The design screen through its real action (issue 23 points 1 and 2): every save a version with
 * who and when, a restore saved anew as the newest, the audit log, the refusals, and the live design
 * in every public page's <head>; the preview's values and framing for staff who manage the design only.
 */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, designVersions } from "~/db/schema";
import { DESIGN_DEFAULTS, designPreviewUrl } from "~/schemas/admin/design";

import { withTableAway, withWritesRefused } from "../setup/broken-tables";
import { expectLogged, flashToast } from "../setup/expected-failures";
import { TEST_ORIGIN, startTestApp, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
const cookies: Record<"admin" | "editor" | "marketer", string> = { admin: "", editor: "", marketer: "" };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await app.db.delete(designVersions);
  await app.db.delete(auditLog);
});

const form = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries({ ...DESIGN_DEFAULTS, ...values }).flatMap(([key, value]) =>
      typeof value === "boolean" ? (value ? [[key, "on"]] : []) : [[key, String(value)]],
    ),
  ) as Record<string, string>;

function post(fields: Record<string, string>, cookie = cookies.admin, path = "/admin/design/colors") {
  return app.request(path, {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const save = (values: Record<string, unknown>, cookie?: string) => post({ intent: "save", ...form(values) }, cookie);

async function versions() {
  return app.db.select().from(designVersions).orderBy(desc(designVersions.createdAt));
}

async function homeHead(cookie?: string, path = "/"): Promise<{ response: Response; head: string }> {
  const response = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const html = await response.text();
  return { response, head: html.slice(0, html.indexOf("</head>")) };
}

describe("saving", () => {
  it("keeps each save as a version with who saved it, logs it, and puts it in every public page's head", async () => {
    const before = await homeHead();
    expect(before.head).not.toContain("--color-primary:");

    const response = await save({ lightPrimary: "#0F766E", font: "golos-text", fontSize: 18, lineHeight: 1.7, animationSpeed: 500 });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/design/colors");
    expect(flashToast(response)).toMatchObject({ kind: "success", title: "Настройки обновлены" });
    const [row] = await versions();
    expect(row).toMatchObject({ createdByName: expect.any(String), restoredFrom: null });
    expect(row!.createdBy).not.toBeNull();
    expect(row!.values).toEqual({ ...DESIGN_DEFAULTS, lightPrimary: "#0f766e", font: "golos-text", fontSize: 18, lineHeight: 1.7, animationSpeed: 500 });

    const [entry] = await app.db.select().from(auditLog);
    expect(entry).toMatchObject({ entity: "design", action: "update", entityId: row!.id });
    expect(entry!.changedFields).toEqual(["animationSpeed", "font", "fontSize", "lightPrimary", "lineHeight"]);

    for (const path of ["/", "/services", "/contact"]) {
      const { head } = await homeHead(undefined, path);
      expect(head, path).toContain("--color-primary:#0f766e");
      expect(head, path).toContain("--design-font-size:112.5%");
      expect(head, path).toContain('font-family:"Golos Text Variable"');
      expect(head, path).toMatch(/<link rel="preload" href="\/assets\/golos-text-cyrillic-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"\/>/);
    }
    // The preloaded file is served by the site itself.
    const href = /href="(\/assets\/golos-text-cyrillic[^"]+)"/.exec((await homeHead()).head)![1]!;
    const font = await app.request(href);
    expect(font.status).toBe(200);
    expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("refuses bad values with the field's message and stores nothing", async () => {
    for (const [values, message] of [
      [{ lightPrimary: "red" }, "Цвет в формате #RRGGBB, например #4f46e5"],
      [{ fontSize: 21 }, "Размер шрифта — целое число от 12 до 20"],
      [{ lineHeight: 1.25 }, "Межстрочный интервал — от 1 до 2 с шагом 0,1"],
      [{ animationSpeed: 150 }, "Скорость — от 100 до 1000 мс с шагом 100"],
      [{ font: "papyrus" }, "Выберите шрифт из списка"],
    ] as const) {
      const response = await save(values);
      expect(response.status, JSON.stringify(values)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await versions()).toHaveLength(0);
  });

  it("refuses text below 4.5:1 on its background until confirmed", async () => {
    const refused = await save({ darkText: "#1e293b" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Контраст текста и фона ниже 4,5:1. Подтвердите сохранение или выберите другие цвета.");
    expect(await versions()).toHaveLength(0);
    expect((await save({ darkText: "#1e293b", confirmLowContrast: true })).status).toBe(302);
    expect(await versions()).toHaveLength(1);
  });

  it("is for admins only", async () => {
    for (const role of ["editor", "marketer"] as const) {
      expect((await save({ lightPrimary: "#0f766e" }, cookies[role])).status, role).toBe(403);
      expect((await app.request("/admin/design/theme", { headers: { Cookie: cookies[role] } })).status, role).toBe(403);
    }
    expect(await versions()).toHaveLength(0);
  });

  it("answers 'Не удалось обновить настройки' when the database refuses, and the site keeps its design", async () => {
    await save({ lightPrimary: "#0f766e" });
    const response = await withWritesRefused(app.db, "design_versions", () => save({ lightPrimary: "#b91c1c" }));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Не удалось обновить настройки");
    expectLogged(/^The design could not be saved:/);
    expect(await versions()).toHaveLength(1);
    expect((await homeHead()).head).toContain("--color-primary:#0f766e");
    // Should the table be gone, the pages still render, in the default design.
    const { response: page, head } = await withTableAway(app.db, "design_versions", () => homeHead());
    expect(page.status).toBe(200);
    expect(head).not.toContain("--color-primary:");
    expectLogged(/^The design could not be read; the page keeps the default design:/, /^(The design could not be read|.*design_versions)/s);
  });
});

describe("restoring", () => {
  it("saves the earlier version anew as the newest, noting which one it restored", async () => {
    await save({ lightPrimary: "#0f766e" });
    const [first] = await versions();
    await save({ lightPrimary: "#b91c1c", fontSize: 20 });
    expect((await homeHead()).head).toContain("--color-primary:#b91c1c");

    const response = await post({ intent: "restore", versionId: first!.id }, cookies.admin, "/admin/design/theme");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/design/theme");
    expect(flashToast(response)).toMatchObject({ kind: "success", title: "Настройки обновлены" });
    const rows = await versions();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ restoredFrom: first!.id, values: first!.values });
    expect(rows[0]!.id).not.toBe(first!.id);
    const { head } = await homeHead();
    expect(head).toContain("--color-primary:#0f766e");
    expect(head).toContain("--design-font-size:100%");

    const logged = await app.db.select().from(auditLog);
    expect(logged).toHaveLength(3);
    expect(logged.find((entry) => entry.entityId === rows[0]!.id)).toMatchObject({ entity: "design", details: { restoredFrom: first!.id } });

    // The history names who saved each version and what the restore brought back.
    const page = await (await app.request("/admin/design/theme", { headers: { Cookie: cookies.admin } })).text();
    expect(page).toContain("Восстановлена версия от");
    expect(page.match(/data-testid="design-version"/g)).toHaveLength(3);
  });

  it("of a version that does not exist changes nothing", async () => {
    await save({ lightPrimary: "#0f766e" });
    const response = await post({ intent: "restore", versionId: "00000000-0000-4000-8000-000000000000" }, cookies.admin, "/admin/design/theme");
    expect(response.status).toBe(302);
    expect(flashToast(response)).toMatchObject({ kind: "error", description: "Эта версия не найдена" });
    expect(await versions()).toHaveLength(1);
  });
});

describe("a stored version", () => {
  it("is read through the schema: what no longer fits is the default, nothing reaches the page unchecked", async () => {
    await app.db.insert(designVersions).values({
      values: { lightPrimary: "red;}</style><script>alert(1)</script>", lightAccent: "#f59e0b", fontSize: 99, font: "gone" },
      createdByName: "Импорт",
    });
    const { head } = await homeHead();
    expect(head).toContain("--color-primary:#4f46e5");
    expect(head).toContain("--color-accent:#f59e0b");
    expect(head).toContain("--design-font-size:100%");
    expect(head).not.toContain("alert(1)");
  });
});

describe("the preview", () => {
  const url = designPreviewUrl({ ...DESIGN_DEFAULTS, lightPrimary: "#b91c1c" });

  it("shows unsaved values to staff who manage the design, framable by the site alone, never cached or indexed", async () => {
    const { response, head } = await homeHead(cookies.admin, url);
    expect(response.status).toBe(200);
    expect(head).toContain("--color-primary:#b91c1c");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(response.headers.get("content-security-policy")).not.toContain("frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(await versions()).toHaveLength(0);
  });

  it("is the ordinary page for anyone else", async () => {
    for (const cookie of [undefined, cookies.editor, cookies.marketer]) {
      const { response, head } = await homeHead(cookie, url);
      expect(head).not.toContain("#b91c1c");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-robots-tag")).toBeNull();
    }
    // Every other page stays unframable too.
    const admin = await app.request("/admin/design/colors", { headers: { Cookie: cookies.admin } });
    expect(admin.headers.get("x-frame-options")).toBe("DENY");
  });
});
