/**
 * The intents every ordered, hideable list screen (services, advantages) shares besides its own
 * save form: delete, show or hide, move up or down (docs/decisions/0026-slugs-and-ordered-lists.md).
 */
import { z } from "zod";

const id = z.uuid();

const orderedListIntents = [
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("visibility"), id, visible: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ intent: z.literal("move"), id, direction: z.enum(["up", "down"]) }),
] as const;

/** A screen's whole action schema: its save form, then the shared intents. */
export function orderedListActionSchema<Save extends z.ZodObject<{ intent: z.ZodLiteral<"save"> }>>(save: Save) {
  return z.discriminatedUnion("intent", [save, ...orderedListIntents]);
}
