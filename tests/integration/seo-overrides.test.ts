/**
 * The SEO settings over the whole server (issue 23 points 4 and 5, ADR 0056): overrides saved per
 * page and language through the tab's action and audited; each page's head, sitemap.xml and
 * robots.txt following them and the public address from the settings.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog, blogPosts, cases, seoOverrides } from "~/db/schema";
import { getEnv } from "~/server/env.server";
import { listExcludedFromIndex, readPageOverrides, saveSeoOverride } from "~/server/seo.server";
import { saveSiteSettings } from "~/server/settings.server";

import { staffSession } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const PATH = "/admin/settings/seo";

let app: TestApp;
let adminCookie: string;
let adminId: string;
let caseId: string;
let postId: string;

beforeAll(async () => {
  app = await startTestApp();
  const session = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
  adminCookie = session.cookie;
  adminId = session.staff.id;
  [{ id: caseId }] = (await app.db
    .insert(cases)
    .values({ title: "Кейс для SEO", client: "ТОО «Клиент»", industry: "E-commerce", description: "Описание кейса.", status: "completed" })
    .returning({ id: cases.id })) as [{ id: string }];
  [{ id: postId }] = (await app.db
    .insert(blogPosts)
    .values({ slug: "seo-override-post", title: "Статья для SEO", category: "Новости", status: "published", publishDate: new Date(Date.now() - 86_400_000) })
    .returning({ id: blogPosts.id })) as [{ id: string }];
});

afterAll(async () => {
  await app?.close();
});

function post(fields: Record<string, string>, path = PATH) {
  return app.request(path, {
    method: "POST",
    headers: { Cookie: adminCookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function head(path: string): Promise<string> {
  const html = await (await app.request(path)).text();
  return html.slice(0, html.indexOf("</head>"));
}

function metaContent(html: string, attribute: "name" | "property", key: string): string[] {
  return (html.match(/<meta\b[^>]*>/g) ?? [])
    .filter((tag) => tag.includes(`${attribute}="${key}"`))
    .map((tag) => /content="([^"]*)"/.exec(tag)?.[1] ?? "");
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

async function sitemapLocs(): Promise<string[]> {
  const xml = await (await app.request("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe("overrides saved through the tab, per page and language", () => {
  it("saves a page's override in Russian, shows it in the page's head, and audits it", async () => {
    const response = await post({
      intent: "override",
      target: "page:/services",
      language: "ru",
      title: "Внедрение AI-агентов в Алматы",
      description: "Цены и сроки внедрения AI-агентов для бизнеса в Казахстане.",
      image: "/media/seo/services.png",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(PATH);
    expect(await app.db.select().from(seoOverrides).where(eq(seoOverrides.ref, "/services"))).toMatchObject([
      { kind: "page", language: "ru", title: "Внедрение AI-агентов в Алматы", noindex: false, updatedBy: adminId },
    ]);

    const html = await head("/services");
    expect(titleOf(html)).toBe("Внедрение AI-агентов в Алматы");
    expect(metaContent(html, "name", "description")).toEqual(["Цены и сроки внедрения AI-агентов для бизнеса в Казахстане."]);
    expect(metaContent(html, "property", "og:title")).toEqual(["Внедрение AI-агентов в Алматы"]);
    expect(metaContent(html, "property", "og:image")).toEqual([`${getEnv().SITE_URL}/media/seo/services.png`]);
    // Other pages keep their own.
    expect(titleOf(await head("/about"))).toBe("О компании | AI Solutions");

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entity, "seo_override"));
    expect(entry).toMatchObject({ action: "create", entityId: "page:/services:ru", entityLabel: "/services (ru)", actorId: adminId });
    expect(entry!.changedFields).toEqual(["description", "image", "title"]);
  });

  it("keeps languages apart: a Kazakh override reaches the Kazakh page only; a language the site has not is refused", async () => {
    const refused = await post({ intent: "override", target: "page:/services", language: "de", title: "Dienstleistungen" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Выберите язык сайта: русский, казахский или английский");
    expect(await app.db.select().from(seoOverrides).where(eq(seoOverrides.language, "de"))).toEqual([]);

    expect((await post({ intent: "override", target: "page:/faq", language: "kz", title: "Жиі қойылатын сұрақтар — AI" })).status).toBe(302);
    expect(titleOf(await head("/kz/faq"))).toBe("Жиі қойылатын сұрақтар — AI");
    expect(titleOf(await head("/faq"))).toBe("Частые вопросы об AI-решениях | AI Solutions");

    // A Kazakh row does not touch the Russian page.
    await saveSeoOverride({ kind: "page", ref: "/team", language: "kz", title: "Команда kz", description: "", image: "", noindex: true }, { id: adminId });
    expect((await readPageOverrides("kz"))["/team"]).toEqual({ title: "Команда kz", description: "", image: "", noindex: true });
    expect((await readPageOverrides("ru"))["/team"]).toBeUndefined();
    expect(await listExcludedFromIndex("ru")).not.toContain("page:/team");
    expect(titleOf(await head("/team"))).toBe("Команда | AI Solutions");
    expect(await sitemapLocs()).toContain(`${getEnv().SITE_URL}/team`);
  });

  it("refuses a page that does not exist, and changes nothing", async () => {
    const before = await app.db.select().from(seoOverrides);
    const response = await post({ intent: "override", target: `case:00000000-0000-4000-8000-000000000000`, language: "ru", title: "Нет такого" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Страница не найдена: возможно, её удалили");
    expect((await post({ intent: "override", target: "page:/nowhere", language: "ru", title: "Нет" })).status).toBe(404);
    expect(await app.db.select().from(seoOverrides)).toEqual(before);
  });

  it("a case's and a post's override reach their pages", async () => {
    expect((await post({ intent: "override", target: `case:${caseId}`, language: "ru", title: "Кейс: магазин", description: "Результаты внедрения." })).status).toBe(302);
    expect((await post({ intent: "override", target: `post:${postId}`, language: "ru", description: "Своё описание статьи." })).status).toBe(302);
    const caseHead = await head(`/cases/${caseId}`);
    expect(titleOf(caseHead)).toBe("Кейс: магазин");
    expect(metaContent(caseHead, "property", "og:description")).toEqual(["Результаты внедрения."]);
    const postHead = await head("/blog/seo-override-post");
    expect(titleOf(postHead)).toBe("Статья для SEO | AI Solutions");
    expect(metaContent(postHead, "name", "description")).toEqual(["Своё описание статьи."]);
  });

  it("an override saved blank is removed: the page follows its own values again", async () => {
    expect((await post({ intent: "override", target: `post:${postId}`, language: "ru" })).status).toBe(302);
    expect(await app.db.select().from(seoOverrides).where(eq(seoOverrides.ref, postId))).toEqual([]);
    const removed = (await app.db.select().from(auditLog).where(eq(auditLog.entityId, `post:${postId}:ru`))).map((row) => row.action);
    expect(removed).toEqual(expect.arrayContaining(["create", "delete"]));
  });
});

describe("excluded from indexing", () => {
  it("a page, a case and a post excluded leave sitemap.xml and get robots noindex; the others stay", async () => {
    const site = getEnv().SITE_URL;
    expect(await sitemapLocs()).toEqual(expect.arrayContaining([`${site}/faq`, `${site}/cases/${caseId}`, `${site}/blog/seo-override-post`]));
    for (const target of ["page:/faq", `case:${caseId}`, `post:${postId}`]) {
      expect((await post({ intent: "override", target, language: "ru", noindex: "on" })).status).toBe(302);
    }
    const locs = await sitemapLocs();
    expect(locs).not.toContain(`${site}/faq`);
    expect(locs).not.toContain(`${site}/cases/${caseId}`);
    expect(locs).not.toContain(`${site}/blog/seo-override-post`);
    expect(locs).toContain(`${site}/contact`);
    for (const path of ["/faq", `/cases/${caseId}`, "/blog/seo-override-post"]) {
      const html = await head(path);
      expect(metaContent(html, "name", "robots"), path).toEqual(["noindex"]);
      expect(html, path).not.toContain("application/ld+json");
    }
    expect(metaContent(await head("/contact"), "name", "robots")).toEqual([]);
    // Still open to visitors: excluded from search, not hidden.
    expect((await app.request("/faq")).status).toBe(200);
  });
});

describe("the public address from the settings", () => {
  it("canonical, og:url, sitemap.xml and robots.txt use it once set, and SITE_URL again once cleared", async () => {
    await saveSiteSettings({ public_url: "https://ai-solutions.example.kz" }, null);
    const html = await head("/contact");
    expect(canonicalOf(html)).toBe("https://ai-solutions.example.kz/contact");
    expect(metaContent(html, "property", "og:url")).toEqual(["https://ai-solutions.example.kz/contact"]);
    expect(metaContent(html, "property", "og:image")).toEqual(["https://ai-solutions.example.kz/og-image.png"]);
    const locs = await sitemapLocs();
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith("https://ai-solutions.example.kz/"))).toBe(true);
    const robots = (await (await app.request("/robots.txt")).text()).split("\n");
    expect(robots).toContain("Sitemap: https://ai-solutions.example.kz/sitemap.xml");

    await saveSiteSettings({ public_url: "" }, null);
    expect(canonicalOf(await head("/contact"))).toBe(`${getEnv().SITE_URL}/contact`);
    expect((await (await app.request("/robots.txt")).text()).split("\n")).toContain(`Sitemap: ${getEnv().SITE_URL}/sitemap.xml`);
  });

  it("the defaults: the home page's title and description, a page's image when it has none", async () => {
    const response = await post({
      intent: "defaults",
      seo_default_title: "AI Solutions — AI-агенты для бизнеса",
      seo_default_description: "Внедряем AI-агентов и AI-консультантов в Казахстане.",
      seo_default_image: "/media/seo/default.png",
    });
    expect(response.status).toBe(302);
    const home = await head("/");
    expect(titleOf(home)).toBe("AI Solutions — AI-агенты для бизнеса");
    expect(metaContent(home, "name", "description")).toEqual(["Внедряем AI-агентов и AI-консультантов в Казахстане."]);
    expect(metaContent(await head("/about"), "property", "og:image")).toEqual([`${getEnv().SITE_URL}/media/seo/default.png`]);
    // A page's own image still wins over the default one.
    expect(metaContent(await head("/services"), "property", "og:image")).toEqual([`${getEnv().SITE_URL}/media/seo/services.png`]);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entity, "site_settings"));
    const entry = entries.find((row) => row.actorId === adminId);
    expect(entry?.changedFields).toEqual(["seo_default_description", "seo_default_image", "seo_default_title"]);
  });
});

describe("the default image", () => {
  it("/og-image.png is a 1200×630 PNG", async () => {
    const response = await app.request("/og-image.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    // The IHDR chunk: width and height, big-endian, right after its length and type.
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});
