import type { DefaultValue } from "@conform-to/react";
import { z } from "zod";

import { orderedListActionSchema } from "~/schemas/admin/ordered-list";
import { blankAs, boundedText, optionalText, requiredText } from "~/schemas/fields";

/**
 * The advantages editor's one schema (docs/decisions/0024-admin-kit.md), read by its form in the
 * browser and by its action on the server. Forms arrive through conform, which turns an empty field
 * into undefined before these rules run. Advantages have no business rules of their own: what is
 * checked here is what the table and the home page need and the limits every admin text has.
 */

/** The icon is an emoji shown at 1.5rem: a few code points (a flag, a skin tone, a ZWJ sequence). */
export const ICON_MAX_LENGTH = 16;
export const DEFAULT_ADVANTAGE_ICON = "✨";

const id = z.uuid();

/** The create/edit form: no id creates an advantage, an id updates that one. */
export const advantageSaveSchema = z
  .object({
    intent: z.literal("save"),
    id: id.optional(),
    title: requiredText(200),
    category: optionalText(100),
    description: optionalText(1000, { multiline: true }),
    icon: blankAs(boundedText(ICON_MAX_LENGTH), DEFAULT_ADVANTAGE_ICON),
    statValue: optionalText(30),
    statLabel: optionalText(100),
  });

/** Every change the advantages screen can ask for, told apart by `intent`. */
export const advantageActionSchema = orderedListActionSchema(advantageSaveSchema);

type AdvantageFields = Omit<z.output<typeof advantageSaveSchema>, "intent" | "id">;

/**
 * The columns the form's values stand for. The stat is stored only when both its value and its
 * label are filled. (Not a transform of the schema: conform reads the form's constraints from a
 * plain object.)
 */
export function advantageColumns({ statValue, statLabel, ...rest }: AdvantageFields) {
  const stat = statValue && statLabel ? { statValue, statLabel } : { statValue: null, statLabel: null };
  return { ...rest, ...stat };
}
export type AdvantageColumns = ReturnType<typeof advantageColumns>;

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
