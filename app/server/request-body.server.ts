/**
 * Reading a request's body in an action. The platform's `formData()` and `json()` throw on a body
 * that is not what they expect (another content type, a broken multipart boundary, invalid JSON),
 * which would reach the visitor as a 500; these answer 415 or 400 with a Russian message instead.
 * The body's size is capped before any action runs (server/app.ts). Every form goes through
 * `declaredFields`: names over the bounds of form-names.server.ts are refused with 400, and only
 * the names the form's schema declares are passed on.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { $ZodType } from "zod/v4/core";

import * as ru from "~/i18n/ru";
import { declaresField, fieldPath, FORM_FIELDS_MAX, isBoundedName, isDeclaredListIntent } from "~/server/form-names.server";

const t = ru.leads.guard;

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;
const JSON_TYPE = /^application\/(.+\+)?json\s*(;|$)/i;
/** The name conform reserves for its list buttons' intent (@conform-to/dom's INTENT). */
const CONFORM_INTENT = "__intent__";

function refuse(status: 400 | 415, message: string): never {
  throw data({ error: message, message }, { status });
}

export function isJsonRequest(request: Request): boolean {
  return JSON_TYPE.test(request.headers.get("content-type") ?? "");
}

/**
 * The entries of the request's form that `schema` declares, once every name is within bounds.
 * `listIntents`: a conform form, whose list buttons (add, remove, move a row) are kept when they
 * name a declared list; any other intent is refused, since conform would act on it.
 */
async function declaredFields(request: Request, schema: $ZodType, options: { listIntents: boolean }): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) refuse(415, t.badForm);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, t.badForm);
  }
  const declared = new FormData();
  let fields = 0;
  let intentSeen = false;
  for (const [name, value] of form) {
    if (++fields > FORM_FIELDS_MAX) refuse(400, t.tooManyFields);
    if (!isBoundedName(name)) refuse(400, t.badFieldNames);
    if (name === CONFORM_INTENT) {
      if (!options.listIntents) continue;
      // conform reads the first intent only; a second one is never looked at.
      if (intentSeen) continue;
      if (typeof value !== "string" || !isDeclaredListIntent(value, schema)) refuse(400, t.badForm);
      intentSeen = true;
      declared.append(name, value);
      continue;
    }
    const path = fieldPath(name);
    if (path && declaresField(schema, path)) declared.append(name, value);
  }
  return declared;
}

/** The fields of the request's form that `schema` declares, files included. */
export async function readFormData(request: Request, schema: $ZodType): Promise<FormData> {
  return declaredFields(request, schema, { listIntents: false });
}

/**
 * The declared fields of a flat form as strings; a file where text was expected counts as a
 * missing field.
 */
export async function readFormFields(request: Request, schema: $ZodType): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await readFormData(request, schema)) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** A conform form's submission, parsed with the schema its component validates with in the browser. */
export async function readSubmission<Schema extends $ZodType>(request: Request, schema: Schema) {
  const formData = await declaredFields(request, schema, { listIntents: true });
  try {
    return parseWithZod(formData, { schema });
  } catch {
    // conform throws on a list button whose row does not fit the list it names: a bad form, not a 500.
    return refuse(400, t.badForm);
  }
}

export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonRequest(request)) refuse(415, t.badJson);
  try {
    return await request.json();
  } catch {
    return refuse(400, t.badJson);
  }
}
