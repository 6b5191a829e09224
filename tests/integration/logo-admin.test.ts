/**
 * The logo: an upload of kind "logo" saved as site_logo through the settings registry; admin only
 * on the server; the header's next answer shows it; a logo whose setting cannot be saved leaves
 * neither a record nor a file behind.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { auditLog, mediaFiles, siteSettings } from "~/db/schema";
import { replaceSiteLogo, siteLogoSource } from "~/server/logo.server";

import * as files from "../fixtures/media-files";
import { createStaffUser } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
let dataDir: string;
const saved = { ...process.env };
const cookies = { admin: "", editor: "" };
const actor = { id: "", name: "Админ Логотипа" };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "logo-admin-"));
  process.env.DATA_DIR = dataDir;
  app = await startTestApp();
  actor.id = (await createStaffUser(app.db, { role: "admin", name: actor.name })).id;
  Object.assign(cookies, await staffCookies(app, ["admin", "editor"]));
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});
beforeEach(async () => {
  await app.db.delete(siteSettings).where(eq(siteSettings.key, "site_logo"));
});

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);
const storedFiles = async () => (await readdir(path.join(dataDir, "uploads"), { recursive: true }).catch(() => [])).length;

function postLogo(cookie: string, bytes: Buffer | null, name = "logo.png") {
  const form = new FormData();
  form.set("file", bytes ? file(bytes, name) : new File([], ""));
  return app.request("/admin/logo", { method: "POST", headers: { Origin: TEST_ORIGIN, Cookie: cookie }, body: form, redirect: "manual" });
}

describe("replaceSiteLogo", () => {
  it("stores the upload's location JSON-encoded under site_logo (branding), with who and an audit entry", async () => {
    const outcome = await replaceSiteLogo(file(await files.png(600, 150), "brand.png"), actor);
    expect(outcome.ok).toBe(true);
    const url = outcome.ok ? outcome.url : "";
    const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, "site_logo"));
    expect(row).toMatchObject({ value: JSON.stringify(url), category: "branding", description: "URL логотипа сайта", updatedBy: actor.id });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id));
    expect(entry).toMatchObject({ entity: "site_settings", changedFields: ["site_logo"] });
    // The header loads the 320 px size, an SVG or a foreign address as stored, and the default when unset.
    const id = url.split("/")[2];
    expect(await siteLogoSource(url)).toBe(`/media/${id}/320.webp`);
    expect(await siteLogoSource("/logo.svg")).toBe("/logo.svg");
    expect(await siteLogoSource("")).toBeNull();
  });

  it("refuses what is not an accepted image, with the approved message, and keeps nothing", async () => {
    const before = await storedFiles();
    expect(await replaceSiteLogo(file(files.html(), "logo.png"), actor)).toEqual({
      ok: false,
      reason: "refused",
      status: 415,
      error: "Пожалуйста, выберите изображение",
    });
    expect(await replaceSiteLogo(null, actor)).toMatchObject({ ok: false, reason: "refused", error: "Пожалуйста, выберите файл" });
    expect(await storedFiles()).toBe(before);
  });

  it("removes the upload again when the setting cannot be saved", async () => {
    const records = async () => (await app.db.select({ id: mediaFiles.id }).from(mediaFiles)).length;
    const [recordsBefore, filesBefore] = [await records(), await storedFiles()];
    await app.db.execute(sql`CREATE FUNCTION refuse_settings() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await app.db.execute(sql`CREATE TRIGGER refuse_settings BEFORE INSERT OR UPDATE ON site_settings FOR EACH ROW EXECUTE FUNCTION refuse_settings()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await replaceSiteLogo(file(await files.webp(), "brand.webp"), actor)).toEqual({ ok: false, reason: "save" });
      expect(logged).toHaveBeenCalledWith("The logo setting could not be saved:", expect.anything());
    } finally {
      logged.mockRestore();
      await app.db.execute(sql`DROP TRIGGER refuse_settings ON site_settings`);
      await app.db.execute(sql`DROP FUNCTION refuse_settings()`);
    }
    expect(await records()).toBe(recordsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });
});

describe("/admin/logo over HTTP", () => {
  it("an editor's upload is refused with 403 and changes nothing", async () => {
    const response = await postLogo(cookies.editor, await files.png(200, 60));
    expect(response.status).toBe(403);
    expect(await app.db.select().from(siteSettings).where(eq(siteSettings.key, "site_logo"))).toEqual([]);
  });

  it("an admin's upload redirects with the toast, and the next public page's header has it", async () => {
    const response = await postLogo(cookies.admin, await files.jpeg(900, 300));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/logo");
    const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, "site_logo"));
    const id = (JSON.parse(row!.value) as string).split("/")[2];
    const home = await (await app.request("/")).text();
    expect(home).toContain(`src="/media/${id}/320.webp"`);
  });

  it("no file: 400 with 'Пожалуйста, выберите файл'", async () => {
    const response = await postLogo(cookies.admin, null);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Пожалуйста, выберите файл");
  });
});
