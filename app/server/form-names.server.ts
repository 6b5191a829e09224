/**
 * Which field names a form body may carry (issue 21 point 1). conform reads a name such as
 * `results[0].metricName` as a path and builds nested objects from it with recursive walks: a name
 * thousands of levels deep overflowed the stack (a 500), and thousands of names cost time for
 * nothing. So every name is held to fixed bounds before anything parses it, and a form's parser is
 * given only the names its own zod schema declares.
 */
import type { $ZodType, $ZodTypes } from "zod/v4/core";

/** The longest name a form of ours renders is under 40 characters (`company_partners[49].logo`). */
export const FIELD_NAME_MAX_LENGTH = 200;
/** Segments of a path; the deepest our forms render have three (`company_timeline[0].title`). */
export const FIELD_PATH_MAX_DEPTH = 6;
/**
 * Fields in one body, and one more than the highest row index a name may carry; the largest form
 * (the partners list, 50 rows) sends a few hundred.
 */
export const FORM_FIELDS_MAX = 1000;
/** A list button's serialized intent; ours are under 200 characters. */
const INTENT_MAX_LENGTH = 2000;

/** A name read as conform reads it: `results[0].metricName` is `["results", 0, "metricName"]`. */
export type FieldPath = readonly (string | number)[];

/** Length, depth and row indexes within the bounds, checked without parsing the name. */
export function isBoundedName(name: string): boolean {
  if (name.length > FIELD_NAME_MAX_LENGTH) return false;
  let depth = 1;
  for (const character of name) if (character === "." || character === "[") depth += 1;
  if (depth > FIELD_PATH_MAX_DEPTH) return false;
  for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) >= FORM_FIELDS_MAX) return false;
  return true;
}

const FIRST_KEY = /^[^.[\]]+/;

/**
 * The path of a name in the syntax our forms render (`key`, `.key`, `[index]`), or null for any
 * other spelling (`a..b`, `list[]`, `[0]`), which no schema declares.
 */
export function fieldPath(name: string): FieldPath | null {
  const first = FIRST_KEY.exec(name);
  if (!first) return null;
  const path: (string | number)[] = [first[0]];
  const segment = /\.([^.[\]]+)|\[(\d+)\]/y;
  segment.lastIndex = first[0].length;
  while (segment.lastIndex < name.length) {
    const match = segment.exec(name);
    if (!match) return null;
    path.push(match[1] ?? Number(match[2]));
  }
  return path;
}

/**
 * Whether the schema has a field at the path: an object's own keys, an array's rows, every branch
 * of a union, both sides of a pipe. A name that stops at an object or a list is declared too (a
 * list's values may come as one repeated name). Types no form of ours uses for nested fields
 * (records, tuples, maps) declare nothing below themselves.
 */
export function declaresField(schema: $ZodType, path: FieldPath, at = 0): boolean {
  if (at === path.length) return true;
  const segment = path[at];
  const def = (schema as $ZodTypes)._zod.def;
  switch (def.type) {
    case "object":
      // Own keys only: `constructor` or `__proto__` must not reach conform's path setter.
      return typeof segment === "string" && Object.hasOwn(def.shape, segment) && declaresField(def.shape[segment]!, path, at + 1);
    case "array":
      return typeof segment === "number" && declaresField(def.element, path, at + 1);
    case "union":
      return def.options.some((option) => declaresField(option, path, at));
    case "intersection":
      return declaresField(def.left, path, at) || declaresField(def.right, path, at);
    case "pipe":
      return declaresField(def.in, path, at) || declaresField(def.out, path, at);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return declaresField(def.innerType, path, at);
    case "lazy":
      return declaresField(def.getter(), path, at);
    default:
      return false;
  }
}

/** The intents conform's list buttons send without JavaScript: add, remove and move a row. */
const LIST_INTENTS = new Set(["insert", "remove", "reorder"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const isRowIndex = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) < FORM_FIELDS_MAX);

/** Whether an object or list nests no deeper than `levels`; stops as soon as it does. */
function nestsWithin(value: unknown, levels: number): boolean {
  if (!isRecord(value)) return true;
  return levels > 0 && Object.values(value).every((child) => nestsWithin(child, levels - 1));
}

/**
 * Whether conform's `__intent__` value is one of our list buttons, on a list the schema declares,
 * with a new row no deeper than a name may be. conform would otherwise set any path to any JSON
 * value it carries, as deep as it likes.
 */
export function isDeclaredListIntent(serialized: string, schema: $ZodType): boolean {
  if (serialized.length > INTENT_MAX_LENGTH) return false;
  let intent: unknown;
  try {
    intent = JSON.parse(serialized);
  } catch {
    return false;
  }
  if (!isRecord(intent) || typeof intent.type !== "string" || !LIST_INTENTS.has(intent.type) || !isRecord(intent.payload)) return false;
  const { name, index, from, to, defaultValue } = intent.payload;
  const path = typeof name === "string" && isBoundedName(name) ? fieldPath(name) : null;
  return (
    path !== null &&
    declaresField(schema, path) &&
    [index, from, to].every(isRowIndex) &&
    nestsWithin(defaultValue, FIELD_PATH_MAX_DEPTH)
  );
}
