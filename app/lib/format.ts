import { COMPANY_TIME_ZONE } from "~/lib/dates";
import { perLocale, type SiteLanguage } from "~/lib/languages";

/**
 * Number formatting for the pages, in the page language's locale (LANGUAGE_LOCALE: ru-RU, kk-KZ,
 * en). Loaders call it, so the browser receives finished text: a page's first Intl formatter makes
 * the browser load locale data, 20–35 ms of blocked main thread on a phone.
 */

const NBSP = "\u00a0";

const tenge = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const percent = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: "exceptZero" }));

export type PriceFields = {
  priceAmount: number | null;
  priceLabel: string | null;
  pricePeriod: string | null;
};

/** The words around a price's figure, from the page language's catalog (common.price). */
export type PriceWords = { from: (amount: string) => string; perMonth: (price: string) => string };

/**
 * 'от 500 000 ₸', 'от 100 000 ₸/мес' ('from 500,000 ₸' in English) or the price label
 * ('Бесплатно', 'По запросу'). Prices are in tenge in every language. The ₸ sign is appended by
 * hand: Node's ICU prints 'KZT' where browsers print '₸', and the page must not change between the
 * server render and hydration.
 */
export function formatPrice({ priceAmount, priceLabel, pricePeriod }: PriceFields, language: SiteLanguage, words: PriceWords): string {
  if (priceAmount === null) return priceLabel ?? "";
  const amount = words.from(`${tenge(language).format(priceAmount)}${NBSP}₸`);
  return pricePeriod === "month" ? words.perMonth(amount) : amount;
}

/** '+45%' for an improvement, '-12,5%' for a decrease ('-12.5%' in English); null when no figure was given. */
export function formatImprovement(value: number | null | undefined, language: SiteLanguage): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  return `${percent(language).format(value)}%`;
}

const wholePercent = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });
const tenthsPercent = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * part ÷ whole × 100, rounded half up with integers only, so 1 of 16 is 6.3 and never 6.2 from a
 * float's error; 0 when there is no whole.
 */
export function sharePercent(part: number, whole: number, decimals: 0 | 1 = 0): number {
  if (whole <= 0) return 0;
  const scale = 10 ** decimals;
  return Math.round((part * 100 * scale) / whole) / scale;
}

/** A share as a stat card shows it, with a decimal comma: '20%', or with one decimal '33,3%' and '0,0%'. */
export function formatPercent(value: number, decimals: 0 | 1 = 0): string {
  return `${(decimals === 1 ? tenthsPercent : wholePercent).format(value)}%`;
}

const fileSize = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1 });
const SIZE_UNITS = ["Б", "КБ", "МБ", "ГБ", "ТБ"] as const;

/** A file size as staff read it: '512 Б', '1,5 МБ', '2,4 ГБ' (powers of 1024, as the upload limits count). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${fileSize.format(unit === 0 ? value : Math.round(value * 10) / 10)}${NBSP}${SIZE_UNITS[unit]}`;
}

const uploadDate = new Intl.DateTimeFormat("ru-RU", { timeZone: COMPANY_TIME_ZONE });

/** An upload's date in ru-RU ('23.11.2026'), on the company's Almaty calendar. */
export function formatUploadDate(value: Date | string): string {
  return uploadDate.format(typeof value === "string" ? new Date(value) : value);
}
