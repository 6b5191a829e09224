/**
 * The page cache's tags (ADR 0067): what a cached page shows, and what a staff change touches. The
 * two lists below must agree: a change's tags drop every page carrying one of them.
 *
 * - `site`: every page. Whatever the layout, the head or every page shows (site settings, contacts,
 *   logo, design, SEO overrides, the assistant's widget, maintenance) and any change this file does
 *   not know drop everything: a wide drop costs some renders, a narrow one would serve stale pages.
 * - A kind (`hero`, `advantages`, `services`, `team`, `cases`, `blog`): the pages listing it.
 * - One item (`case:<id>`): its own page, so editing a case leaves the other cases' pages cached.
 */
import { pathWithoutLanguage } from "~/lib/languages";

export const SITE_TAG = "site";

const caseTag = (id: string) => `case:${id.toLowerCase()}`;

/** Kinds of the sitemap: everything it lists beyond the fixed pages. */
const SITEMAP_KINDS = ["cases", "blog", "services"];

/** By address without its language prefix, lower-case and without a trailing slash. */
const PAGE_KINDS: Record<string, string[]> = {
  // The example: a case edit drops the home page too, whatever section shows cases there.
  "/": ["hero", "advantages", "services", "team", "cases"],
  "/about": ["team", "advantages"],
  "/team": ["team"],
  "/services": ["services"],
  "/cases": ["cases"],
  "/blog": ["blog"],
};

/** Tags of the page at `pathname` (with its language prefix, as requested). */
export function pageTags(pathname: string): string[] {
  if (pathname === "/sitemap.xml") return [SITE_TAG, ...SITEMAP_KINDS];
  let path: string;
  try {
    path = decodeURIComponent(pathWithoutLanguage(pathname)).toLowerCase();
  } catch {
    path = pathWithoutLanguage(pathname).toLowerCase();
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  const tags = [SITE_TAG, ...(PAGE_KINDS[path] ?? [])];
  const caseId = /^\/cases\/([^/]+)$/.exec(path)?.[1];
  if (caseId) tags.push(caseTag(caseId));
  if (path.startsWith("/blog/")) tags.push("blog");
  return tags;
}

/** Audit entities (app/server/audit.server.ts) no public page shows: their changes drop nothing. */
const PRIVATE_ENTITIES = new Set([
  "lead",
  "user",
  "invitation",
  "api_key",
  "crm_webhook",
  "telegram_settings",
  "outbox",
  "knowledge_article",
  "unanswered_question",
  "newsletter_subscriber",
]);

/** Tags a recorded change of `entity` (one item: `entityId`) drops. */
export function changeTags(entity: string, entityId: string | null | undefined, action: string): string[] {
  // Reads (exports, API reads of leads, a revealed secret) are recorded too and change nothing.
  if (action === "export" || action === "read" || action === "reveal") return [];
  if (PRIVATE_ENTITIES.has(entity)) return [];
  switch (entity) {
    case "case":
      return entityId ? ["cases", caseTag(entityId)] : ["cases"];
    case "blog_post":
      return ["blog"];
    case "service":
      return ["services"];
    case "team_member":
      return ["team"];
    case "advantage":
      return ["advantages"];
    case "hero":
      return ["hero"];
    default:
      return [SITE_TAG];
  }
}
