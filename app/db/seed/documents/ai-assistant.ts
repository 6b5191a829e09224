import { aiAssistantSettings } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";
import { chat as en } from "~/i18n/en/chat";
import { chat as kz } from "~/i18n/kz/chat";
import { chat as ru } from "~/i18n/ru/chat";

export const aiAssistantSeed: SeedDocument = {
  name: "ai-assistant",
  run: async (tx) => {
    await tx.insert(aiAssistantSettings).values({
      name: "AI-консультант",
      isActive: true,
      // The catalogs' default greetings, written out so that staff see and edit them on the settings tab.
      greetingMessage: ru.greeting,
      greetingMessageKz: kz.greeting,
      greetingMessageEn: en.greeting,
      systemPrompt:
        "Ты — вежливый AI-консультант компании из Алматы, которая разрабатывает и внедряет AI-агентов и AI-консультантов для бизнеса. Отвечай кратко и только на основе базы знаний компании. Если клиент заинтересован, предложи оставить имя и телефон, чтобы менеджер связался с ним.",
      model: "gpt-4o-mini",
      temperature: 0.7,
      maxTokens: 500,
      collectName: true,
      collectPhone: true,
      collectEmail: false,
      collectCompany: false,
      widgetColor: "#6366f1",
      widgetPosition: "bottom-right",
    });
  },
};
