import { perLocale, type SiteLanguage } from "~/lib/languages";

// Date-only values ('2025-03-15') parse as UTC midnight; formatting them in UTC keeps the month the
// same whatever time zone the server runs in.
const monthYear = perLocale((locale) => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }));

/** Month and year in the language's locale, e.g. 'март 2025 г.', 'March 2025'; null for a missing or unparsable date. */
export function formatMonthYear(value: string | Date | null | undefined, language: SiteLanguage): string | null {
  if (value == null || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return monthYear(language).format(date);
}

/** Where the company works (Almaty): times staff type and read in the admin are its wall-clock times. */
export const COMPANY_TIME_ZONE = "Asia/Almaty";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The company's wall-clock time of an instant, as an `<input type="datetime-local">` value ('2026-03-01T09:30'). */
export function toCompanyLocalInput(date: Date): string {
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a `datetime-local` value means in the company's time zone; null when it is not one.
 * The zone's offset is looked up, not assumed: Kazakhstan moved Almaty from UTC+6 to UTC+5 in 2024.
 */
export function fromCompanyLocalInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes: the offset at the first guess, then at the instant it gives (differs only near a change).
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = fromLocalParts(toCompanyLocalInput(new Date(instant)));
    instant = asUtc - (shown - instant);
  }
  return new Date(instant);
}

function fromLocalParts(value: string): number {
  const [, y, mo, d, h, mi] = LOCAL_INPUT.exec(value)!.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

/** Today's date in the company's time zone, as an `<input type="date">` value ('2026-03-01'). */
export function companyToday(now = new Date()): string {
  return toCompanyLocalInput(now).slice(0, 10);
}

const DAY_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a company calendar day ('2026-03-01', as a date input sends it) is over: the midnight
 * after it, Almaty time. Null when the value is not a day.
 */
export function endOfCompanyDay(day: string): Date | null {
  const match = DAY_INPUT.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1) return null;
  date.setUTCDate(d + 1);
  return fromCompanyLocalInput(`${date.toISOString().slice(0, 10)}T00:00`);
}

const companyDay = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: COMPANY_TIME_ZONE }),
);

/**
 * The company's calendar day of an instant, in the language's locale: '31 декабря 2026 г.', the
 * admin's (Russian) unless a public page asks for its own.
 */
export function formatCompanyDay(date: Date, language: SiteLanguage = "ru"): string {
  return companyDay(language).format(date);
}

const activityMoment = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
});

/** When something happened, as the admin's lists and logs show it: '1 марта в 09:30', Almaty time. */
export function formatActivityDate(date: Date): string {
  return activityMoment.format(date);
}
