/**
 * /newsletter/unsubscribe?token=…: a subscriber's one-click unsubscribe (ADR 0055). Opening the
 * link asks for a confirmation (mail scanners follow links, so a GET changes nothing); the button
 * posts to the same address. A mail client's RFC 8058 one-click request (POST with
 * List-Unsubscribe=One-Click) is that same POST. Lookups are limited per client address.
 */
import { MailXIcon } from "lucide-react";
import { data, Form, Link } from "react-router";

import * as ru from "~/i18n/ru";
import { findSubscriberByToken, unsubscribeByToken, unsubscribeLookupWait } from "~/server/newsletter.server";
import { requestInfoContext } from "~/server/request-context.server";

import type { Route } from "./+types/unsubscribe";

const t = ru.servicePages.unsubscribe;

type View =
  | { state: "confirm"; email: string }
  | { state: "done" | "already" | "invalid" | "failed" }
  | { state: "tooMany"; minutes: number };

function limited(context: Readonly<Route.LoaderArgs["context"]>): Promise<number | null> {
  return unsubscribeLookupWait(context.get(requestInfoContext).clientIp);
}

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

const NO_INDEX = { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" };

function tooMany(seconds: number) {
  return data<View>({ state: "tooMany", minutes: Math.ceil(seconds / 60) }, { status: 429, headers: { ...NO_INDEX, "Retry-After": String(seconds) } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const wait = await limited(context);
  if (wait !== null) return tooMany(wait);
  const subscriber = await findSubscriberByToken(tokenOf(request));
  if (!subscriber) return data<View>({ state: "invalid" }, { status: 404, headers: NO_INDEX });
  if (subscriber.unsubscribedAt) return data<View>({ state: "already" }, { headers: NO_INDEX });
  return data<View>({ state: "confirm", email: subscriber.email }, { headers: NO_INDEX });
}

export async function action({ request, context }: Route.ActionArgs) {
  const wait = await limited(context);
  if (wait !== null) return tooMany(wait);
  try {
    const result = await unsubscribeByToken(tokenOf(request));
    if (result.outcome === "invalid") return data<View>({ state: "invalid" }, { status: 404, headers: NO_INDEX });
    return data<View>({ state: result.outcome === "already" ? "already" : "done" }, { headers: NO_INDEX });
  } catch (error) {
    console.error("An unsubscribe could not be stored:", error);
    return data<View>({ state: "failed" }, { status: 500, headers: NO_INDEX });
  }
}

/** The answer's own headers (noindex, no-store, Retry-After), from the action when it ran. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("X-Robots-Tag") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = () => [{ title: t.title }, { name: "robots", content: "noindex" }];

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData;
  const [heading, text] =
    view.state === "confirm"
      ? [t.confirmHeading, t.confirmText(view.email)]
      : view.state === "done"
        ? [t.doneHeading, t.doneText]
        : view.state === "already"
          ? [t.alreadyHeading, t.alreadyText]
          : view.state === "tooMany"
            ? [t.tooManyHeading, t.tooManyText(view.minutes)]
            : view.state === "failed"
              ? [t.failedHeading, t.failedText]
              : [t.invalidHeading, t.invalidText];
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-primary dark:bg-indigo-950 dark:text-indigo-300">
          <MailXIcon aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-3 break-words text-slate-600 dark:text-slate-300">{text}</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          {view.state === "confirm" ? (
            <Form method="post">
              <button type="submit" className="btn btn-primary">
                {t.confirm}
              </button>
            </Form>
          ) : null}
          <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline dark:text-indigo-300">
            {t.home}
          </Link>
        </div>
      </div>
    </main>
  );
}
