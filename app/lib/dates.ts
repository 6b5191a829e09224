// Date-only values ('2025-03-15') parse as UTC midnight; formatting them in UTC keeps the month the
// same whatever time zone the server runs in.
const monthYear = new Intl.DateTimeFormat("ru-RU", { month: "long", year: "numeric", timeZone: "UTC" });

/** Month and year in Russian, e.g. 'март 2025 г.'; null for a missing or unparsable date. */
export function formatMonthYear(value: string | Date | null | undefined): string | null {
  if (value == null || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return monthYear.format(date);
}
