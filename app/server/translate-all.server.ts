/**
 * 'Перевести все с помощью AI' (issue 24 point 8, ADR 0076): the missing and outdated fields of
 * every item of a screen of TRANSLATION_SCREENS drafted through translateWithAi, one item after
 * another, so each is its own request to the model, paid and limited like a single one. The first
 * refusal (the site's token budget, the person's limit, no model, a failed answer) stops the run and
 * is said; what was drafted before it stays. Reviewed fields are never drafted over: translateWithAi
 * re-checks each field as it stores it.
 *
 * With JavaScript the browser asks for a stream of progress lines (TranslateAllLine); without it the
 * form's post runs to the end and comes back to the screen with the outcome as a toast.
 */
import * as ru from "~/i18n/ru";
import type { TranslationLanguage } from "~/lib/constants";
import { ADMIN_SCREENS, type EditableScreenId } from "~/lib/permissions";
import { TRANSLATE_ALL_STREAM, translateAllSchema, type TranslateAllLine } from "~/schemas/admin/translate-all";
import type { AuditActor } from "~/server/audit.server";
import { requireScreenResource } from "~/server/permissions.server";
import { readSubmission } from "~/server/request-body.server";
import { redirectWithToast, type FlashToast } from "~/server/toast.server";
import { translateWithAi } from "~/server/translate-ai.server";
import { itemsToDraft } from "~/server/translation-overview.server";
import { translationScreen, type TranslationScreen } from "~/server/translation-screens.server";

const t = ru.adminTranslationOverview.translateAll;

export type TranslateAllOutcome = { done: number; total: number; refused?: string };

/** Drafts item after item; `onProgress` hears the count after each. Stops when refused or when `signal` aborts. */
export async function translateAll(
  screen: TranslationScreen,
  language: TranslationLanguage,
  by: AuditActor,
  onProgress: (done: number, total: number) => void = () => {},
  signal?: AbortSignal,
): Promise<TranslateAllOutcome> {
  const ids = await itemsToDraft(screen, language);
  const total = ids.length;
  let done = 0;
  onProgress(done, total);
  for (const id of ids) {
    // The person left the page: the items not begun are not paid for.
    if (signal?.aborted) break;
    const reply = await translateWithAi(screen.kind, id, language, by);
    if ("error" in reply) return { done, total, refused: reply.error };
    done += 1;
    onProgress(done, total);
  }
  return { done, total };
}

export function outcomeToast({ done, total, refused }: TranslateAllOutcome): FlashToast {
  if (refused) return { kind: "error", title: t.stopped(done, total), description: refused };
  if (total === 0) return { kind: "success", title: ru.adminTranslations.ai.nothing };
  return { kind: "success", title: t.done(done, total), description: t.doneText };
}

/** The action of a screen's `translate-all` resource route: `export const action = translateAllAction("cases")`. */
export function translateAllAction(screenId: EditableScreenId) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const screen = translationScreen(screenId);
    const user = await requireScreenResource(request, screen.screen, "translate-all");
    const submission = await readSubmission(request, translateAllSchema);
    // Only a tampered form names another language: the page's own form cannot.
    if (submission.status !== "success") return Response.json({ error: "Bad Request" }, { status: 400 });
    const { language } = submission.value;
    if (!request.headers.get("Accept")?.includes(TRANSLATE_ALL_STREAM)) {
      return redirectWithToast(ADMIN_SCREENS[screen.screen].path, outcomeToast(await translateAll(screen, language, user)));
    }
    const encoder = new TextEncoder();
    // A browser that went away has closed the stream (and aborted the request): the run ends at the next item.
    let gone = false;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        let last = { done: 0, total: 0 };
        const write = (line: TranslateAllLine) => {
          if (!gone && !request.signal.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        };
        try {
          const outcome = await translateAll(screen, language, user, (done, total) => write((last = { done, total })), request.signal);
          write({ ...last, end: outcomeToast(outcome) });
        } catch (error) {
          console.error("Translating every item failed:", error);
          write({ ...last, end: { kind: "error", title: t.stopped(last.done, last.total), description: t.failed } });
        }
        if (!gone && !request.signal.aborted) controller.close();
      },
      cancel() {
        gone = true;
      },
    });
    return new Response(stream, {
      headers: {
        "Content-Type": `${TRANSLATE_ALL_STREAM}; charset=utf-8`,
        "Cache-Control": "no-store",
        // Proxies (nginx) must pass each line on as it is written.
        "X-Accel-Buffering": "no",
      },
    });
  };
}
