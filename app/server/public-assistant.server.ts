import { stringsIn } from "~/i18n/all-strings.server";
import { readableWidgetColor, type PublicAssistant } from "~/lib/chat-widget";
import type { SiteLanguage } from "~/lib/languages";
import { readAssistantSettings, type AssistantSettings } from "~/server/assistant-settings.server";

const GREETING_COLUMN = { ru: "greetingMessage", kz: "greetingMessageKz", en: "greetingMessageEn" } as const satisfies Record<
  SiteLanguage,
  keyof AssistantSettings
>;

/**
 * The widget's first message on a page in this language: the settings' greeting for it, or the
 * catalog's default greeting in that language when staff left it empty (issue 24 point 10).
 */
function assistantGreeting(settings: AssistantSettings, language: SiteLanguage): string {
  return settings[GREETING_COLUMN[language]].trim() || stringsIn(language).chat.greeting;
}

/** The widget's settings for a public page in this language, or null while the assistant is off or unset. */
export async function readPublicAssistant(language: SiteLanguage): Promise<PublicAssistant | null> {
  const settings = await readAssistantSettings();
  if (!settings?.isActive) return null;
  return {
    name: settings.name,
    greeting: assistantGreeting(settings, language),
    color: readableWidgetColor(settings.widgetColor),
    position: settings.widgetPosition === "bottom-left" ? "bottom-left" : "bottom-right",
    collect: {
      name: settings.collectName,
      phone: settings.collectPhone,
      email: settings.collectEmail,
      company: settings.collectCompany,
    },
  };
}
