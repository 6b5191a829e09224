import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

// `any` as conform's own bound is: a schema's input type is not provably a Record<string, unknown>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldValues = Record<string, any>;

/** conform's own options, so a screen may still set or override any of them (an onSubmit, a second constraint). */
type AdminFormOptions<Fields extends FieldValues, Output> = Parameters<typeof useForm<Fields, Output>>[0];

/**
 * conform's `useForm` with what every admin form shares: the browser's constraints and the client's
 * check both come from the schema the action parses with, a first check on submit, then again as
 * the person types. `Fields` (the field names and their types) is the schema's input unless a form
 * validates against a union of intents and names the fields of one of them.
 */
export function useAdminForm<Schema extends z.ZodType<unknown, FieldValues>, Fields extends FieldValues = z.input<Schema>>(
  schema: Schema,
  // NoInfer: the fields come from the schema (or the explicit argument), never from a default value.
  options: AdminFormOptions<NoInfer<Fields>, z.output<Schema>>,
) {
  return useForm<Fields, z.output<Schema>>({
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    ...options,
  });
}

/** The fields of one intent of a screen's action schema, for a form that posts only that intent. */
export type IntentFields<Schema extends z.ZodType, Intent extends string> = Extract<z.input<Schema>, { intent: Intent }>;
