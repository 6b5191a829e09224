/**
 * What every content screen's translation editor does on the server (ADR 0066 point 6, ADR 0070):
 * reading `&lang=kz` into the editor's view of an item, and answering the three translation intents
 * (translate, review, translate-ai) with the screen's toast. A screen adds its TranslatableKind
 * and its schemas (TRANSLATION_SCHEMAS); the rest is here, so the screens cannot drift apart.
 */
import * as ru from "~/i18n/ru";
import type { TranslationLanguage } from "~/lib/constants";
import type { TranslationIntent } from "~/schemas/admin/translations";
import { invalidForm } from "~/server/admin-form.server";
import type { AuditActor } from "~/server/audit.server";
import { loadItemTranslation, reviewItemField, saveItemTranslation, type ItemTranslationView, type TranslatableKind } from "~/server/item-translations.server";
import { assistantMode } from "~/server/llm-client.server";
import { redirectWithToast } from "~/server/toast.server";
import { translateWithAi } from "~/server/translate-ai.server";

const tt = ru.adminTranslations;

/** The language an editor address asks for (`&lang=kz`), or null for the Russian. */
export function editLanguage(request: Request): TranslationLanguage | null {
  const lang = new URL(request.url).searchParams.get("lang");
  return lang === "kz" || lang === "en" ? lang : null;
}

/** The item the address names (`?edit=<id>`, or another parameter), when the screen lists it. */
export function namedItem(request: Request, items: readonly { id: string }[], param = "edit"): string | null {
  const id = new URL(request.url).searchParams.get(param);
  return id !== null && items.some((item) => item.id === id) ? id : null;
}

export type TranslationEditorView = ItemTranslationView & { aiAvailable: boolean; siteHref: string | null };

/**
 * The editor of an item in the language the address names (`&lang=kz`), or null when it asks for
 * the Russian or `id` is null (no item, or one the screen does not list). `siteHref` is the item's
 * public page in the language, when it exists there.
 */
export async function loadTranslationEditor(
  kind: TranslatableKind,
  request: Request,
  id: string | null,
  siteHref: (view: ItemTranslationView) => string | null,
): Promise<TranslationEditorView | null> {
  const language = editLanguage(request);
  if (!language || !id) return null;
  const view = await loadItemTranslation(kind, id, language);
  return view ? { ...view, aiAvailable: assistantMode() === "llm", siteHref: siteHref(view) } : null;
}

/**
 * Answers a translation intent: to `back` (the item's editor in the language) with the outcome. A
 * screen may name its item in the refusals (`Такого поля у услуги нет`).
 */
export async function answerTranslationIntent(
  kind: TranslatableKind,
  input: TranslationIntent,
  submission: Parameters<typeof invalidForm>[0],
  user: AuditActor,
  back: string,
  refusals: { notFound: string; unknownField: string } = tt.validation,
) {
  if (input.intent === "translate-ai") {
    const reply = await translateWithAi(kind, input.id, input.language, user);
    if ("error" in reply) return redirectWithToast(back, { kind: "error", title: tt.ai.button, description: reply.error });
    return redirectWithToast(back, { kind: "success", title: reply.drafted > 0 ? tt.ai.done(reply.drafted) : tt.ai.nothing });
  }
  let outcome;
  try {
    outcome =
      input.intent === "translate"
        ? await saveItemTranslation(kind, input.id, input.language, input.fields, user)
        : await reviewItemField(kind, input.id, input.language, input.key, user);
  } catch (error) {
    console.error(`Translation of ${kind.auditEntity} ${input.id} could not be saved:`, error);
    return invalidForm(submission, { formError: tt.validation.saveFailed, status: 500 });
  }
  if (!outcome.ok) {
    const notFound = outcome.reason === "not-found";
    return invalidForm(submission, { formError: notFound ? refusals.notFound : refusals.unknownField, status: notFound ? 404 : 400 });
  }
  return redirectWithToast(back, { kind: "success", title: input.intent === "translate" ? tt.saved : tt.markedReviewed });
}
