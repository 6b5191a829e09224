import { afterEach, describe, expect, it, vi } from "vitest";

import { chat } from "~/i18n/ru/chat";
import type { ChatStreamLine } from "~/schemas/chat";

import { askAssistant } from "./chat-client";

/** The server's answer as app/server/chat.server.ts writes it, cut into chunks that split lines. */
function streamedAnswer(lines: ChatStreamLine[], chunkSize: number): Response {
  const bytes = new TextEncoder().encode(lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunkSize) controller.enqueue(bytes.slice(at, at + chunkSize));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8" } });
}

describe("askAssistant", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the server's stream lines: the text as it grows, then the lead decision", async () => {
    const lines: ChatStreamLine[] = [
      { type: "delta", text: "Здравствуйте" },
      { type: "delta", text: ", чем помочь?" },
      { type: "done", shouldCollectLead: false },
    ];
    vi.stubGlobal("fetch", async () => streamedAnswer(lines, 7));
    const seen: string[] = [];

    const answer = await askAssistant({ sessionId: "chat_test_1", message: "Привет" }, chat, (text) => seen.push(text));

    expect(answer).toEqual({ ok: true, text: "Здравствуйте, чем помочь?", shouldCollectLead: false });
    expect(seen).toEqual(["Здравствуйте", "Здравствуйте, чем помочь?"]);
  });
});
