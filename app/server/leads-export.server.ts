/**
 * The leads export (issue 10 point 17): the filtered list as a CSV that Excel with the Russian locale
 * opens as columns with Cyrillic intact, formulas escaped (app/server/excel-csv.server.ts).
 */

import * as ru from "~/i18n/ru";
import { LANGUAGE_NAME } from "~/lib/languages";
import type { LeadSelection } from "~/schemas/admin/leads";
import { leadFilterDetails, recordChange, type AuditActor, type LeadReadDetails } from "~/server/audit.server";
import { db } from "~/server/db.server";
import { excelCsv, exportDate } from "~/server/excel-csv.server";
import { listLeadsForExport, type LeadRow } from "~/server/leads-admin.server";

const t = ru.adminLeads;

const CSV_ATTRIBUTION = ["pageUrl", "referrer", "utmSource", "utmMedium", "utmCampaign"] as const;


export function leadsCsv(rows: readonly LeadRow[]): string {
  const c = t.csv;
  return excelCsv(
    [
      ...[c.createdAt, c.name, c.phone, c.email, c.company, c.source, c.status, c.potentialValue, c.message, c.updatedAt],
      ...CSV_ATTRIBUTION.map((key) => t.attribution[key]),
      // Last, so the columns of files exported before it keep their places.
      c.language,
    ],
    rows.map((lead) => [
      exportDate.format(lead.createdAt),
      lead.name,
      lead.phone,
      lead.email,
      lead.company ?? "",
      t.sources[lead.source] ?? lead.source,
      t.statuses[lead.status] ?? lead.status,
      // Russian Excel reads a decimal comma.
      lead.potentialValue === null ? "" : String(lead.potentialValue).replace(".", ","),
      lead.message ?? "",
      exportDate.format(lead.updatedAt),
      // How the visit began (ADR 0035): visitors' browsers send these, so they are escaped like the rest.
      ...CSV_ATTRIBUTION.map((key) => lead[key] ?? ""),
      LANGUAGE_NAME[lead.language],
    ]),
  );
}

/** The CSV of the filtered leads; the export is in the audit log (who, which filter, how many rows) before it is handed out. */
export async function exportLeads(filters: LeadSelection, actor: AuditActor): Promise<string> {
  const rows = await listLeadsForExport(filters);
  const csv = leadsCsv(rows);
  const details: LeadReadDetails = { format: "csv", filter: leadFilterDetails(filters), rows: rows.length };
  await recordChange(await db(), { actor, action: "export", entity: "lead", details });
  return csv;
}
