import { useState } from "react";

import { useHydrated } from "~/components/admin/use-hydrated";
import { askAssistant } from "~/components/chat-widget/chat-client";
import type { WidgetMessage } from "~/components/chat-widget/chat-storage";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { CHAT_MESSAGE_MAX } from "~/schemas/chat";

const t = ru.adminAiAssistant.try;
const w = ru.chat.widget;

type PanelMessage = WidgetMessage & { collect?: boolean };

/**
 * "Try the assistant" (issue 10 point 14): the widget's conversation inside the admin, through the
 * same endpoint in preview mode, so staff hear the saved prompt, model and knowledge base before
 * visitors do.
 */
export function TryPanel() {
  const hydrated = useHydrated();
  const [messages, setMessages] = useState<PanelMessage[]>([]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);

  async function send() {
    const message = input.trim();
    if (!message || pending) return;
    const history = messages.filter((m) => !m.error).map(({ role, content }) => ({ role, content }));
    setInput("");
    setPending(true);
    setMessages((current) => [...current, { role: "user", content: message }, { role: "assistant", content: "" }]);
    const replaceLast = (last: PanelMessage) => setMessages((current) => [...current.slice(0, -1), last]);
    const answer = await askAssistant({ preview: true, message, history }, ru.chat, (soFar) => replaceLast({ role: "assistant", content: soFar }));
    replaceLast(
      answer.ok
        ? { role: "assistant", content: answer.text, collect: answer.shouldCollectLead }
        : { role: "assistant", content: answer.error, error: true },
    );
    setPending(false);
  }

  return (
    <Card data-testid="ai-try-panel">
      <CardHeader>
        <CardTitle>
          <h2>{t.title}</h2>
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {/* Hidden, not removed, once the page runs: hydration keeps every server element (ADR 0032). */}
        <p hidden={hydrated} className="text-sm text-slate-600 dark:text-slate-400">
          {t.needsScript}
        </p>
        {hydrated ? (
          <>
            <div
              className="max-h-96 space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              aria-live="polite"
            >
              {messages.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.empty}</p> : null}
              {messages.map((m, i) =>
                m.role === "assistant" && !m.content ? null : (
                  <div key={i} className={m.role === "user" ? "flex justify-end" : "flex justify-start"}>
                    <div
                      data-testid={m.role === "user" ? "try-user-message" : "try-assistant-message"}
                      className={`max-w-[85%] whitespace-pre-line break-words rounded-lg px-3 py-2 text-sm ${
                        m.role === "user"
                          ? "bg-indigo-600 text-white"
                          : m.error
                            ? "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200"
                            : "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                      }`}
                    >
                      <span className="sr-only">{m.role === "user" ? w.you : w.assistant}: </span>
                      {m.content}
                      {m.collect ? <p className="mt-1 text-xs italic text-slate-600 dark:text-slate-400">{t.collectNote}</p> : null}
                    </div>
                  </div>
                ),
              )}
              {pending && messages.at(-1)?.content === "" ? <p className="text-sm text-slate-600 dark:text-slate-400">{w.typing}</p> : null}
            </div>
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <Textarea
                aria-label={w.inputLabel}
                rows={2}
                maxLength={CHAT_MESSAGE_MAX}
                value={input}
                onChange={(event) => setInput(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !event.shiftKey) {
                    event.preventDefault();
                    void send();
                  }
                }}
                className="flex-1"
              />
              <div className="flex flex-col gap-2">
                <Button type="submit" disabled={pending || !input.trim()}>
                  {w.send}
                </Button>
                <Button type="button" variant="outline" disabled={pending || messages.length === 0} onClick={() => setMessages([])}>
                  {t.reset}
                </Button>
              </div>
            </form>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
