import { RotateCwIcon, XIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import type { DeliveryStatus } from "~/server/telegram-settings.server";

const a = ru.adminNotifications.log;

/** The texts a log names itself and its statuses with; the Telegram screen's by default. A dismissed row reads the same on every log. */
export type DeliveryLogLabels = {
  logTitle: string;
  logText: string;
  logEmpty: string;
  statuses: Record<Exclude<DeliveryStatus, "dismissed">, string>;
};

export type DeliveryLogEntry = {
  id: string;
  createdAtLabel: string;
  preview: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptLabel: string | null;
};

const BADGE: Record<DeliveryStatus, "success" | "secondary" | "warning" | "destructive"> = {
  sent: "success",
  queued: "secondary",
  retrying: "warning",
  failed: "destructive",
  dismissed: "secondary",
};

/**
 * Deliveries of the outbox, newest first: what reached the receiver, what waits, and why. The
 * Telegram screen's lead notifications, the integrations tab's CRM webhooks and the notifications
 * tab's e-mails. A given-up row can be sent again or dismissed (ADR 0057): the screen's action
 * answers the intents retryDelivery and dismissDelivery.
 */
export function DeliveryLog({ entries, labels = ru.adminTelegram }: { entries: DeliveryLogEntry[]; labels?: DeliveryLogLabels }) {
  const t = { ...ru.adminTelegram, ...labels };
  const statusLabel = (status: DeliveryStatus) => (status === "dismissed" ? a.dismissedStatus : t.statuses[status]);
  return (
    <Card className="gap-0">
      <CardHeader className="pb-4">
        <CardTitle>
          <h2>{t.logTitle}</h2>
        </CardTitle>
        <CardDescription>{t.logText}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {entries.length === 0 ? (
          <p className="px-6 py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t.logEmpty}</p>
        ) : (
          <ul
            aria-label={t.logTitle}
            className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {entries.map((entry) => (
              <li key={entry.id} data-testid="delivery" className="flex flex-col gap-1.5 px-6 py-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-slate-600 dark:text-slate-400">{entry.createdAtLabel}</span>
                  <span className="flex items-center gap-2">
                    <span className="text-slate-600 dark:text-slate-400">
                      {t.colAttempts}: {entry.attempts}
                    </span>
                    <Badge variant={BADGE[entry.status]}>{statusLabel(entry.status)}</Badge>
                  </span>
                </div>
                <p className="truncate" title={entry.preview}>
                  {entry.preview}
                </p>
                {entry.lastError && entry.status !== "sent" ? (
                  <p className="break-words text-red-700 dark:text-red-400">
                    {t.colError}: {entry.lastError}
                  </p>
                ) : null}
                {entry.nextAttemptLabel && entry.status === "retrying" ? (
                  <p className="text-slate-600 dark:text-slate-400">{t.nextAttempt(entry.nextAttemptLabel)}</p>
                ) : null}
                {entry.status === "dismissed" ? <p className="text-slate-600 dark:text-slate-400">{a.dismissed}</p> : null}
                {entry.status === "failed" || entry.status === "dismissed" ? <GivenUpActions entry={entry} /> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Retry for a given-up row, dismiss while it still counts in the site's health. */
function GivenUpActions({ entry }: { entry: DeliveryLogEntry }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === entry.id;
  const what = entry.preview || entry.createdAtLabel;
  return (
    <Form method="post" className="flex flex-wrap gap-2 pt-1">
      <input type="hidden" name="id" value={entry.id} />
      <Button type="submit" name="intent" value="retryDelivery" size="sm" variant="outline" disabled={busy} aria-label={a.retryNamed(what)}>
        <RotateCwIcon aria-hidden="true" />
        {a.retry}
      </Button>
      {entry.status === "failed" ? (
        <Button type="submit" name="intent" value="dismissDelivery" size="sm" variant="ghost" disabled={busy} aria-label={a.dismissNamed(what)}>
          <XIcon aria-hidden="true" />
          {a.dismiss}
        </Button>
      ) : null}
    </Form>
  );
}
