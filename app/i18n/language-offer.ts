/**
 * The offer a visitor sees when their browser (or their earlier choice) prefers another of the
 * site's languages than the page's: written in that other language, since it is the one they read.
 * Three short sentences a language, so every page carries all of them.
 */
import type { SiteLanguage } from "~/lib/languages";

export const LANGUAGE_OFFER: Record<SiteLanguage, { text: string; open: string; dismiss: string }> = {
  ru: { text: "Эта страница есть на русском языке.", open: "Открыть на русском", dismiss: "Закрыть" },
  kz: { text: "Бұл бет қазақ тілінде де бар.", open: "Қазақша ашу", dismiss: "Жабу" },
  en: { text: "This page is also available in English.", open: "Open in English", dismiss: "Close" },
};
