/**
 * The approved load-failure texts: when a content screen cannot read its table, staff see the
 * screen's own message (500), not a blank page or a crash. The table is renamed away for the
 * request, as a lost or broken table would be, and renamed back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { heroContent } from "~/db/schema";

import { withTableAway } from "../setup/broken-tables";
import { startTestApp, staffCookies, TEST_ORIGIN, type TestApp } from "../setup/test-app";

let app: TestApp;
let admin = "";

beforeAll(async () => {
  app = await startTestApp();
  admin = (await staffCookies(app, ["admin"])).admin;
});

afterAll(async () => {
  await app?.close();
});

describe("a screen whose table cannot be read says so in the approved words", () => {
  it.each([
    ["/admin/hero", "hero_content", "Не удалось загрузить hero контент"],
    ["/admin/cases", "cases", "Не удалось загрузить кейсы"],
    ["/admin/team", "team_members", "Не удалось загрузить данные команды"],
    ["/admin/blog", "blog_posts", "Не удалось загрузить статьи"],
    ["/admin/media", "media_files", "Не удалось загрузить медиатеку"],
    ["/admin/gallery", "gallery_items", "Не удалось загрузить галерею"],
    ["/admin/leads", "leads", "Не удалось загрузить заявки"],
    ["/admin/ai-assistant", "ai_assistant_settings", "Не удалось загрузить данные"],
  ])("%s without %s: '%s'", async (path, table, message) => {
    const response = await withTableAway(app.db, table, () => app.request(path, { headers: { Cookie: admin } }));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(message);
    // The server logs why, for whoever looks after it; that log is expected here.
    const logged = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect(logged.some((line) => /could not be loaded/i.test(line))).toBe(true);
    vi.mocked(console.error).mockClear();

    const again = await app.request(path, { headers: { Cookie: admin } });
    expect(again.status).toBe(200);
    expect(await again.text()).not.toContain(message);
  });
});

describe("a slide that cannot be stored", () => {
  it("gets 'Не удалось создать hero блок', and nothing is stored", async () => {
    const response = await withTableAway(app.db, "hero_content", () =>
      app.request("/admin/hero", {
        method: "POST",
        headers: { Cookie: admin, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "create", title: "Слайд, который не сохранится", slideOrder: "1" }),
        redirect: "manual",
      }),
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Не удалось создать hero блок");
    const logged = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect(logged.some((line) => line.startsWith("Hero create failed:"))).toBe(true);
    expect(logged.every((line) => /^Hero (create failed|slides could not be loaded):/.test(line))).toBe(true);
    vi.mocked(console.error).mockClear();
    expect(await app.db.select().from(heroContent).where(eq(heroContent.title, "Слайд, который не сохранится"))).toEqual([]);
  });
});
