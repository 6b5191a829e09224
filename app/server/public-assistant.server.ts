import { readableWidgetColor, type PublicAssistant } from "~/lib/chat-widget";
import { readAssistantSettings } from "~/server/assistant-settings.server";

/** The widget's settings for every public page, or null while the assistant is off or unset. */
export async function readPublicAssistant(): Promise<PublicAssistant | null> {
  const settings = await readAssistantSettings();
  if (!settings?.isActive) return null;
  return {
    name: settings.name,
    greeting: settings.greetingMessage,
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
