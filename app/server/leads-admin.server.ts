/**
 * The leads screen's reads and writes: leads, their figures and the widget's conversations (issue 10
 * points 15-18). The lists are filtered, counted and paged by the database, so a page costs the same
 * with ten leads or ten thousand; every status and sum change is recorded in the audit log in its
 * transaction.
 */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";

import { chatMessages, chatSessions, leads } from "~/db/schema";
import { ATTRIBUTION_FIELDS } from "~/lib/attribution";
import type { ChatMessage, LeadStatus } from "~/lib/constants";
import { formatActivityDate } from "~/lib/dates";
import { formatPercent, sharePercent } from "~/lib/format";
import type { AdminChat, ChatTranscript } from "~/schemas/admin/chats";
import { LEADS_PAGE_SIZE } from "~/schemas/admin/leads";
import type { LeadFilters, LeadSelection } from "~/schemas/admin/leads";
import type { Attribution } from "~/schemas/attribution";
import { phoneDigits } from "~/schemas/phone";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { chatTranscriptMessages } from "~/server/chat-sessions.server";
import { db, inTransaction } from "~/server/db.server";
import type { LeadRow } from "~/server/lead-json.server";

export type { LeadRow };
/** A widget conversation with its messages, oldest first. */
export type ChatRow = typeof chatSessions.$inferSelect & { messages: ChatMessage[] };

/** The attribution columns the lead has a value in (ADR 0035). */
export function leadAttribution(lead: LeadRow): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.flatMap((key) => (lead[key] ? [[key, lead[key]]] : [])));
}

/** `%text%` for ILIKE with the visitor's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const leadDigits = sql<string>`regexp_replace(${leads.phone}, '[^0-9]', '', 'g')`;

function leadConditions(filters: LeadSelection): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.source) conditions.push(eq(leads.source, filters.source));
  if (filters.language) conditions.push(eq(leads.language, filters.language));
  if (filters.q) {
    const pattern = containing(filters.q);
    const digits = phoneDigits(filters.q);
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.phone, pattern),
        ilike(leads.company, pattern),
        ilike(leads.message, pattern),
        // "+7 701 …" finds "+77011234567" and the other way round.
        digits.length >= 3 ? sql`${leadDigits} LIKE ${containing(digits)}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

export type LeadPage = { rows: LeadRow[]; total: number; page: number; pages: number };

/** One page of the filtered leads, newest first; a page past the end shows the last one. */
export async function listLeadsPage(filters: LeadFilters, pageSize = LEADS_PAGE_SIZE): Promise<LeadPage> {
  const database = await db();
  const where = leadConditions(filters);
  const [counted] = await database.select({ n: count() }).from(leads).where(where);
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pages);
  const rows = await database
    .select()
    .from(leads)
    .where(where)
    // id breaks ties, so rows with one created_at never repeat or go missing between pages.
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pages };
}

/** Every lead the filters select, for the export: newest first. */
export async function listLeadsForExport(filters: LeadSelection): Promise<LeadRow[]> {
  return (await db()).select().from(leads).where(leadConditions(filters)).orderBy(desc(leads.createdAt), desc(leads.id));
}

export type LeadStats = {
  total: number;
  fresh: number;
  inProgress: number;
  completed: number;
  dialogs: number;
  /** Completed leads among all, rounded to whole percent as the card shows it: '20%'. */
  conversion: string;
};

export async function leadStats(): Promise<LeadStats> {
  const database = await db();
  const [byStatus, dialogs] = await Promise.all([
    database
      .select({
        total: count(),
        fresh: count(sql`case when ${leads.status} = 'new' then 1 end`),
        inProgress: count(sql`case when ${leads.status} = 'in-progress' then 1 end`),
        completed: count(sql`case when ${leads.status} = 'completed' then 1 end`),
      })
      .from(leads),
    database.select({ n: count() }).from(chatSessions),
  ]);
  const row = byStatus[0] ?? { total: 0, fresh: 0, inProgress: 0, completed: 0 };
  return {
    ...row,
    dialogs: dialogs[0]?.n ?? 0,
    conversion: formatPercent(sharePercent(row.completed, row.total)),
  };
}

export type LeadDetail = {
  lead: LeadRow;
  /** Other leads whose phone has the same digits. */
  duplicates: Pick<LeadRow, "id" | "name" | "phone" | "status" | "source" | "createdAt">[];
  /** The widget conversation the lead came from, when there is one. */
  chat: ChatRow | null;
};

export async function getLeadDetail(id: string): Promise<LeadDetail | null> {
  const database = await db();
  const [lead] = await database.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const digits = phoneDigits(lead.phone);
  const duplicates =
    digits.length > 0
      ? await database
          .select({
            id: leads.id,
            name: leads.name,
            phone: leads.phone,
            status: leads.status,
            source: leads.source,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .where(and(ne(leads.id, lead.id), sql`${leadDigits} = ${digits}`))
          .orderBy(desc(leads.createdAt))
          .limit(20)
      : [];
  let chat: typeof chatSessions.$inferSelect | null = null;
  if (lead.chatSessionId) {
    // The widget names its conversation when it stores the lead.
    [chat = null] = await database.select().from(chatSessions).where(eq(chatSessions.id, lead.chatSessionId));
  } else if (lead.source === "ai_widget") {
    // A widget lead stored before leads named their conversation: the two share the visitor's
    // contacts, so the latest session with the same phone (or email) before the lead is its conversation.
    const contact = [
      digits ? sql`regexp_replace(coalesce(${chatSessions.clientPhone}, ''), '[^0-9]', '', 'g') = ${digits}` : undefined,
      lead.email ? sql`lower(${chatSessions.clientEmail}) = ${lead.email.toLowerCase()}` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    if (contact.length > 0) {
      const [session] = await database
        .select()
        .from(chatSessions)
        .where(and(or(...contact), sql`${chatSessions.createdAt} <= ${lead.createdAt.toISOString()}::timestamptz + interval '1 minute'`))
        .orderBy(desc(chatSessions.createdAt))
        .limit(1);
      chat = session ?? null;
    }
  }
  return { lead, duplicates, chat: chat ? { ...chat, messages: await chatTranscriptMessages(chat.id) } : null };
}

/** Sets the status (any value may change to any other) and updated_at; false when the lead is gone. */
export async function setLeadStatus(id: string, status: LeadStatus, by: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select({ name: leads.name, status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
    if (!before) return false;
    // Each change sets updated_at, even to the same value; only a real change is logged.
    await tx.update(leads).set({ status, updatedAt: new Date() }).where(eq(leads.id, id));
    if (before.status !== status) {
      await recordChange(tx, {
        actor: by,
        action: "update",
        entity: "lead",
        entityId: id,
        label: before.name,
        fields: ["status"],
      });
    }
    return true;
  });
}

/** Sets or clears the potential value; false when the lead is gone. */
export async function setLeadPotentialValue(id: string, value: number | null, by: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx
      .select({ name: leads.name, potentialValue: leads.potentialValue })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!before) return false;
    if (before.potentialValue === value) return true;
    await tx.update(leads).set({ potentialValue: value, updatedAt: new Date() }).where(eq(leads.id, id));
    await recordChange(tx, {
      actor: by,
      action: "update",
      entity: "lead",
      entityId: id,
      label: before.name,
      fields: ["potential_value"],
    });
    return true;
  });
}

function chatConditions(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(chatSessions.clientName, pattern),
    ilike(chatSessions.clientEmail, pattern),
    ilike(chatSessions.clientPhone, pattern),
    ilike(chatSessions.clientCompany, pattern),
    ilike(chatSessions.needsIdentified, pattern),
  );
}

export type ChatListRow = Omit<ChatRow, "messages" | "tokensUsed" | "tokensDay" | "visitorHash" | "replyLeaseUntil"> & { messageCount: number };
export type ChatPage = { rows: ChatListRow[]; total: number; page: number; pages: number };

const messageCount = sql<number>`(select count(*) from ${chatMessages} where ${chatMessages.chatSessionId} = ${chatSessions.id})`;

export async function listChatsPage(filters: Pick<LeadFilters, "q" | "page">, pageSize = LEADS_PAGE_SIZE): Promise<ChatPage> {
  const database = await db();
  const where = chatConditions(filters.q);
  const [counted] = await database.select({ n: count() }).from(chatSessions).where(where);
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pages);
  const rows = await database
    .select({
      id: chatSessions.id,
      sessionId: chatSessions.sessionId,
      clientName: chatSessions.clientName,
      clientEmail: chatSessions.clientEmail,
      clientPhone: chatSessions.clientPhone,
      clientCompany: chatSessions.clientCompany,
      status: chatSessions.status,
      leadCollected: chatSessions.leadCollected,
      needsIdentified: chatSessions.needsIdentified,
      createdAt: chatSessions.createdAt,
      updatedAt: chatSessions.updatedAt,
      messageCount: sql<number>`(${messageCount})::int`,
    })
    .from(chatSessions)
    .where(where)
    .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pages };
}

export async function getChat(id: string): Promise<ChatRow | null> {
  const [row] = await (await db()).select().from(chatSessions).where(eq(chatSessions.id, id));
  return row ? { ...row, messages: await chatTranscriptMessages(row.id) } : null;
}

/** A session as a chat list shows it. */
export function adminChat(row: ChatListRow): AdminChat {
  return {
    id: row.id,
    name: row.clientName,
    phone: row.clientPhone,
    email: row.clientEmail,
    company: row.clientCompany,
    status: row.status,
    leadCollected: row.leadCollected,
    needsIdentified: row.needsIdentified,
    messageCount: row.messageCount,
    createdAtLabel: formatActivityDate(row.createdAt),
  };
}

/** A session as the dialog viewer shows it: its readable messages, times written out in Russian. */
export function chatTranscript(row: ChatRow): ChatTranscript {
  return {
    id: row.id,
    name: row.clientName,
    createdAtLabel: formatActivityDate(row.createdAt),
    messages: row.messages.map((m) => {
      const at = m.timestamp ? new Date(m.timestamp) : null;
      return { role: m.role, content: m.content, timeLabel: at && !Number.isNaN(at.getTime()) ? formatActivityDate(at) : "" };
    }),
  };
}
