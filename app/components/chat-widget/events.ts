/** Any part of the page may open the chat widget: the home page's demo section, '#demo' links. */
export const CHAT_WIDGET_OPEN_EVENT = "chat-widget:open";

export function openChatWidget() {
  window.dispatchEvent(new CustomEvent(CHAT_WIDGET_OPEN_EVENT));
}
