import type { AddressInfo } from "node:net";

import { test as base, expect, type Response } from "@playwright/test";

import { createApp, serveApp } from "../../server/app";
import type { Db } from "~/db/types";
import { publishContentChange } from "~/server/content-changes.server";
import { setDatabase } from "~/server/db.server";
import { SITE_TAG } from "~/server/page-cache-tags.server";

import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { startFakeTelegram, type FakeTelegram } from "../fakes/telegram-server";
import { startFakeWebsite, type FakeWebsite } from "../fakes/website";
import { closeTestDatabase, loadServerBuild } from "../setup/test-app";
import { createTestDatabase } from "../setup/test-database";

const WRITES = new Set<PropertyKey>(["insert", "update", "delete", "execute", "transaction"]);

/**
 * The database as tests write to it, straight past the admin: each write drops the page cache
 * (ADR 0067), as a staff save through the admin does, so the next page shows it.
 */
function droppingPageCache(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || !WRITES.has(property)) return value;
      return (...args: unknown[]) => {
        void publishContentChange([SITE_TAG]);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

type WorkerFixtures = {
  /** The production server over real HTTP on 127.0.0.1, with a seeded database of this worker's own. */
  server: { url: string; db: Db };
  /** A fake Telegram Bot API on 127.0.0.1 that the server sends to (TELEGRAM_API_URL). */
  telegram: FakeTelegram;
  /** A fake OpenAI chat-completions API on 127.0.0.1 that the assistant talks to (OPENAI_BASE_URL). */
  llm: FakeOpenAi;
  /** A client's website on 127.0.0.1 that the server may fetch despite the SSRF filter (OUTBOUND_ALLOW_HOSTS). */
  website: FakeWebsite;
};

export const test = base.extend<{ db: Db; emptyPageCache: void }, WorkerFixtures>({
  telegram: [
    async ({}, use) => {
      const fake = await startFakeTelegram();
      await use(fake);
      await fake.close();
    },
    { scope: "worker" },
  ],
  llm: [
    async ({}, use) => {
      const fake = await startFakeOpenAi();
      await use(fake);
      await fake.close();
    },
    { scope: "worker" },
  ],
  website: [
    async ({}, use) => {
      const fake = await startFakeWebsite();
      await use(fake);
      await fake.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ telegram, llm, website }, use) => {
      // Read by the server build the first time it needs the setting, after this.
      process.env.TELEGRAM_API_URL = telegram.url;
      process.env.OPENAI_BASE_URL = llm.url;
      process.env.OPENAI_API_KEY = "sk-test-e2e";
      process.env.OPENAI_TIMEOUT_MS = "3000";
      process.env.OUTBOUND_ALLOW_HOSTS = website.host;
      const handle = await createTestDatabase({ seed: true });
      setDatabase(handle);
      const { build, buildDir } = await loadServerBuild();
      const app = createApp({ build, buildDir, mode: "production" });
      const server = serveApp(app, { port: 0, hostname: "127.0.0.1" });
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      const { port } = server.address() as AddressInfo;
      await use({ url: `http://127.0.0.1:${port}`, db: handle.db });
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeTestDatabase();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // A click on a server-rendered control before the page hydrates is lost, so every navigation to
  // a page, and every reload of one, waits until app/components/hydrate-later.tsx marks it
  // interactive, as a visitor would.
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Response | null) => {
      const isPage = response?.headers()["content-type"]?.includes("text/html");
      if (javaScriptEnabled !== false && isPage) await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
  db: async ({ server }, use) => use(droppingPageCache(server.db)),
  // Every test starts with an empty page cache: the one before may have left pages of its content,
  // and a page's first answer is rendered (with its own nonce) as a fresh site's would be.
  emptyPageCache: [
    async ({}, use) => {
      void publishContentChange([SITE_TAG]);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** Server-rendered controls do nothing until the page hydrates; hydrate-later.tsx marks that moment. */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Presses Escape in a dialog that has just opened. Radix listens for the key from the moment it
 * moves the focus into the dialog; a key pressed before that (the first paint) is lost, as it would
 * be for a person, so the test waits for the focus as a person's eyes wait for the dialog.
 */
export async function pressEscapeIn(dialog: import("@playwright/test").Locator) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.page().keyboard.press("Escape");
}
