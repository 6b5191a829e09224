/**
 * The conversation as this tab remembers it (it survives navigation and reloads in
 * the same tab). sessionStorage, so it ends with the tab. `sessionId` is the id the server issued
 * with its first answer ("" until then); the server binds it to this browser by its HttpOnly
 * visitor cookie, which the widget neither reads nor sets (ADR 0046).
 */

export type WidgetMessage = { role: "user" | "assistant"; content: string; error?: boolean };

export type StoredChat = {
  sessionId: string;
  messages: WidgetMessage[];
  leadSent: boolean;
  showLeadForm: boolean;
};

export type StoredWindow = { open: boolean; minimized: boolean };

const CHAT_KEY = "ai-chat";
const WINDOW_KEY = "ai-chat-window";

function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the conversation then lasts as long as the page.
  }
}

export const readStoredChat = () => read<StoredChat>(CHAT_KEY);
export const storeChat = (chat: StoredChat) => write(CHAT_KEY, chat);
export const readStoredWindow = () => read<StoredWindow>(WINDOW_KEY);
export const storeWindow = (state: StoredWindow) => write(WINDOW_KEY, state);
