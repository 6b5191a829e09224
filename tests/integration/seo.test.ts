import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts, cases } from "~/db/schema";
import { getEnv } from "~/server/env.server";
import { BLOG_TRANSLATIONS_SEED } from "~/db/seed/documents/blog-translations";
import { CATALOG_PAGES, localizedPath } from "~/lib/languages";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";

import { startTestApp, type TestApp } from "../setup/test-app";

let app: TestApp;
let completedCaseId: string;
let draftCaseId: string;

beforeAll(async () => {
  app = await startTestApp();
  const rows = await app.db
    .insert(cases)
    .values([
      { title: "Опубликованный кейс", client: "Клиент", industry: "E-commerce", description: "Описание.", status: "completed" },
      { title: "Черновик кейса", client: "Клиент", industry: "E-commerce", description: "Описание." },
    ])
    .returning({ id: cases.id });
  completedCaseId = rows[0]!.id;
  draftCaseId = rows[1]!.id;
  const day = 24 * 60 * 60 * 1000;
  await app.db.insert(blogPosts).values([
    { slug: "seo-published-post", title: "Опубликованная статья", category: "Новости", status: "published", publishDate: new Date(Date.now() - day) },
    { slug: "seo-future-post", title: "Будущая статья", category: "Новости", status: "published", publishDate: new Date(Date.now() + day) },
    { slug: "seo-draft-post", title: "Черновик статьи", category: "Новости", status: "draft", publishDate: new Date(Date.now() - day) },
  ]);
});

afterAll(async () => {
  await app?.close();
});

function siteUrl(path: string) {
  return new URL(path, getEnv().SITE_URL).toString();
}

function metaContent(html: string, attribute: "name" | "property", key: string): string[] {
  const tags = html.match(/<meta\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.includes(`${attribute}="${key}"`))
    .map((tag) => /content="([^"]*)"/.exec(tag)?.[1] ?? "");
}

describe("sitemap.xml", () => {
  it("lists every public page in each of its languages, published posts and completed cases as absolute URLs", async () => {
    const response = await app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of PUBLIC_PAGE_PATHS) expect(locs).toContain(siteUrl(path));
    expect(PUBLIC_PAGE_PATHS).toHaveLength(14);
    // The pages that exist in Kazakh and English on the seeded site, and no other: the catalog pages
    // (app/lib/languages.ts) and those whose seeded content comes translated: the home page (ADR
    // 0077), services (0073), team and about (0074), the seeded posts and the blog that lists them (0075),
    // contact and partners (0078).
    const translated = [...CATALOG_PAGES, "/", "/services", "/team", "/about", "/blog", "/contact", "/partners", ...Object.keys(BLOG_TRANSLATIONS_SEED).map((slug) => `/blog/${slug}`)];
    for (const path of translated) expect(locs).toEqual(expect.arrayContaining([siteUrl(localizedPath("kz", path)), siteUrl(localizedPath("en", path))]));
    expect(locs.filter((loc) => /\/(kz|en)(\/|$)/.test(new URL(loc!).pathname))).toHaveLength(translated.length * 2);
    expect(locs).toContain(siteUrl(`/cases/${completedCaseId}`));
    expect(locs).not.toContain(siteUrl(`/cases/${draftCaseId}`));
    expect(locs).toContain(siteUrl("/blog/seo-published-post"));
    expect(locs).not.toContain(siteUrl("/blog/seo-future-post"));
    expect(locs).not.toContain(siteUrl("/blog/seo-draft-post"));
    expect(new Set(locs).size).toBe(locs.length);

    const caseEntry = new RegExp(`<url><loc>${siteUrl(`/cases/${completedCaseId}`)}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`);
    expect(xml).toMatch(caseEntry);
  });
});

describe("robots.txt", () => {
  it("lets crawlers in, keeps them out of staff screens and the API, and points to the sitemap", async () => {
    const response = await app.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /api",
        "Disallow: /auth",
        `Sitemap: ${siteUrl("/sitemap.xml")}`,
      ]),
    );
  });
});

describe("SEO tags on every public page", () => {
  const paths = [...PUBLIC_PAGE_PATHS, "/cases/{completed}"];

  it.each(paths)("%s has one title, a description, a canonical URL and Open Graph tags", async (template) => {
    const path = template.replace("{completed}", completedCaseId);
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));

    const titles = html.match(/<title>([^<]*)<\/title>/g) ?? [];
    expect(titles).toHaveLength(1);
    expect(titles[0]!.replace(/<\/?title>/g, "").trim()).not.toBe("");

    const [description] = metaContent(head, "name", "description");
    expect(description?.trim()).toBeTruthy();
    expect(metaContent(head, "name", "description")).toHaveLength(1);

    const canonicals = head.match(/<link\b[^>]*rel="canonical"[^>]*>/g) ?? [];
    expect(canonicals).toHaveLength(1);
    const href = /href="([^"]+)"/.exec(canonicals[0]!)?.[1];
    expect(href).toBe(siteUrl(path));

    expect(metaContent(head, "property", "og:title")[0]?.trim()).toBeTruthy();
    expect(metaContent(head, "property", "og:description")[0]?.trim()).toBeTruthy();
    expect(metaContent(head, "property", "og:url")).toEqual([siteUrl(path)]);
  });
});
