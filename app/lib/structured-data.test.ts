import { describe, expect, it } from "vitest";

import * as ru from "~/i18n/ru";
import { blogPostingData, caseStudyData, faqPageData, languageTag, serviceOffer, servicesData } from "~/lib/structured-data";

import { schemaOrgNodes } from "../../tests/setup/schema-org";

const site = { siteUrl: "https://example.kz", companyName: "AI Solutions", language: "ru" as const };

const typesOf = (nodes: { type: string }[]) => nodes.map((node) => node.type);
const nodeOf = (nodes: { type: string; properties: string[] }[], type: string) => nodes.find((node) => node.type === type);

describe("structured data, expanded by a JSON-LD processor and checked against the schema.org vocabulary", () => {
  it("the services: each a Service by the company with an Offer in tenge, 'от 500 000' as a lowest price", async () => {
    const data = servicesData(
      [
        { title: "AI-агенты для бизнеса", description: "Агенты.", category: "Разработка", priceAmount: 500_000, pricePeriod: null },
        { title: "Поддержка", description: "Сопровождение.", category: null, priceAmount: 100_000, pricePeriod: "month" },
        { title: "Экспресс-аудит", description: "Аудит.", category: null, priceAmount: null, pricePeriod: null },
      ],
      "/services",
      site,
    );
    const nodes = await schemaOrgNodes(data);
    expect(typesOf(nodes).filter((type) => type === "Service")).toHaveLength(3);
    expect(nodeOf(nodes, "Service")?.properties).toEqual(expect.arrayContaining(["name", "description", "provider", "url"]));
    expect(nodeOf(nodes, "Offer")?.properties).toEqual(["priceCurrency", "priceSpecification"]);
    expect(nodeOf(nodes, "PriceSpecification")?.properties).toEqual(["minPrice", "priceCurrency"]);
    expect(nodeOf(nodes, "UnitPriceSpecification")?.properties).toEqual(["minPrice", "priceCurrency", "unitCode"]);
    // A price only in words states no figure: that service has no offer.
    expect(typesOf(nodes).filter((type) => type === "Offer")).toHaveLength(2);

    expect(serviceOffer({ priceAmount: 500_000, pricePeriod: null })).toEqual({
      "@type": "Offer",
      priceCurrency: "KZT",
      priceSpecification: { "@type": "PriceSpecification", minPrice: 500_000, priceCurrency: "KZT" },
    });
    expect(serviceOffer({ priceAmount: 100_000, pricePeriod: "month" })?.priceSpecification).toMatchObject({
      "@type": "UnitPriceSpecification",
      unitCode: "MON",
    });
    expect(serviceOffer({ priceAmount: null, pricePeriod: null })).toBeUndefined();
  });

  it("a post: a BlogPosting with its headline, date, author, publisher, image and address", async () => {
    const data = blogPostingData(
      {
        title: "Как внедрить AI",
        excerpt: "Коротко о главном.",
        author: "Айгерим",
        publishedAt: "2026-03-01T04:30:00.000Z",
        category: "Обучение",
        tags: ["AI", "CRM"],
        coverImage: "/media/1/cover.webp",
      },
      "/blog/kak-vnedrit-ai",
      site,
    );
    const nodes = await schemaOrgNodes(data);
    expect(nodeOf(nodes, "BlogPosting")?.properties).toEqual([
      "articleSection",
      "author",
      "datePublished",
      "description",
      "headline",
      "image",
      "inLanguage",
      "keywords",
      "mainEntityOfPage",
      "publisher",
      "url",
    ]);
    expect(typesOf(nodes)).toEqual(expect.arrayContaining(["Person", "Organization", "BlogPosting"]));
    expect(data.image).toBe("https://example.kz/media/1/cover.webp");
    // Without an author the company signs it; without a cover or excerpt nothing is sent empty.
    const bare = blogPostingData({ title: "Т", excerpt: "", author: null, publishedAt: "2026-03-01T00:00:00.000Z", category: "Новости", tags: [], coverImage: null }, "/blog/t", site);
    expect(Object.keys(bare)).not.toEqual(expect.arrayContaining(["image"]));
    expect(bare).not.toHaveProperty("description");
    expect(bare.author).toEqual({ "@type": "Organization", name: "AI Solutions", url: "https://example.kz/" });
    await schemaOrgNodes(bare);
  });

  it("the FAQ of /faq and of /contact: an FAQPage of Questions with accepted Answers", async () => {
    const faq = faqPageData(ru.info.faq.items.map((item) => ({ question: item.q, answer: item.a })), "/faq", site);
    const nodes = await schemaOrgNodes(faq);
    expect(typesOf(nodes).filter((type) => type === "Question")).toHaveLength(ru.info.faq.items.length);
    expect(nodeOf(nodes, "Question")?.properties).toEqual(["acceptedAnswer", "name"]);
    expect(nodeOf(nodes, "Answer")?.properties).toEqual(["text"]);
    expect(nodeOf(nodes, "FAQPage")?.properties).toEqual(["inLanguage", "mainEntity", "url"]);

    const contact = await schemaOrgNodes(faqPageData(ru.leads.contact.faq, "/contact", site));
    expect(typesOf(contact).filter((type) => type === "Question")).toHaveLength(4);
  });

  it("a case: a CreativeWork about its client, its results a list of PropertyValues", async () => {
    const data = caseStudyData(
      {
        title: "AI-консультант для интернет-магазина",
        client: "ТОО «Цветы»",
        industry: "E-commerce",
        description: "Консультант отвечает покупателям.",
        technologies: ["GPT-4o", "amoCRM"],
        images: ["/media/2/shop.webp"],
        results: [
          { metricName: "Время ответа", beforeValue: "15 мин", afterValue: "10 сек", improvement: "-99%" },
          { metricName: "Конверсия", beforeValue: null, afterValue: null, improvement: "+35%" },
        ],
      },
      "/cases/1",
      site,
      ru.cases.detail,
    );
    const nodes = await schemaOrgNodes(data);
    expect(nodeOf(nodes, "CreativeWork")?.properties).toEqual([
      "about",
      "creator",
      "description",
      "genre",
      "headline",
      "image",
      "inLanguage",
      "keywords",
      "mainEntity",
      "name",
      "url",
    ]);
    expect(nodeOf(nodes, "ItemList")?.properties).toEqual(["itemListElement", "name"]);
    expect(typesOf(nodes).filter((type) => type === "PropertyValue")).toHaveLength(2);
    expect(data.mainEntity).toMatchObject({
      itemListElement: [
        { "@type": "PropertyValue", name: "Время ответа", value: "10 сек", description: "До: 15 мин; После: 10 сек; -99%" },
        { "@type": "PropertyValue", name: "Конверсия", value: "+35%", description: "+35%" },
      ],
    });
  });

  it("refuses what is not schema.org: an unknown type, an unknown property, a property of another type", async () => {
    await expect(schemaOrgNodes({ "@context": "https://schema.org", "@type": "Servise", name: "x" })).rejects.toThrow(/Servise is not a schema.org type/);
    await expect(schemaOrgNodes({ "@context": "https://schema.org", "@type": "Service", nmae: "x" })).rejects.toThrow(/nmae is not a property of Service/);
    await expect(schemaOrgNodes({ "@context": "https://schema.org", "@type": "Offer", headline: "x" })).rejects.toThrow(/headline is not a property of Offer/);
  });

  it("names the Kazakh language by its ISO 639-1 code", () => {
    expect(languageTag("kz")).toBe("kk");
    expect(languageTag("ru")).toBe("ru");
    expect(languageTag("en")).toBe("en");
  });
});
