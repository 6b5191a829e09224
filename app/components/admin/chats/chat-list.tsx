/**
 * The widget conversations and their viewer, shared by the leads screen's chats tab and the AI
 * assistant screen's sessions tab.
 */
import { MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";

import { AddressDialog } from "~/components/admin/address-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";

import type { AdminChat, ChatTranscript } from "~/schemas/admin/chats";

const t = ru.adminLeads;

export function ChatList({ chats, viewHref }: { chats: AdminChat[]; viewHref: (id: string) => string }) {
  return (
    <ul aria-label={t.chatList} className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {chats.map((chat) => {
        const name = chat.name || t.anonymous;
        const contacts = [chat.phone, chat.email, chat.company].filter(Boolean).join(" · ");
        return (
          <li
            key={chat.id}
            data-testid="chat-row"
            className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="truncate">{name}</span>
                <Badge variant={chat.status === "active" ? "success" : "secondary"}>{t.chatStatuses[chat.status] ?? chat.status}</Badge>
                {chat.leadCollected ? <Badge variant="outline">{t.leadCollected}</Badge> : null}
              </p>
              {contacts ? <p className="mt-1 truncate text-slate-600 dark:text-slate-400">{contacts}</p> : null}
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {chat.createdAtLabel} · {t.messagesCount(chat.messageCount)}
              </p>
            </div>
            <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
              <Link to={viewHref(chat.id)} preventScrollReset aria-label={t.viewDialogOf(name)}>
                <MessageSquareIcon aria-hidden="true" />
                {t.viewDialog}
              </Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The conversation: role 'user' on the visitor's side, any other role on the assistant's. */
export function Transcript({ chat }: { chat: ChatTranscript }) {
  if (chat.messages.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t.noMessages}</p>;
  }
  return (
    <ol className="flex flex-col gap-3 text-sm">
      {chat.messages.map((message, index) => {
        const mine = message.role === "user";
        return (
          <li key={index} className={mine ? "flex flex-col items-end" : "flex flex-col items-start"}>
            <span className="mb-1 text-xs text-slate-600 dark:text-slate-400">
              {mine ? t.you : t.assistant}
              {message.timeLabel ? ` · ${message.timeLabel}` : ""}
            </span>
            <p
              className={
                mine
                  ? "max-w-[85%] rounded-lg bg-indigo-600 px-3 py-2 whitespace-pre-wrap break-words text-white"
                  : "max-w-[85%] rounded-lg bg-slate-100 px-3 py-2 whitespace-pre-wrap break-words text-slate-900 dark:bg-slate-800 dark:text-slate-100"
              }
            >
              {message.content}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** The dialog viewer, named in the address (`?chat=<id>`, ADR 0025); closing goes to `closeTo`. */
export function ChatDialog({ chat, closeTo }: { chat: ChatTranscript | null; closeTo: string }) {
  return (
    <AddressDialog
      open={chat !== null}
      id="chat-dialog-title"
      title={chat ? t.dialogTitle(chat.name || t.anonymous) : ""}
      description={chat ? t.dialogText(chat.createdAtLabel) : ""}
      closeTo={closeTo}
      closeLabel={t.close}
    >
      {chat ? <Transcript chat={chat} /> : null}
    </AddressDialog>
  );
}
