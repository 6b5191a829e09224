import { z } from "zod";

import * as ru from "~/i18n/ru";
import { AI_MODELS, SITE_LANGUAGES, WIDGET_POSITIONS, type SiteLanguage } from "~/lib/constants";
import { boundedNumber, boundedText, commaList, integer, patterned, requiredText } from "~/schemas/fields";

/**
 * The AI assistant screen's one schema (docs/decisions/0024-admin-kit.md), read by its forms in the
 * browser and by its action on the server; `intent` tells the forms apart. Forms arrive through
 * conform, which turns an empty field into undefined, a number field into a number and a ticked
 * checkbox's "on" into true before these rules run.
 */


const t = ru.adminAiAssistant;

export const ASSISTANT_TABS = ["settings", "appearance", "knowledge", "sessions"] as const;
export type AssistantTab = (typeof ASSISTANT_TABS)[number];

export function parseAssistantTab(value: string | null): AssistantTab {
  return ASSISTANT_TABS.find((tab) => tab === value) ?? "settings";
}

/** The tab's address, plus a dialog (ADR 0025) when given. */
export function assistantAddress(path: string, tab: AssistantTab, dialog: Partial<Record<"article" | "chat", string>> = {}): string {
  const params = new URLSearchParams();
  if (tab !== "settings") params.set("tab", tab);
  if (dialog.article) params.set("article", dialog.article);
  if (dialog.chat) params.set("chat", dialog.chat);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Far above any model's output window, and what PostgreSQL's integer holds with room to spare. */
const TOKENS_MAX = 1_000_000_000;
// The most one conversation may be set to hold: a long one is still far below these.
const CONVERSATION_MESSAGES_MAX = 10_000;
const CONVERSATION_BYTES_MAX = 10_000_000;
export const ARTICLE_CONTENT_MAX = 20_000;
export const GREETING_MAX = 1000;

const positiveInteger = (max: number) => integer({ min: 1, max, message: t.validation.positiveInteger });

const settingsFields = {
  name: requiredText(100),
  isActive: z.boolean().default(false),
  greetingMessage: requiredText(GREETING_MAX, { multiline: true }),
  // Empty: the widget greets with the catalog's default greeting in that language.
  greetingMessageKz: boundedText(GREETING_MAX, { multiline: true }).default(""),
  greetingMessageEn: boundedText(GREETING_MAX, { multiline: true }).default(""),
  systemPrompt: boundedText(8000, { multiline: true }).default(""),
  model: z.enum(AI_MODELS, { error: t.validation.model }),
  temperature: boundedNumber({ min: 0, max: 2, message: t.validation.temperature })
    // Steps of 0.1: 0.7 typed arrives as 0.7, and 0.75 is refused.
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { error: t.validation.temperature }),
  maxTokens: positiveInteger(100_000),
  collectName: z.boolean().default(false),
  collectPhone: z.boolean().default(false),
  collectEmail: z.boolean().default(false),
  collectCompany: z.boolean().default(false),
  sessionDailyTokens: positiveInteger(TOKENS_MAX),
  siteDailyTokens: positiveInteger(TOKENS_MAX),
  maxConversationMessages: positiveInteger(CONVERSATION_MESSAGES_MAX),
  maxConversationBytes: positiveInteger(CONVERSATION_BYTES_MAX),
};

const appearanceFields = {
  widgetColor: patterned(HEX_COLOR, t.validation.color, { missing: t.validation.color }).transform((v) => v.toLowerCase()),
  widgetPosition: z.enum(WIDGET_POSITIONS, { error: t.validation.position }),
};

const articleFields = {
  title: requiredText(200),
  content: requiredText(ARTICLE_CONTENT_MAX, { multiline: true }),
  category: requiredText(50),
  isActive: z.boolean().default(false),
  priority: integer({ min: 0, max: 1000, message: t.validation.priority }),
  tags: commaList({ itemMax: 50, itemsMax: 20, itemTooLong: ru.admin.fields.tooLong(50) }),
  language: z.enum(SITE_LANGUAGES, { error: t.validation.articleLanguage }),
};

const id = z.uuid();

/** Every change the screen can ask for. */
export const assistantActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("settings"), ...settingsFields }),
  z.object({ intent: z.literal("appearance"), ...appearanceFields }),
  z.object({ intent: z.literal("add-article") }),
  z.object({ intent: z.literal("article"), id, ...articleFields }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("question-article"), id }),
  z.object({ intent: z.literal("question-resolve"), id }),
]);
export type AssistantAction = z.output<typeof assistantActionSchema>;
export type SettingsInput = Omit<Extract<AssistantAction, { intent: "settings" }>, "intent">;
export type AppearanceInput = Omit<Extract<AssistantAction, { intent: "appearance" }>, "intent">;
export type ArticleInput = Omit<Extract<AssistantAction, { intent: "article" }>, "intent" | "id">;

/** What the AI assistant screen's loader sends the page: plain values, dates already written out in Russian. */
export type AssistantSettingsView = {
  /** False until the first save: the fields then show the defaults (gpt-4o-mini, temperature 0.7 and so on). */
  exists: boolean;
  name: string;
  isActive: boolean;
  greetingMessage: string;
  greetingMessageKz: string;
  greetingMessageEn: string;
  systemPrompt: string;
  model: string;
  temperature: number;
  maxTokens: number;
  collectName: boolean;
  collectPhone: boolean;
  collectEmail: boolean;
  collectCompany: boolean;
  widgetColor: string;
  widgetPosition: string;
  sessionDailyTokens: number;
  siteDailyTokens: number;
  maxConversationMessages: number;
  maxConversationBytes: number;
  /** Changes with every save: the forms start afresh from it. */
  version: string;
};

export type AdminArticle = {
  id: string;
  title: string;
  content: string;
  category: string;
  isActive: boolean;
  priority: number;
  tags: string[];
  language: SiteLanguage;
};

export type AdminQuestion = { id: string; question: string; resolved: boolean; createdAtLabel: string };
