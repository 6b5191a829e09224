/**
 * 'Перевести все с помощью AI' of a content screen (issue 24 point 8, ADR 0076). Without JavaScript
 * the form posts and the screen comes back with the outcome as a toast; with it the post asks for
 * the server's progress lines and says «Переведено N из M» as each item is drafted, then the outcome,
 * and the screen reloads its data.
 */
import { SparklesIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";

import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "~/lib/constants";
import { LANGUAGE_ISO } from "~/lib/languages";
import { TRANSLATE_ALL_STREAM, type TranslateAllLine } from "~/schemas/admin/translate-all";

const t = ru.adminTranslationOverview.translateAll;

type Props = {
  /** The screen's `translate-all` resource (app/lib/permissions.ts). */
  action: string;
  defaultLanguage: TranslationLanguage;
  /** A model is configured: without one the hint says AI translation needs one. */
  aiAvailable: boolean;
};

type Run = { running: boolean; done: number; total: number | null; end?: Extract<TranslateAllLine, { end: unknown }>["end"] };

/** Reads the server's lines as they come, handing each to `onLine`. */
async function readLines(body: ReadableStream<Uint8Array>, onLine: (line: TranslateAllLine) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line) as TranslateAllLine);
  }
}

export function TranslateAllForm({ action, defaultLanguage, aiAvailable }: Props) {
  const id = useId();
  const [run, setRun] = useState<Run | null>(null);
  const revalidator = useRevalidator();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new URLSearchParams([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    setRun({ running: true, done: 0, total: null });
    let ended = false;
    try {
      const response = await fetch(action, { method: "POST", body, headers: { Accept: TRANSLATE_ALL_STREAM } });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      await readLines(response.body, (line) => {
        if ("end" in line) ended = true;
        setRun({ running: !("end" in line), done: line.done, total: line.total, end: "end" in line ? line.end : undefined });
      });
    } catch (error) {
      console.warn("Translating every item was cut off:", error);
    }
    if (!ended) setRun((last) => ({ running: false, done: last?.done ?? 0, total: last?.total ?? null, end: { kind: "error", title: ru.toast.errorTitle, description: t.lost } }));
    // The drafts are stored: the screen shows them.
    await revalidator.revalidate();
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-language`} className="text-sm font-medium">
            {t.language}
          </label>
          <NativeSelect id={`${id}-language`} name="language" defaultValue={defaultLanguage} className="w-40" disabled={run?.running}>
            {TRANSLATION_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={LANGUAGE_ISO[language]}>
                {ru.adminTranslations.languages[language]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={run?.running} aria-describedby={`${id}-hint`}>
          <SparklesIcon aria-hidden="true" />
          {run?.running ? t.busy : t.button}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
        {aiAvailable ? t.hint : ru.adminTranslations.ai.needsModel}
      </p>
      {/* Always there, so screen readers hear what appears in it; empty, it takes back the gap. */}
      <div role="status" data-testid="translate-all-status" className="text-sm empty:-mt-3">
        {run?.end ? (
          <>
            <p className={run.end.kind === "error" ? "font-medium text-red-700 dark:text-red-300" : "font-medium text-emerald-800 dark:text-emerald-200"}>
              {run.end.title}
            </p>
            {run.end.description ? <p className="text-slate-700 dark:text-slate-300">{run.end.description}</p> : null}
          </>
        ) : run?.running && run.total !== null ? (
          <p className="font-medium text-indigo-900 dark:text-indigo-100">{t.progress(run.done, run.total)}</p>
        ) : null}
      </div>
    </form>
  );
}
