/** The languages tab's site_settings keys: the translation glossary (ADR 0066, 0070). */
import { z } from "zod";

import { requiredText } from "~/schemas/fields";
import { f, setting } from "~/schemas/settings/define";

/** How many terms the glossary holds at most: it goes whole into every AI translation's prompt. */
export const GLOSSARY_MAX = 100;

/** A brand or product name and how it is written in Kazakh and in English. */
const term = z.object({ ru: requiredText(100), kz: requiredText(100), en: requiredText(100) }, { error: f.invalidList });

export type GlossaryTerm = z.output<typeof term>;

export const LANGUAGE_SETTINGS = {
  translation_glossary: setting({
    category: "languages",
    description: "Глоссарий перевода",
    schema: z.array(term, { error: f.invalidList }).max(GLOSSARY_MAX, { error: f.tooManyItems(GLOSSARY_MAX) }),
    default: [] as GlossaryTerm[],
  }),
};
