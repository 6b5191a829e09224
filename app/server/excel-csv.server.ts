/**
 * CSV that Russian Excel opens as it is: a BOM so it reads UTF-8 Cyrillic, ';' between fields and CRLF
 * between rows, and every cell that starts like a formula prefixed with a single quote so it cannot
 * run (csv-stringify's escape_formulas): visitors' browsers send some of these values. Every export
 * (leads, subscribers, analytics) writes through it.
 */
import { stringify } from "csv-stringify/sync";

import { COMPANY_TIME_ZONE } from "~/lib/dates";

export function excelCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    escape_formulas: true,
    header: true,
    columns: [...columns],
  });
}

/** An instant as a spreadsheet cell: 01.03.2025, 11:00, in the company's time zone. */
export const exportDate = new Intl.DateTimeFormat("ru-RU", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
});
