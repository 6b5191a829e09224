/**
 * Links that staff type (the hero's call to action, a case's project URL, a team member's profile,
 * the social links and the presentation) may lead only to web pages, mail and phone: never to
 * javascript:, data:, vbscript: or any other scheme a browser would run (docs/decisions/0022).
 *
 * The rule is one regular expression that JavaScript and PostgreSQL read alike: the admin's Zod
 * schema (app/schemas/fields.ts) checks it on save, a CHECK constraint (app/db/schema.ts) holds
 * it for every writer, and `safeHref` applies it again when a page renders the link.
 */

/** `external`: http(s), mailto and tel. `site` adds paths on this site ('/services') and anchors ('#demo'). */
export type LinkTarget = "external" | "site";

// Nothing a URL parser would strip or reinterpret before reading the scheme (controls, spaces,
// backslashes), and no quote, so a link stored JSON-encoded in site_settings needs no escapes.
const LINK_CHAR = String.raw`[^\x00-\x20\x7f"\\]`;
// 'https://' must be followed by a host: 'https:///x' and 'https:/\x' are not links anyone types.
const EXTERNAL_START = String.raw`https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:`;
// '//host' and '/\host' lead to another site.
const SITE_START = String.raw`/(?![/\\])|#`;

/** Unanchored, case-insensitive; `^(…)$` around it in JavaScript and in SQL (`~*`). */
export const LINK_PATTERNS: Record<LinkTarget, string> = {
  external: `(${EXTERNAL_START})${LINK_CHAR}*`,
  site: `(${EXTERNAL_START}|${SITE_START})${LINK_CHAR}*`,
};

/** site_settings keys that hold a link, and what each may point to. */
export const LINK_SETTINGS: Record<string, LinkTarget> = {
  social_instagram: "external",
  social_telegram_bot: "external",
  website: "external",
  presentation_url: "site",
  favicon_url: "site",
  seo_default_image: "site",
};

const MATCHERS: Record<LinkTarget, RegExp> = {
  external: new RegExp(`^(?:${LINK_PATTERNS.external})$`, "i"),
  site: new RegExp(`^(?:${LINK_PATTERNS.site})$`, "i"),
};

export function isSafeLink(value: string, target: LinkTarget): boolean {
  return MATCHERS[target].test(value);
}

/** The link to put in an href, or undefined, so that a bad stored value renders as no link at all. */
export function safeHref(value: string | null | undefined, target: LinkTarget = "external"): string | undefined {
  return value && isSafeLink(value, target) ? value : undefined;
}
