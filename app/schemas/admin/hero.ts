import { z } from "zod";

import * as ru from "~/i18n/ru";
import { HERO_ANIMATIONS, HERO_LANGUAGES, HERO_STAT_ICONS } from "~/lib/constants";
import type { HeroStat } from "~/lib/constants";
import type { ImageAttributes } from "~/lib/media";
import { blankAs, integer, link, mediaUrl as sharedMediaUrl, optionalText, requiredText } from "~/schemas/fields";

/**
 * The Hero screen's one schema (docs/decisions/0024-admin-kit.md), read by its form in the browser
 * and by its action on the server. Forms arrive through conform, which turns an empty field into
 * undefined and a ticked checkbox's "on" into true before these rules run.
 */


const t = ru.adminHero.validation;
const f = ru.admin.fields;

const SLIDE_ORDER_MAX = 1000;
/** The public slider lays stats out in rows of three; six keeps a slide readable on a phone. */
export const HERO_STATS_MAX = 6;


const mediaUrl = sharedMediaUrl(t.mediaUrl);

const stat = z
  .object({
    icon: z.enum(HERO_STAT_ICONS, { error: t.statIcon }).default(HERO_STAT_ICONS[0]),
    value: optionalText(30),
    label: optionalText(100),
  })
  .superRefine((row, ctx) => {
    // A row left blank is dropped; a half-filled one is a mistake to point at.
    if (row.value && !row.label) ctx.addIssue({ code: "custom", path: ["label"], message: f.required });
    if (row.label && !row.value) ctx.addIssue({ code: "custom", path: ["value"], message: f.required });
  });

/** Every hero_content field staff edit, as the form names them. */
export const heroSlideFields = z.object({
  title: requiredText(200, { required: t.titleRequired }),
  subtitle: optionalText(300),
  description: optionalText(1000, { multiline: true }),
  badgeText: optionalText(150),
  ctaText: optionalText(100),
  // '#demo' by default; the public page applies it to a blank link.
  ctaLink: blankAs(link("site"), null),
  // Parsed as an integer, 1 when left empty.
  slideOrder: integer({ min: 1, max: SLIDE_ORDER_MAX, message: t.slideOrder(SLIDE_ORDER_MAX) }).default(1),
  language: z.enum(HERO_LANGUAGES, { error: t.language }).default("ru"),
  animationType: z.enum(HERO_ANIMATIONS, { error: t.animation }).default("fade-in"),
  isActive: z.boolean().default(false),
  showFounder: z.boolean().default(false),
  backgroundImage: mediaUrl,
  backgroundVideo: mediaUrl,
  founderImage: mediaUrl,
  stats: z
    .array(stat)
    .max(HERO_STATS_MAX, t.tooManyStats(HERO_STATS_MAX))
    .default([])
    .transform((rows) => rows.flatMap((row) => (row.value && row.label ? [{ icon: row.icon, value: row.value, label: row.label }] : []))),
});
export type HeroSlideInput = z.output<typeof heroSlideFields>;

const slideId = z.uuid();

export const heroCreateSchema = heroSlideFields.extend({ intent: z.literal("create") });
export const heroUpdateSchema = heroSlideFields.extend({ intent: z.literal("update"), id: slideId });

/** Everything the screen posts, told apart by `intent`. */
export const heroActionSchema = z.discriminatedUnion("intent", [
  heroCreateSchema,
  heroUpdateSchema,
  // The state asked for, not a flip: the same request sent twice leaves the slide as asked.
  z.object({ intent: z.literal("toggle"), id: slideId, active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), id: slideId }),
]);
export type HeroAction = z.output<typeof heroActionSchema>;

/** One hero_content row as the Hero screen shows and edits it. */
export type AdminHeroSlide = {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  badgeText: string | null;
  ctaText: string | null;
  ctaLink: string | null;
  backgroundImage: string | null;
  backgroundVideo: string | null;
  founderImage: string | null;
  animationType: string;
  language: string;
  isActive: boolean;
  showFounder: boolean;
  stats: HeroStat[];
  slideOrder: number;
  /** A small size of the background for the list, when it is an upload. */
  thumbnail: ImageAttributes | null;
};
