import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import * as ru from "~/i18n/ru";
import { pageLanguage } from "~/lib/languages";
import { DEFAULT_OG_IMAGE, pageMeta, publicPageMeta, resolvePageSeo, type SeoOverride } from "~/lib/seo";

const root = (seoDefaults = { title: "", description: "", image: "" }) => ({
  id: "root",
  loaderData: { siteUrl: "https://example.kz", siteName: "AI Solutions", seoDefaults },
});
const layout = (pages: Record<string, SeoOverride> = {}) => ({
  id: "routes/_public/layout",
  loaderData: {
    chrome: { logo: "/logo.svg", companyName: "AI Solutions", companyDescription: "", phone: "", email: "", address: "", website: "", instagram: "", telegramBot: "" },
    seo: { pages },
  },
});
const override = (values: Partial<SeoOverride>): SeoOverride => ({ title: "", description: "", image: "", noindex: false, ...values });

function tag(tags: MetaDescriptor[], key: string, value: string): string | undefined {
  const found = tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
  return (found?.content ?? found?.href) as string | undefined;
}
const titleOf = (tags: MetaDescriptor[]) => (tags.find((t) => "title" in t) as { title: string } | undefined)?.title;
const jsonLd = (tags: MetaDescriptor[]) => tags.filter((t) => "script:ld+json" in t).map((t) => (t as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"]);

const site = { siteUrl: "https://example.kz", siteName: "AI Solutions", seoDefaults: { title: "", description: "", image: "" } };

describe("a page's tags: the override, then the page's own, then the site's defaults", () => {
  it("a page's own title gets the site's name; its own description and the shipped image", () => {
    const seo = resolvePageSeo({ title: "Услуги", description: "Описание услуг.", path: "/services" }, site, null);
    expect(seo).toEqual({
      title: "Услуги | AI Solutions",
      description: "Описание услуг.",
      url: "https://example.kz/services",
      image: `https://example.kz${DEFAULT_OG_IMAGE}`,
      imagePath: DEFAULT_OG_IMAGE,
      noindex: false,
    });
  });

  it("an override wins field by field; its title is shown as typed; a blank field falls back", () => {
    const seo = resolvePageSeo(
      { title: "Услуги", description: "Своё.", path: "/services", image: "/media/own.webp" },
      { ...site, seoDefaults: { title: "По умолчанию", description: "Описание по умолчанию", image: "/media/default.webp" } },
      override({ title: "Внедрение AI в Алматы", noindex: true }),
    );
    expect(seo.title).toBe("Внедрение AI в Алматы");
    expect(seo.description).toBe("Своё.");
    expect(seo.image).toBe("https://example.kz/media/own.webp");
    expect(seo.noindex).toBe(true);
    expect(resolvePageSeo({ title: "Услуги", description: "", path: "/x" }, site, override({ image: "https://cdn.example.kz/a.png" })).image).toBe(
      "https://cdn.example.kz/a.png",
    );
  });

  it("the defaults: the home page's title and description, and any page's missing description and image", () => {
    const defaults = { title: "AI Solutions — AI-агенты", description: "Главное описание.", image: "/media/og.webp" };
    const home = resolvePageSeo({ title: "Своя главная", description: "Своё описание.", path: "/", home: true }, { ...site, seoDefaults: defaults }, null);
    expect(home).toMatchObject({ title: "AI Solutions — AI-агенты", description: "Главное описание.", image: "https://example.kz/media/og.webp" });
    const post = resolvePageSeo({ title: "Статья", description: "", path: "/blog/a" }, { ...site, seoDefaults: defaults }, null);
    expect(post).toMatchObject({ title: "Статья | AI Solutions", description: "Главное описание.", image: "https://example.kz/media/og.webp" });
    // An override of the home page still wins over the defaults.
    expect(resolvePageSeo({ title: "Т", description: "О", path: "/", home: true }, { ...site, seoDefaults: defaults }, override({ title: "Своё" })).title).toBe("Своё");
    // No defaults: the home page keeps its own.
    expect(resolvePageSeo({ title: "Т", description: "О", path: "/", home: true }, site, null)).toMatchObject({ title: "Т | AI Solutions", description: "О" });
  });

  it("pageMeta: canonical and og:url on the public address, the override read from the public layout's data", () => {
    const matches = [root(), layout({ "/services": override({ title: "Свой заголовок", description: "Своё описание", image: "/media/s.webp" }) })];
    const tags = publicPageMeta("/services", matches);
    expect(titleOf(tags)).toBe("Свой заголовок");
    expect(tag(tags, "name", "description")).toBe("Своё описание");
    expect(tag(tags, "property", "og:title")).toBe("Свой заголовок");
    expect(tag(tags, "property", "og:description")).toBe("Своё описание");
    expect(tag(tags, "property", "og:image")).toBe("https://example.kz/media/s.webp");
    expect(tag(tags, "rel", "canonical")).toBe("https://example.kz/services");
    expect(tag(tags, "property", "og:url")).toBe("https://example.kz/services");
    expect(tag(tags, "name", "robots")).toBeUndefined();
    expect(jsonLd(tags)).toEqual(["Organization"]);

    // Another page is untouched by that override.
    const about = publicPageMeta("/about", matches);
    expect(titleOf(about)).toBe(`${ru.pages.about.metaTitle} | AI Solutions`);
    expect(tag(about, "name", "description")).toBe(ru.pages.about.metaDescription);
  });

  it("an excluded page gets robots noindex and carries no structured data", () => {
    const tags = publicPageMeta("/faq", [root(), layout({ "/faq": override({ noindex: true }) })], {
      structuredData: [{ "@context": "https://schema.org", "@type": "FAQPage" }],
    });
    expect(tag(tags, "name", "robots")).toBe("noindex");
    expect(jsonLd(tags)).toEqual([]);
    const indexed = publicPageMeta("/faq", [root(), layout()], { structuredData: [{ "@context": "https://schema.org", "@type": "FAQPage" }] });
    expect(tag(indexed, "name", "robots")).toBeUndefined();
    // The Organization first: every page's first structured data block stays the company's.
    expect(jsonLd(indexed)).toEqual(["Organization", "FAQPage"]);
  });

  it("a case's or post's override is given by its route, not looked up among the fixed pages", () => {
    const tags = pageMeta({ title: "Кейс", description: "О кейсе", path: "/cases/1", override: override({ description: "Своё" }) }, [root(), layout()]);
    expect(titleOf(tags)).toBe("Кейс | AI Solutions");
    expect(tag(tags, "name", "description")).toBe("Своё");
    expect(tag(pageMeta({ title: "Кейс", description: "О кейсе", path: "/cases/1", override: null }, [root(), layout()]), "name", "description")).toBe("О кейсе");
  });

  it("the language of a page is in its address: /kz/… and /en/…, Russian everywhere else", () => {
    expect(pageLanguage("/")).toBe("ru");
    expect(pageLanguage("/services")).toBe("ru");
    expect(pageLanguage("/kz/services")).toBe("kz");
    expect(pageLanguage("/en")).toBe("en");
    expect(pageLanguage("/ru/services")).toBe("ru");
    expect(pageLanguage("/kazakh")).toBe("ru");
  });
});
