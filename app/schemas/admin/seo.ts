/**
 * The settings screen's SEO tab: the site's defaults (three site_settings keys) and one page's
 * override in one language (table seo_overrides), told apart by `intent`. The same schema checks
 * the form in the browser and the action on the server.
 */
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { SEO_PAGE_KINDS, SITE_LANGUAGES, type SeoPageKind, type SiteLanguage } from "~/lib/constants";
import type { SeoOverride } from "~/lib/seo";
import { settingsFormShape } from "~/schemas/admin/settings";
import { SITE_SETTINGS } from "~/schemas/site-settings";

const t = ru.adminSeo;

const SEO_DEFAULT_KEYS = ["seo_default_title", "seo_default_description", "seo_default_image"] as const;

/** An override's texts are held to the same bounds as the defaults'. */
const titleRule = SITE_SETTINGS.seo_default_title.schema;
const descriptionRule = SITE_SETTINGS.seo_default_description.schema;

export const seoDefaultsSchema = z.object({ intent: z.literal("defaults"), ...settingsFormShape(SEO_DEFAULT_KEYS) });

/** `page:/services`, `case:<id>`, `post:<id>`: which page an override is for, as the address names it (`?edit=`). */
export type SeoTargetId = `${SeoPageKind}:${string}`;

export function seoTargetId(kind: SeoPageKind, ref: string): SeoTargetId {
  return `${kind}:${ref}`;
}

export function parseSeoTargetId(value: string | null | undefined): { kind: SeoPageKind; ref: string } | null {
  if (!value) return null;
  const at = value.indexOf(":");
  const kind = SEO_PAGE_KINDS.find((k) => k === value.slice(0, at));
  const ref = value.slice(at + 1);
  return kind && ref ? { kind, ref } : null;
}

/** The language the address names (`?lang=`); Russian when it names none of the site's. */
export function parseSeoLanguage(value: string | null | undefined): SiteLanguage {
  return SITE_LANGUAGES.find((language) => language === value) ?? "ru";
}

export const seoOverrideSchema = z.object({
  intent: z.literal("override"),
  target: z.string({ error: t.errors.notFound }).refine((value) => parseSeoTargetId(value) !== null, { error: t.errors.notFound }),
  language: z.enum(SITE_LANGUAGES, { error: t.errors.language }),
  title: titleRule,
  description: descriptionRule,
  image: SITE_SETTINGS.seo_default_image.schema,
  noindex: z.boolean().default(false),
});

export const seoTabSchema = z.discriminatedUnion("intent", [seoDefaultsSchema, seoOverrideSchema]);

export type SeoDefaultsFields = z.input<typeof seoDefaultsSchema>;
export type SeoOverrideFields = z.input<typeof seoOverrideSchema>;

/** One page, case or post in the tab's list, with its override in the language shown. */
export type SeoTargetView = {
  id: SeoTargetId;
  kind: SeoPageKind;
  /** A page's name in the menu, a case's or post's title. */
  title: string;
  path: string;
  unpublished: boolean;
  /** The page's own title and description, which an override replaces (a page's own title gets the site's name). */
  ownTitle: string;
  ownDescription: string;
  ownImage: string;
  override: SeoOverride | null;
};
