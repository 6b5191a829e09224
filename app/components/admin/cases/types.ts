import type { DefaultValue } from "@conform-to/react";
import type { z } from "zod";

import type { ImageAttributes } from "~/lib/media";

import type { caseSaveSchema } from "./schema";

/** What the create/edit form holds, as typed (conform's view of the schema's input). */
export type CaseFormValues = z.input<typeof caseSaveSchema>;
export type CaseFormOutput = z.output<typeof caseSaveSchema>;
/** What the form starts from: a case's values, or the defaults of a new one. */
export type CaseFormDefaults = DefaultValue<CaseFormValues>;

/** A case as its card in the admin grid shows it. */
export type AdminCaseCard = {
  id: string;
  title: string;
  client: string;
  industry: string;
  description: string;
  status: string;
  isFeatured: boolean;
  technologies: string[];
  duration: string | null;
  resultsCount: number;
  /** The cover (first image): its srcset when it is an upload, else its address; null: none. */
  cover: ImageAttributes | null;
};
