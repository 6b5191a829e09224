/**
 * The audit log (issue 9 point 17): every staff change is recorded in the same transaction as the
 * change itself, so a change that was saved is never missing from the log and a failed one never
 * appears in it. Reads that take personal data away are recorded too (issue 21 point 9): CSV
 * exports and API reads of leads, with what they covered in `details`.
 */
import { count, desc, eq, ne } from "drizzle-orm";

import { auditLog } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import type { AuditAction } from "~/lib/constants";
import type { LeadSelection } from "~/schemas/admin/leads";
import { SITE_SETTINGS, type SettingKey } from "~/schemas/site-settings";
import { noteContentChange } from "~/server/content-changes.server";
import { db } from "~/server/db.server";
import { changeTags } from "~/server/page-cache-tags.server";

export type AuditActor = { id: string; name?: string | null; email?: string | null };

export type AuditEntry = {
  actor: AuditActor | null;
  action: AuditAction;
  /** What kind of thing changed: "hero", "case", "team_member", "site_settings", "user", "media"… */
  entity: string;
  entityId?: string | null;
  /** How staff recognise it in the log: a title, a name, a file name. */
  label?: string | null;
  /** The fields that changed; `changedFields` works them out from before and after. */
  fields?: string[];
  /** What a read covered: its filter, page and rows (LeadReadDetails for leads). */
  details?: Record<string, unknown>;
};

/** What an export or an API read of leads covered; only the filters that were set are named. */
export type LeadReadDetails = {
  filter: { q?: string; status?: string; source?: string; language?: string };
  /** How many leads were read. */
  rows: number;
  /** An API page: its number and the total the filter matches. */
  page?: number;
  total?: number;
  format?: "csv";
};

/** The filters of the leads list that were set, as the log records them. */
export function leadFilterDetails(filters: LeadSelection): LeadReadDetails["filter"] {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.language ? { language: filters.language } : {}),
  };
}

/** The keys whose values differ between two versions of a record (compared as JSON). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}

/** Records one entry; pass the transaction the change itself runs in (a read has none: pass the database). */
export async function recordChange(database: Db, entry: AuditEntry): Promise<void> {
  await database.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? entry.actor.name || entry.actor.email || entry.actor.id : "Система",
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    entityLabel: entry.label ?? null,
    changedFields: entry.fields ?? [],
    details: entry.details ?? null,
  });
  // Every staff change is recorded here, so this is where the page cache hears of it (ADR 0067);
  // inside a request the tags are published once the request's transaction has committed.
  noteContentChange(changeTags(entry.entity, entry.entityId, entry.action));
}

export type AuditRecord = typeof auditLog.$inferSelect;

const audit = ru.admin.audit;

function fieldLabel(entity: string, field: string): string {
  if (entity === "site_settings" && field in SITE_SETTINGS) return SITE_SETTINGS[field as SettingKey].description;
  return audit.fields[field] ?? field;
}

/**
 * A CSV export or an API read of the leads list, worded with what it covered: «Экспорт заявок
 * (CSV): 37 строк, фильтр: статус «Новая»». Null for any other entry.
 */
function describeLeadRead(change: AuditRecord): string | null {
  const reads = audit.leadReads;
  const head = change.action === "export" ? reads.export : change.action === "read" ? reads.list : null;
  if (!head || change.entity !== "lead" || change.entityId || !change.details) return null;
  // Written only by exportLeads and leadsApiPage, as LeadReadDetails.
  const details = change.details as Partial<LeadReadDetails>;
  if (typeof details.rows !== "number") return null;
  const { q, status, source } = details.filter ?? {};
  const named = [
    status ? reads.status(ru.adminLeads.statuses[status] ?? status) : null,
    source ? reads.source(ru.adminLeads.sources[source] ?? source) : null,
    q ? reads.q(q) : null,
  ].filter((part) => part !== null);
  const parts = [
    reads.rows(details.rows),
    details.page ? reads.page(details.page) : null,
    named.length > 0 ? reads.filter(named.join(", ")) : reads.noFilter,
  ];
  return `${head}: ${parts.filter((part) => part !== null).join(", ")}`;
}

/** An audit entry as the dashboard and the audit log screen word it: what happened to what, by whom, which fields. */
export function describeChange(change: AuditRecord): { title: string; detail: string } {
  const fields = change.changedFields.map((field) => fieldLabel(change.entity, field)).join(", ");
  return {
    title:
      describeLeadRead(change) ??
      ru.admin.dashboard.activityChangeItem(
        audit.actions[change.action] ?? change.action,
        audit.entities[change.entity] ?? change.entity,
        change.entityLabel,
      ),
    detail: [audit.by(change.actorName), fields].filter(Boolean).join(" · "),
  };
}

/**
 * The newest changes first, API reads left out: a CRM polling every minute would push every
 * change out of the dashboard's latest events. The audit log screen lists them all.
 */
export async function listRecentChanges(limit = 50): Promise<AuditRecord[]> {
  return (await db()).select().from(auditLog).where(ne(auditLog.action, "read")).orderBy(desc(auditLog.createdAt)).limit(limit);
}

/** How many changes the audit log screen shows per page. */
export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, of one kind of entity or all; `page` counts from 1. */
export async function listChanges(filter: { entity: string | null; page: number }): Promise<{ rows: AuditRecord[]; total: number }> {
  const database = await db();
  const where = filter.entity ? eq(auditLog.entity, filter.entity) : undefined;
  const [rows, [counted]] = await Promise.all([
    database
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    database.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
