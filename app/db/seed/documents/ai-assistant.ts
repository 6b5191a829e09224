import { aiAssistantSettings } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";

export const aiAssistantSeed: SeedDocument = {
  name: "ai-assistant",
  run: async (tx) => {
    await tx.insert(aiAssistantSettings).values({
      name: "AI-консультант",
      isActive: true,
      greetingMessage:
        "Здравствуйте! Я AI-консультант компании. Расскажу об услугах, сроках и ценах и помогу оставить заявку. Чем могу помочь?",
      systemPrompt:
        "Ты — вежливый AI-консультант компании из Алматы, которая разрабатывает и внедряет AI-агентов и AI-консультантов для бизнеса. Отвечай по-русски, кратко и только на основе базы знаний компании. Если клиент заинтересован, предложи оставить имя и телефон, чтобы менеджер связался с ним.",
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
