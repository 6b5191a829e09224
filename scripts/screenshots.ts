/**
 * Screenshots of every admin screen, its open create forms and dialogs, and the main public pages at
 * 390 and 1280 px, light and dark, from the production build on a seeded in-memory database, to look
 * at before calling a screen done (issue 9 point 22). `npm run screenshots [-- <dir>] [-- --only=team,cases]`; PNGs go to
 * screenshots/ by default.
 */
import { mkdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { chromium } from "@playwright/test";

import { SCREEN_IDS, screenPaths } from "~/lib/permissions";
import { closeDatabase, setDatabase } from "~/server/db.server";

import { createApp, serveApp } from "../server/app";
import { ADMIN_OPEN_FORMS } from "../tests/setup/admin-open-forms";
import { createStaffUser } from "../tests/setup/auth-helpers";
import { loadServerBuild } from "../tests/setup/test-app";
import { createTestDatabase } from "../tests/setup/test-database";

const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;
const PUBLIC_PAGES = ["/", "/services", "/cases", "/team", "/about", "/blog", "/contact"];

const args = process.argv.slice(2);
const outDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? "screenshots");
const only = args.find((a) => a.startsWith("--only="))?.slice("--only=".length).split(",");

const handle = await createTestDatabase({ seed: true });
setDatabase(handle);
const { build, buildDir } = await loadServerBuild();
const server = serveApp(createApp({ build, buildDir, mode: "production" }), { port: 0, hostname: "127.0.0.1" });
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const admin = await createStaffUser(handle.db, { role: "admin", name: "Администратор" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
await mkdir(outDir, { recursive: true });

const adminPages = SCREEN_IDS.flatMap((id) => screenPaths(id).map((p) => ({ name: `admin-${p.slice("/admin".length).replace(/\//g, "-").replace(/^-/, "") || "dashboard"}`, path: p, id })));
const openForms = ADMIN_OPEN_FORMS.map((form) => ({
  name: `admin-${form.path.slice("/admin/".length).replace(/[/?=]+/g, "-")}`,
  path: form.path,
  id: form.screen,
}));
const targets = [
  ...[...adminPages, ...openForms].filter((p) => !only || only.includes(p.id)),
  ...(only ? [] : PUBLIC_PAGES.map((p) => ({ name: `public${p === "/" ? "-home" : p.replace(/\//g, "-")}`, path: p, id: "public" }))),
];

let count = 0;
for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: "ru-RU", timezoneId: "Asia/Almaty", colorScheme: theme });
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL }]);
    const signIn = await context.request.post("/api/auth/sign-in/email", { headers: { Origin: baseURL }, data: { email: admin.email, password: admin.password } });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(target.path, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${target.name}-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      count++;
    }
    await context.close();
  }
}

await browser.close();
await new Promise<void>((resolve) => server.close(() => resolve()));
await closeDatabase();
console.log(`${count} screenshots in ${outDir}`);
