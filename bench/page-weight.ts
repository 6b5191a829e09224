import { chromium } from "@playwright/test";

export type AssetRow = { url: string; type: "js" | "css"; bytes: number; encoding: string };
export type PageWeight = {
  path: string;
  status: number;
  jsBytes: number;
  cssBytes: number;
  assets: AssetRow[];
  /** Scripts and stylesheets the browser asked for but did not get (blocked, 404…): the sums above are then too low. */
  failed: string[];
};

/**
 * What a first visit downloads: a fresh browser context (empty cache) per page, waiting for the
 * page to hydrate and the network to go quiet so lazily requested chunks are counted too. Bytes are the encoded (gzip)
 * response bodies, headers excluded.
 */
export async function measurePageWeights(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const results: PageWeight[] = [];
    for (const pagePath of paths) {
      const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
      const page = await context.newPage();
      const pending: Promise<AssetRow | null>[] = [];
      const failed: string[] = [];
      page.on("requestfailed", (request) => {
        if (request.resourceType() !== "script" && request.resourceType() !== "stylesheet") return;
        failed.push(`${new URL(request.url()).pathname} (${request.failure()?.errorText ?? "failed"})`);
      });
      page.on("response", (response) => {
        const kind = response.request().resourceType();
        if ((kind === "script" || kind === "stylesheet") && response.status() >= 400) {
          failed.push(`${new URL(response.url()).pathname} (HTTP ${response.status()})`);
        }
      });
      page.on("requestfinished", (request) => {
        const kind = request.resourceType();
        if (kind !== "script" && kind !== "stylesheet") return;
        pending.push(
          (async (): Promise<AssetRow> => {
            const response = await request.response();
            const sizes = await request.sizes();
            return {
              url: new URL(request.url()).pathname,
              type: kind === "script" ? "js" : "css",
              bytes: sizes.responseBodySize,
              encoding: (await response?.headerValue("content-encoding")) ?? "identity",
            };
          })().catch(() => null),
        );
      });
      const response = await page.goto(baseUrl + pagePath, { waitUntil: "networkidle", timeout: 30_000 });
      // The scripts start after the page has loaded and the browser is idle (ADR 0062): on a busy
      // machine the network can fall quiet before they begin, so wait for the page to hydrate and
      // for the lazily requested chunks after it.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      const assets = (await Promise.all(pending)).filter((row): row is AssetRow => row !== null);
      results.push({
        path: pagePath,
        status: response?.status() ?? 0,
        jsBytes: sum(assets.filter((a) => a.type === "js")),
        cssBytes: sum(assets.filter((a) => a.type === "css")),
        assets,
        failed,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

function sum(rows: AssetRow[]): number {
  return rows.reduce((total, row) => total + row.bytes, 0);
}
