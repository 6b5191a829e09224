/**
 * schema.org structured data (JSON-LD) for the pages that describe something search engines know a
 * type for: the services with their prices in tenge, a blog post, the FAQ, a case. Typed with
 * schema-dts (the schema.org vocabulary as TypeScript), so a misspelt type or property fails the
 * type check; app/lib/structured-data.test.ts expands each with a JSON-LD processor and checks every
 * term against the vocabulary. The Organization every page carries is in app/lib/seo.ts.
 */
import type { BlogPosting, CreativeWork, FAQPage, Graph, Offer, Organization, PropertyValue, Service, WithContext } from "schema-dts";

import type { SiteLanguage } from "~/lib/constants";
import { absoluteUrl } from "~/lib/seo";

const CONTEXT = "https://schema.org";
/** ISO 4217: the tenge. */
const CURRENCY = "KZT";
/** UN/CEFACT Common Code of a month, for a price per month. */
const MONTH = "MON";

/** `kz` is the address's country code; the language itself is `kk` (ISO 639-1). */
export function languageTag(language: SiteLanguage): string {
  return language === "kz" ? "kk" : language;
}

/** Who publishes the site: its company and address, as the Organization on every page names them. */
type StructuredSite = { siteUrl: string; companyName: string; language: SiteLanguage };

function publisher(site: StructuredSite): Organization {
  return { "@type": "Organization", name: site.companyName, url: absoluteUrl(site.siteUrl, "/") };
}

/** Drops the properties a page has no value for, so none is sent empty. */
function compact<T extends object>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0)),
  ) as T;
}

type FaqItem = { question: string; answer: string };

/** The questions a page shows, each with its answer. */
export function faqPageData(items: readonly FaqItem[], path: string, site: StructuredSite): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url: absoluteUrl(site.siteUrl, path),
    inLanguage: languageTag(site.language),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** A service's price as stored: an amount "from" (per month or once), or only words ('По запросу'). */
type ServicePrice = { priceAmount: number | null; pricePeriod: string | null };
type StructuredService = ServicePrice & { title: string; description: string; category: string | null };

/**
 * "от 500 000 ₸" is a lowest price, not the price: a PriceSpecification with minPrice in tenge, per
 * month where the service is billed monthly. A price only in words has no figure to state, so no offer.
 */
export function serviceOffer({ priceAmount, pricePeriod }: ServicePrice): Offer | undefined {
  if (priceAmount === null) return undefined;
  return {
    "@type": "Offer",
    priceCurrency: CURRENCY,
    priceSpecification:
      pricePeriod === "month"
        ? { "@type": "UnitPriceSpecification", minPrice: priceAmount, priceCurrency: CURRENCY, unitCode: MONTH }
        : { "@type": "PriceSpecification", minPrice: priceAmount, priceCurrency: CURRENCY },
  };
}

/** Every service the page lists, provided by the company, with its offer. */
export function servicesData(list: readonly StructuredService[], path: string, site: StructuredSite): Graph {
  const url = absoluteUrl(site.siteUrl, path);
  return {
    "@context": CONTEXT,
    "@graph": list.map(
      (service): Service =>
        compact({
          "@type": "Service",
          name: service.title,
          description: service.description,
          serviceType: service.category ?? undefined,
          url,
          provider: publisher(site),
          offers: serviceOffer(service),
        }),
    ),
  };
}

type StructuredPost = {
  title: string;
  excerpt: string;
  author: string | null;
  /** ISO 8601. */
  publishedAt: string;
  category: string;
  tags: readonly string[];
  coverImage: string | null;
};

export function blogPostingData(post: StructuredPost, path: string, site: StructuredSite): WithContext<BlogPosting> {
  const url = absoluteUrl(site.siteUrl, path);
  return compact({
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt,
    inLanguage: languageTag(site.language),
    author: post.author ? { "@type": "Person", name: post.author } : publisher(site),
    publisher: publisher(site),
    image: post.coverImage ? absoluteUrl(site.siteUrl, post.coverImage) : undefined,
    articleSection: post.category,
    keywords: post.tags.join(", "),
  });
}

type StructuredCase = {
  title: string;
  client: string;
  industry: string;
  description: string;
  technologies: readonly string[];
  images: readonly string[];
  results: ReadonlyArray<{ metricName: string; beforeValue: string | null; afterValue: string | null; improvement: string | null }>;
};

/**
 * A case is a piece of the company's work for a client: a CreativeWork about the client, whose main
 * entity is the list of its measured results, each a PropertyValue (the metric, its value after, and
 * the before/after/change as the page words it, in the page's language: `t`).
 */
export function caseStudyData(
  item: StructuredCase,
  path: string,
  site: StructuredSite,
  t: { before: string; after: string; results: string },
): WithContext<CreativeWork> {
  const results = item.results.map(
    (result): PropertyValue =>
      compact({
        "@type": "PropertyValue",
        name: result.metricName,
        value: result.afterValue ?? result.improvement ?? undefined,
        description: [
          result.beforeValue ? `${t.before} ${result.beforeValue}` : "",
          result.afterValue ? `${t.after} ${result.afterValue}` : "",
          result.improvement ?? "",
        ]
          .filter(Boolean)
          .join("; "),
      }),
  );
  return compact({
    "@context": CONTEXT,
    "@type": "CreativeWork",
    name: item.title,
    headline: item.title,
    description: item.description,
    url: absoluteUrl(site.siteUrl, path),
    inLanguage: languageTag(site.language),
    genre: item.industry,
    keywords: item.technologies.join(", "),
    image: item.images.map((image) => absoluteUrl(site.siteUrl, image)),
    creator: publisher(site),
    about: { "@type": "Organization", name: item.client },
    mainEntity: results.length > 0 ? { "@type": "ItemList", name: t.results, itemListElement: results } : undefined,
  });
}
