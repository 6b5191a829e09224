import type { DefaultValue } from "@conform-to/react";
import type { z } from "zod";

import type { advantageSaveSchema } from "./schema";

/** What the create/edit form holds, as typed (conform's view of the schema's input). */
export type AdvantageFormValues = z.input<typeof advantageSaveSchema>;
export type AdvantageFormOutput = z.output<typeof advantageSaveSchema>;
/** What the form starts from: an advantage's values, or the defaults of a new one. */
export type AdvantageFormDefaults = DefaultValue<AdvantageFormValues>;

/** An advantage as its card in the admin shows it. */
export type AdvantageCardData = {
  id: string;
  title: string;
  category: string | null;
  description: string;
  icon: string;
  stat: { value: string; label: string } | null;
  isVisible: boolean;
};
