/**
 * What a visitor of the public site reads on every page, in Russian, the source language: what
 * app/i18n/public/kz.ts and en.ts translate key for key.
 */
import { cases } from "../ru/cases";
import { chat } from "../ru/chat";
import { common } from "../ru/common";
import { home } from "../ru/home";
import type { info } from "../ru/info";
import { leads } from "../ru/leads";
import { pages } from "../ru/pages";
import { servicePages } from "../ru/service-pages";

export const strings = { common, home, cases, chat, pages, leads, servicePages };

/** The info pages' long texts (blog, careers, support, docs, FAQ, privacy, terms) load only with those pages (app/i18n/strings.ts). */
export type PublicStrings = typeof strings & { info: typeof info };
