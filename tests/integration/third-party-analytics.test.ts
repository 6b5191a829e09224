/**
 * Issue 23 point 6 (ADR 0057): the integrations tab's Google Analytics and Yandex Metrica
 * identifiers, checked against their real shapes; when set, public pages carry the loader script
 * and a Content-Security-Policy naming it by hash and their hosts; when unset (and on staff's and
 * the sign-in pages always) the page and its policy are what they were.
 */
import { createHash } from "node:crypto";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { siteSettings } from "~/db/schema";
import { googleAnalyticsId, yandexMetricaId } from "~/schemas/settings/integrations";

import { documentPolicy } from "../../server/security-headers";
import { thirdPartyAnalyticsScript } from "~/components/third-party-analytics";
import { staffSession } from "../setup/auth-helpers";
import { flashToast } from "../setup/expected-failures";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const PATH = "/admin/settings/integrations";
let app: TestApp;
let cookie = "";

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  cookie = (await staffSession(app.db, app.request, TEST_ORIGIN, "admin")).cookie;
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await app.db.delete(siteSettings);
});

function save(fields: Record<string, string>) {
  return app.request(PATH, {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "analytics", ...fields }),
    redirect: "manual",
  });
}

/** The policy with this request's nonce replaced, so that two pages' policies compare. */
const withoutNonce = (policy: string | null) => (policy ?? "").replace(/'nonce-[^']+'/, "'nonce-N'");

const THEIR_HOSTS = /googletagmanager|google-analytics|analytics\.google|mc\.yandex|yastatic/;

describe("the identifiers' shapes", () => {
  it("takes a GA4 measurement id in any case and stores it in capitals", () => {
    expect(googleAnalyticsId.parse(" g-abc123def4 ")).toBe("G-ABC123DEF4");
    expect(googleAnalyticsId.parse(undefined)).toBe("");
    for (const wrong of ["UA-12345-1", "G-", "GTM-ABCD12", "G-ABC<script>", "G-ABC DEF"]) {
      const parsed = googleAnalyticsId.safeParse(wrong);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Идентификатор Google Analytics имеет вид G-XXXXXXXXXX: G, дефис, латинские буквы и цифры");
    }
  });

  it("takes a Yandex Metrica counter number", () => {
    expect(yandexMetricaId.parse("12345678")).toBe("12345678");
    for (const wrong of ["abc", "0123456", "12", "1234567890123", "123;alert(1)"]) {
      const parsed = yandexMetricaId.safeParse(wrong);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Номер счетчика Яндекс Метрики — от 4 до 12 цифр, например 12345678");
    }
  });
});

describe("the integrations tab's counters", () => {
  it("saves the identifiers, refuses a wrong one in Russian with nothing saved", async () => {
    const refused = await save({ googleAnalyticsId: "UA-1234-5", yandexMetricaId: "12ab" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Идентификатор Google Analytics имеет вид G-XXXXXXXXXX: G, дефис, латинские буквы и цифры");
    expect(html).toContain("Номер счетчика Яндекс Метрики — от 4 до 12 цифр, например 12345678");
    expect(await app.db.select().from(siteSettings)).toHaveLength(0);

    const saved = await save({ googleAnalyticsId: "g-test12345", yandexMetricaId: "98765432" });
    expect(saved.status).toBe(302);
    expect(flashToast(saved).title).toBe("Настройки обновлены");
    const tab = await (await app.request(PATH, { headers: { Cookie: cookie } })).text();
    expect(tab).toContain("Google Analytics и Яндекс Метрика");
    expect(tab).toContain('value="G-TEST12345"');
    expect(tab).toContain('value="98765432"');
  });
});

describe("the public pages", () => {
  it("carry nothing of theirs and the old policy while no identifier is set", async () => {
    const response = await app.request("/");
    const html = await response.text();
    expect(html).not.toMatch(THEIR_HOSTS);
    expect(html).not.toContain("third-party-analytics");
    const policy = response.headers.get("content-security-policy");
    expect(withoutNonce(policy)).toBe(withoutNonce(documentPolicy({ nonce: "N", https: false })));
    expect(policy).not.toMatch(THEIR_HOSTS);
  });

  it("load their tags after idle under a policy naming the loader's hash and exactly their hosts", async () => {
    expect((await save({ googleAnalyticsId: "G-TEST12345", yandexMetricaId: "98765432" })).status).toBe(302);
    const response = await app.request("/services");
    const html = await response.text();
    const script = thirdPartyAnalyticsScript({ googleAnalyticsId: "G-TEST12345", yandexMetricaId: "98765432" });
    expect(html).toContain(`<script id="third-party-analytics">${script}</script>`);
    expect(script).toContain("requestIdleCallback");
    expect(script).toContain('"load"');
    const policy = response.headers.get("content-security-policy") ?? "";
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(directive("script-src")).toContain(hash);
    expect(directive("script-src")).not.toContain("unsafe-inline");
    expect(directive("script-src").split(" ").filter((s) => s.startsWith("https://"))).toEqual([
      "https://*.googletagmanager.com",
      "https://mc.yandex.ru",
      "https://yastatic.net",
    ]);
    expect(directive("connect-src").split(" ").filter((s) => s.startsWith("https://"))).toEqual([
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
      "https://mc.yandex.ru",
      "https://mc.yandex.com",
      "https://mc.yandex.kz",
    ]);
    expect(directive("img-src")).toContain("https://*.google-analytics.com");
    expect(directive("img-src")).toContain("https://mc.yandex.ru");
    // Nothing else of the policy moved.
    const others = (p: string) => withoutNonce(p).split("; ").filter((d) => !/^(script|connect|img)-src /.test(d));
    expect(others(policy)).toEqual(others(documentPolicy({ nonce: "N", https: false })));
  });

  it("name only the service that is set", async () => {
    expect((await save({ googleAnalyticsId: "", yandexMetricaId: "98765432" })).status).toBe(302);
    const response = await app.request("/");
    const html = await response.text();
    expect(html).toContain("https://mc.yandex.ru/metrika/tag.js");
    expect(html).not.toContain("googletagmanager");
    expect(response.headers.get("content-security-policy")).not.toContain("google");
  });

  it("never reach staff's pages or the sign-in page", async () => {
    expect((await save({ googleAnalyticsId: "G-TEST12345", yandexMetricaId: "98765432" })).status).toBe(302);
    for (const [path, headers] of [
      ["/admin/telegram", { Cookie: cookie }],
      ["/admin/settings/integrations", { Cookie: cookie }],
      ["/auth", {}],
    ] as const) {
      const response = await app.request(path, { headers });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain("third-party-analytics");
      expect(html, path).not.toContain("googletagmanager.com/gtag");
      expect(withoutNonce(response.headers.get("content-security-policy")), path).toBe(withoutNonce(documentPolicy({ nonce: "N", https: false })));
    }
  });
});
