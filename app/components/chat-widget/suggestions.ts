import { chat as chatStrings } from "~/i18n/ru/chat";

import type { StoredChat } from "./chat-storage";

const SUGGESTIONS_SHOWN = 3;

/**
 * The suggested questions the window offers: the first three of the six, only while the
 * conversation holds at most the greeting, the contact form is hidden and no reply is awaited.
 */
export function shownSuggestions(chat: Pick<StoredChat, "messages" | "showLeadForm">, pending: boolean): readonly string[] {
  if (chat.messages.length > 1 || chat.showLeadForm || pending) return [];
  return chatStrings.suggestedQuestions.slice(0, SUGGESTIONS_SHOWN);
}
