/** 'Перевести все с помощью AI' of a content screen (ADR 0076): the language its items are drafted in. */
import { z } from "zod";

import { TRANSLATION_LANGUAGES } from "~/lib/constants";

export const translateAllSchema = z.object({ language: z.enum(TRANSLATION_LANGUAGES) });

/** The media type a browser with JavaScript asks for: one JSON line per translated item. */
export const TRANSLATE_ALL_STREAM = "application/x-ndjson";

/** One line of the stream: the progress, and at the end the outcome as the toast would say it. */
export type TranslateAllLine =
  | { done: number; total: number }
  | { done: number; total: number; end: { kind: "success" | "info" | "error"; title: string; description?: string } };
