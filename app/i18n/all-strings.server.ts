/**
 * Every language's catalogs at once, for the server (app/entry.server.tsx) and the unit tests: the
 * browser loads only its page's (app/i18n/strings.ts).
 */
import { info as enInfo } from "./en/info";
import { info as kzInfo } from "./kz/info";
import { strings as en } from "./public/en";
import { strings as kz } from "./public/kz";
import { strings as ru } from "./public/ru";
import { info as ruInfo } from "./ru/info";
import { registerStrings } from "./strings";

export function registerAllStrings(): void {
  registerStrings("ru", ru, ruInfo);
  registerStrings("kz", kz, kzInfo);
  registerStrings("en", en, enInfo);
}
