import type { StoredChat } from "./chat-storage";

const SUGGESTIONS_SHOWN = 3;

/**
 * The suggested questions the window offers: the first three of the six, only while the
 * conversation holds at most the greeting, the contact form is hidden and no reply is awaited.
 * `questions` are the page's language's six.
 */
export function shownSuggestions(
  chat: Pick<StoredChat, "messages" | "showLeadForm">,
  pending: boolean,
  questions: readonly string[],
): readonly string[] {
  if (chat.messages.length > 1 || chat.showLeadForm || pending) return [];
  return questions.slice(0, SUGGESTIONS_SHOWN);
}
