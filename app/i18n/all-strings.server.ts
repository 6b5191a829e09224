/**
 * Every language's catalogs at once, for the server (app/entry.server.tsx, and the answers of the
 * public endpoints) and the unit tests: the browser loads only its page's (app/i18n/strings.ts).
 */
import type { SiteLanguage } from "~/lib/languages";

import { info as enInfo } from "./en/info";
import { info as kzInfo } from "./kz/info";
import { strings as en } from "./public/en";
import { strings as kz } from "./public/kz";
import { strings as ru } from "./public/ru";
import { info as ruInfo } from "./ru/info";
import { registerStrings, type CoreStrings } from "./strings";

const core: Record<SiteLanguage, CoreStrings> = { ru, kz, en };

export function registerAllStrings(): void {
  registerStrings("ru", ru, ruInfo);
  registerStrings("kz", kz, kzInfo);
  registerStrings("en", en, enInfo);
}

/**
 * A language's interface words, for server code that answers outside a page's render: the
 * Hono middleware of server/ runs before React Router and may not share its module instances.
 */
export function stringsIn(language: SiteLanguage): CoreStrings {
  return core[language];
}
