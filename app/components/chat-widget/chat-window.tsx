import { Bot, Minus, Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { useStrings } from "~/i18n/strings";
import { readAttribution } from "~/lib/attribution";
import type { PublicAssistant } from "~/lib/chat-widget";
import { CHAT_MESSAGE_MAX, chatLeadProblem, type ChatLeadValues } from "~/schemas/chat";

import { askAssistant, sendChatLead } from "./chat-client";
import { readStoredChat, storeChat, type StoredChat, type WidgetMessage } from "./chat-storage";
import { shownSuggestions } from "./suggestions";

function initialChat(greeting: string): StoredChat {
  const stored = readStoredChat();
  if (stored && typeof stored.sessionId === "string" && Array.isArray(stored.messages)) {
    // A conversation not yet begun holds only the greeting: a page in another language greets in its own.
    if (stored.sessionId || stored.messages.length > 1) return stored;
  }
  return {
    // The server issues the id with its first answer.
    sessionId: "",
    messages: greeting ? [{ role: "assistant", content: greeting }] : [],
    leadSent: false,
    showLeadForm: false,
  };
}

type Props = {
  assistant: PublicAssistant;
  minimized: boolean;
  onMinimize: (minimized: boolean) => void;
  onClose: () => void;
};

/** The chat window: loaded on demand by chat-launcher.tsx. */
export default function ChatWindow({ assistant, minimized, onMinimize, onClose }: Props) {
  const t = useStrings().chat;
  const [chat, setChat] = useState<StoredChat>(() => initialChat(assistant.greeting));
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => storeChat(chat), [chat]);

  useEffect(() => {
    if (!minimized) inputRef.current?.focus();
  }, [minimized]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, pending, chat.showLeadForm]);

  const replaceLast = (message: WidgetMessage) =>
    setChat((current) => ({ ...current, messages: [...current.messages.slice(0, -1), message] }));

  async function send(text: string) {
    const message = text.trim();
    if (!message || pending) return;
    setInput("");
    setPending(true);
    setChat((current) => ({
      ...current,
      messages: [...current.messages, { role: "user", content: message }, { role: "assistant", content: "" }],
    }));
    const answer = await askAssistant({ sessionId: chat.sessionId, message }, t, (soFar) =>
      replaceLast({ role: "assistant", content: soFar }),
    );
    if (answer.sessionId) setChat((current) => ({ ...current, sessionId: answer.sessionId! }));
    if (answer.ok) {
      replaceLast({ role: "assistant", content: answer.text });
      setChat((current) => ({ ...current, showLeadForm: current.showLeadForm || (answer.shouldCollectLead && !current.leadSent) }));
      setAnnouncement(answer.text);
    } else {
      replaceLast({ role: "assistant", content: answer.error, error: true });
      setAnnouncement(answer.error);
    }
    setPending(false);
  }

  const suggestions = shownSuggestions(chat, pending, t.suggestedQuestions);
  const waitingForFirstWord = pending && chat.messages.at(-1)?.content === "";
  const side = assistant.position === "bottom-left" ? "sm:left-6" : "sm:right-6";

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      data-testid="chat-window"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className={`fixed z-50 flex flex-col overflow-hidden bg-white text-slate-900 shadow-2xl shadow-black/25 sm:bottom-6 sm:w-[380px] sm:rounded-2xl sm:border sm:border-slate-200 ${side} ${
        minimized ? "inset-x-0 bottom-0 sm:inset-x-auto" : "inset-0 sm:inset-auto sm:h-[min(600px,calc(100vh-3rem))]"
      }`}
    >
      <header className="flex items-center gap-3 px-4 py-3 text-white" style={{ backgroundColor: assistant.color }}>
        <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-black/15">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold">
            {assistant.name}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-white">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-300" />
            {t.widget.online}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onMinimize(!minimized)}
          aria-label={minimized ? t.widget.expand : t.widget.minimize}
          aria-expanded={!minimized}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Minus className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.widget.close}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      {minimized ? null : (
        <>
          <div ref={listRef} className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4" data-testid="chat-messages">
            {chat.messages.map((message, index) =>
              message.role === "assistant" && !message.content ? null : (
                <MessageBubble key={index} message={message} color={assistant.color} />
              ),
            )}
            {waitingForFirstWord ? (
              <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="chat-typing">
                <span aria-hidden="true" className="inline-flex gap-1">
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
                </span>
                {t.widget.typing}
              </p>
            ) : null}
            {chat.showLeadForm && !chat.leadSent ? (
              <LeadForm
                assistant={assistant}
                sessionId={chat.sessionId}
                onSent={(reply) => {
                  setChat((current) => ({
                    ...current,
                    leadSent: true,
                    showLeadForm: false,
                    messages: [...current.messages, { role: "assistant", content: reply }],
                  }));
                  setAnnouncement(reply);
                }}
              />
            ) : null}
          </div>

          {suggestions.length ? (
            <div className="flex flex-wrap gap-2 border-t border-slate-100 px-4 py-2" aria-label={t.widget.suggestedTitle} role="group">
              {suggestions.map((question) => (
                <button
                  key={question}
                  type="button"
                  onClick={() => void send(question)}
                  className="rounded-full border border-slate-200 px-3 py-1.5 text-left text-xs text-slate-700 hover:border-slate-300 hover:bg-slate-50"
                >
                  {question}
                </button>
              ))}
            </div>
          ) : null}

          <form
            className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
            onSubmit={(event) => {
              event.preventDefault();
              void send(input);
            }}
          >
            <label className="sr-only" htmlFor={`${titleId}-input`}>
              {t.widget.inputLabel}
            </label>
            <textarea
              id={`${titleId}-input`}
              ref={inputRef}
              rows={1}
              value={input}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={t.widget.inputPlaceholder}
              onChange={(event) => setInput(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter sends; Shift+Enter starts a new line.
                if (event.key === "Enter" && !event.shiftKey) {
                  event.preventDefault();
                  void send(input);
                }
              }}
              className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20"
            />
            <button
              type="submit"
              disabled={pending || !input.trim()}
              aria-label={t.widget.send}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-white disabled:opacity-50"
              style={{ backgroundColor: assistant.color }}
            >
              <Send className="size-4" aria-hidden="true" />
            </button>
          </form>
        </>
      )}
      {/* New messages are read out once complete, not letter by letter as they stream. */}
      <p className="sr-only" aria-live="polite" data-testid="chat-announcer">
        {announcement}
      </p>
    </section>
  );
}

function MessageBubble({ message, color }: { message: WidgetMessage; color: string }) {
  const t = useStrings().chat;
  const mine = message.role === "user";
  return (
    <div className={mine ? "flex justify-end" : "flex justify-start"}>
      <p
        data-testid={mine ? "chat-user-message" : "chat-assistant-message"}
        className={`max-w-[85%] whitespace-pre-line rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${
          mine
            ? "rounded-br-md text-white"
            : message.error
              ? "rounded-bl-md border border-red-200 bg-red-50 text-red-800"
              : "rounded-bl-md bg-white text-slate-800 shadow-sm"
        }`}
        style={mine ? { backgroundColor: color } : undefined}
      >
        <span className="sr-only">{mine ? t.widget.you : t.widget.assistant}: </span>
        {message.content}
      </p>
    </div>
  );
}

function LeadForm({ assistant, sessionId, onSent }: { assistant: PublicAssistant; sessionId: string; onSent: (reply: string) => void }) {
  const strings = useStrings();
  const t = strings.chat;
  const [values, setValues] = useState<ChatLeadValues>({ name: "", phone: "", email: "", company: "" });
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const id = useId();
  const enabled = (["name", "phone", "email", "company"] as const).filter((field) => assistant.collect[field]);
  // Settings that ask for nothing still get a way to be called back.
  const shown = enabled.length ? enabled : (["name", "phone"] as const);

  async function submit() {
    const trimmed = { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim(), company: values.company.trim() };
    const problem = chatLeadProblem(trimmed, assistant.collect, strings);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError("");
    const result = await sendChatLead({ sessionId, ...trimmed, attribution: readAttribution() }, t);
    setSending(false);
    if (result.ok) onSent(t.lead.success);
    // Another tab of this conversation sent its contacts already: nothing more to send here.
    else if (result.alreadySent) onSent(result.error);
    else setError(result.error);
  }

  return (
    <form
      noValidate
      data-testid="chat-lead-form"
      aria-labelledby={`${id}-title`}
      className="space-y-2.5 rounded-2xl border border-slate-200 bg-white p-3.5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t.lead.title}
      </p>
      {shown.map((field) => {
        const required = field !== "company" && assistant.collect[field];
        return (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="mb-1 block text-xs font-medium text-slate-700">
              {t.lead[field]}
              {required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
              autoComplete={field === "name" ? "name" : field === "phone" ? "tel" : field === "email" ? "email" : "organization"}
              placeholder={field === "phone" ? t.lead.phonePlaceholder : undefined}
              required={required}
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
              className="h-9 w-full rounded-lg border border-slate-300 px-2.5 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20"
            />
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <p className="text-[11px] leading-snug text-slate-500">{t.lead.consent}</p>
      <button
        type="submit"
        disabled={sending}
        className="h-9 w-full rounded-lg text-sm font-semibold text-white disabled:opacity-60"
        style={{ backgroundColor: assistant.color }}
      >
        {t.lead.submit}
      </button>
    </form>
  );
}
