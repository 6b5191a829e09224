import type { ChatCollect } from "~/schemas/chat";

/** What the public pages know of the assistant: only what the widget shows. Null hides the widget. */
export type PublicAssistant = {
  name: string;
  greeting: string;
  color: string;
  position: "bottom-right" | "bottom-left";
  collect: ChatCollect;
};
