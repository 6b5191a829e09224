import type { SubmissionResult } from "@conform-to/react";

import type { TranslationEditorView } from "~/server/translation-screen.server";

import { TranslationForm, type ItemWords } from "./translation-form";

type Props = {
  /** The loader's view of the item in the language (loadTranslationEditor). */
  translation: TranslationEditorView;
  canEdit: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  closeTo: string;
  words?: ItemWords;
};

/**
 * The translation form as every content screen shows it: the screens hand over their loader's view
 * whole, so what the form is given and when it starts again cannot drift apart between them.
 */
export function TranslationEditor({ translation, canEdit, lastResult, closeTo, words }: Props) {
  return (
    <TranslationForm
      // A new version means the stored words changed (a save, a review, an AI draft): the form
      // starts again from them instead of keeping what was typed before.
      key={`${translation.item.id}-${translation.language}-${translation.version}`}
      item={translation.item}
      language={translation.language}
      fields={translation.fields}
      complete={translation.complete}
      canEdit={canEdit}
      aiAvailable={translation.aiAvailable}
      siteHref={translation.siteHref}
      lastResult={lastResult}
      closeTo={closeTo}
      words={words}
    />
  );
}
