/**
 * The AI assistant screen's reads and writes: the settings row, the stat cards counted by the
 * database, the knowledge articles (which staff can add, edit and delete) and the questions the
 * assistant could not answer. Every change is recorded in the audit log in its transaction.
 */
import { count, desc, eq, sql } from "drizzle-orm";

import { aiAssistantSettings, chatSessions, knowledgeArticles, unansweredQuestions } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { formatPercent, sharePercent } from "~/lib/format";
import type { AppearanceInput, ArticleInput, SettingsInput } from "~/schemas/admin/ai-assistant";
import type { AssistantSettingsView } from "~/schemas/admin/ai-assistant";
import { readAssistantSettings, type AssistantSettings } from "~/server/assistant-settings.server";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { finishIdleChatSessions } from "~/server/chat-sessions.server";
import { db, inTransaction } from "~/server/db.server";

export type AssistantStats = {
  sessions: number;
  leads: number;
  active: number;
  /** Leads ÷ sessions × 100 with one decimal, as the card shows it: '12,5%'; '0,0%' without sessions. */
  conversion: string;
};

export async function assistantStats(): Promise<AssistantStats> {
  // "Active" must not count conversations nobody has written to for half an hour.
  await finishIdleChatSessions();
  const [row] = await (
    await db()
  )
    .select({
      sessions: count(),
      leads: count(sql`case when ${chatSessions.leadCollected} then 1 end`),
      active: count(sql`case when ${chatSessions.status} = 'active' then 1 end`),
    })
    .from(chatSessions);
  const { sessions = 0, leads = 0, active = 0 } = row ?? {};
  return { sessions, leads, active, conversion: formatPercent(sharePercent(leads, sessions, 1), 1) };
}

/** The audited columns, by their database names (greeting_message, not greetingMessage). */
function columns(row: AssistantSettings | null): Record<string, unknown> {
  return {
    name: row?.name ?? null,
    is_active: row?.isActive ?? null,
    greeting_message: row?.greetingMessage ?? null,
    greeting_message_kz: row?.greetingMessageKz ?? null,
    greeting_message_en: row?.greetingMessageEn ?? null,
    system_prompt: row?.systemPrompt ?? null,
    model: row?.model ?? null,
    temperature: row?.temperature ?? null,
    max_tokens: row?.maxTokens ?? null,
    collect_name: row?.collectName ?? null,
    collect_phone: row?.collectPhone ?? null,
    collect_email: row?.collectEmail ?? null,
    collect_company: row?.collectCompany ?? null,
    widget_color: row?.widgetColor ?? null,
    widget_position: row?.widgetPosition ?? null,
    session_daily_tokens: row?.sessionDailyTokens ?? null,
    site_daily_tokens: row?.siteDailyTokens ?? null,
    max_conversation_messages: row?.maxConversationMessages ?? null,
    max_conversation_bytes: row?.maxConversationBytes ?? null,
  };
}

/**
 * Saves one tab's fields into the latest settings row (the newest by created_at), or creates the row
 * with the schema's defaults for the rest when there is none yet.
 */
export async function saveAssistantSettings(input: SettingsInput | AppearanceInput, actor: AuditActor): Promise<void> {
  await inTransaction(async (tx) => {
    // Two first saves at once must not leave two rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('ai-assistant-settings'))`);
    const before = await readAssistantSettings(tx);
    let after: AssistantSettings | undefined;
    if (before) {
      [after] = await tx
        .update(aiAssistantSettings)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(aiAssistantSettings.id, before.id))
        .returning();
    } else {
      [after] = await tx
        .insert(aiAssistantSettings)
        // Saving the colour first must not switch the widget on: only the settings tab does that.
        .values({ name: ru.adminAiAssistant.title, isActive: false, ...input })
        .returning();
    }
    const fields = changedFields(columns(before), columns(after ?? null));
    if (fields.length > 0) {
      await recordChange(tx, {
        actor,
        action: before ? "update" : "create",
        entity: "ai_assistant_settings",
        entityId: after?.id,
        label: after?.name,
        fields,
      });
    }
  });
}

export type ArticleRow = typeof knowledgeArticles.$inferSelect;

/** By priority, highest first; the newest first among equals, so an added article is on top. */
export async function listArticles(): Promise<ArticleRow[]> {
  return (await db())
    .select()
    .from(knowledgeArticles)
    .orderBy(desc(knowledgeArticles.priority), desc(knowledgeArticles.createdAt), desc(knowledgeArticles.id));
}

async function insertArticle(tx: Db, values: { title?: string }, actor: AuditActor): Promise<ArticleRow> {
  // The rest are the defaults, which the table holds: 'Содержание статьи...', general, active, priority 1, no tags.
  const [row] = await tx.insert(knowledgeArticles).values(values).returning();
  await recordChange(tx, { actor, action: "create", entity: "knowledge_article", entityId: row!.id, label: row!.title });
  return row!;
}

/** A new article with the defaults, titled 'Новая статья'. */
export async function createArticle(actor: AuditActor): Promise<ArticleRow> {
  return inTransaction(async (tx) => insertArticle(tx, {}, actor));
}

function articleColumns(row: ArticleRow | ArticleInput): Record<string, unknown> {
  return {
    title: row.title,
    content: row.content,
    category: row.category,
    is_active: row.isActive,
    priority: row.priority,
    tags: row.tags,
    language: row.language,
  };
}

/** False when the article no longer exists. */
export async function updateArticle(id: string, input: ArticleInput, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, id)).for("update");
    if (!before) return false;
    await tx
      .update(knowledgeArticles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(knowledgeArticles.id, id));
    const fields = changedFields(articleColumns(before), articleColumns(input));
    if (fields.length > 0)
      await recordChange(tx, { actor, action: "update", entity: "knowledge_article", entityId: id, label: input.title, fields });
    return true;
  });
}

/** False when the article no longer exists. */
export async function deleteArticle(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [row] = await tx.delete(knowledgeArticles).where(eq(knowledgeArticles.id, id)).returning();
    if (!row) return false;
    await recordChange(tx, { actor, action: "delete", entity: "knowledge_article", entityId: id, label: row.title });
    return true;
  });
}

export type QuestionRow = typeof unansweredQuestions.$inferSelect;
const QUESTIONS_LIMIT = 100;

/** The questions still waiting for an article first, newest first within each. */
export async function listUnansweredQuestions(): Promise<QuestionRow[]> {
  return (await db())
    .select()
    .from(unansweredQuestions)
    .orderBy(unansweredQuestions.resolved, desc(unansweredQuestions.createdAt), desc(unansweredQuestions.id))
    .limit(QUESTIONS_LIMIT);
}

async function markResolved(tx: Db, id: string, actor: AuditActor): Promise<QuestionRow | null> {
  const [row] = await tx.update(unansweredQuestions).set({ resolved: true }).where(eq(unansweredQuestions.id, id)).returning();
  if (!row) return null;
  await recordChange(tx, {
    actor,
    action: "update",
    entity: "unanswered_question",
    entityId: id,
    label: row.question,
    fields: ["resolved"],
  });
  return row;
}

/** Marks the question resolved; false when it no longer exists. */
export async function resolveQuestion(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (transaction) => (await markResolved(transaction, id, actor)) !== null);
}

/** An article titled with the question, the question marked resolved; null when the question is gone. */
export async function articleFromQuestion(id: string, actor: AuditActor): Promise<ArticleRow | null> {
  return inTransaction(async (tx) => {
    const question = await markResolved(tx, id, actor);
    if (!question) return null;
    // A title is a line: a long or multi-line question is cut, its full text stays in the question.
    const title = question.question.replace(/\s+/g, " ").trim().slice(0, 200) || undefined;
    return insertArticle(tx, { title }, actor);
  });
}

/**
 * The settings as the forms show them; the defaults (gpt-4o-mini, temperature 0.7, 500 tokens,
 * colour #6366f1, bottom-right) until the first save.
 */
export async function assistantSettingsView(): Promise<AssistantSettingsView> {
  const row = await readAssistantSettings();
  return {
    exists: row !== null,
    name: row?.name ?? ru.adminAiAssistant.title,
    isActive: row?.isActive ?? false,
    greetingMessage: row?.greetingMessage ?? "",
    greetingMessageKz: row?.greetingMessageKz ?? "",
    greetingMessageEn: row?.greetingMessageEn ?? "",
    systemPrompt: row?.systemPrompt ?? "",
    model: row?.model ?? "gpt-4o-mini",
    temperature: row?.temperature ?? 0.7,
    maxTokens: row?.maxTokens ?? 500,
    collectName: row?.collectName ?? true,
    collectPhone: row?.collectPhone ?? true,
    collectEmail: row?.collectEmail ?? false,
    collectCompany: row?.collectCompany ?? false,
    widgetColor: row?.widgetColor ?? "#6366f1",
    widgetPosition: row?.widgetPosition ?? "bottom-right",
    sessionDailyTokens: row?.sessionDailyTokens ?? 20_000,
    siteDailyTokens: row?.siteDailyTokens ?? 1_000_000,
    maxConversationMessages: row?.maxConversationMessages ?? 80,
    maxConversationBytes: row?.maxConversationBytes ?? 200_000,
    version: row?.updatedAt.toISOString() ?? "none",
  };
}
