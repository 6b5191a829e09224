/**
 * A service's translatable fields (ADR 0073): its lists are translated as one text each, an item a
 * line. Free of the database, so the seed document that translates the seeded services can use it.
 */
import { sourcesOf, type Source } from "~/server/translation-sources.server";

type ServiceText = { id: string; features: readonly string[]; benefits: readonly string[] } & Record<string, unknown>;

/** The service's translatable fields with their Russian, its lists an item a line. */
export function serviceSources(row: ServiceText): Source[] {
  return sourcesOf("service", { ...row, features: row.features.join("\n"), benefits: row.benefits.join("\n") });
}

/** A translated list back into its items: one a line, blank lines dropped. */
export function listItems(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
