/**
 * Reading a request's body in an action. The platform's `formData()` and `json()` throw on a body
 * that is not what they expect (another content type, a broken multipart boundary, invalid JSON),
 * which would reach the visitor as a 500; these answer 415 or 400 with a Russian message instead.
 * The body's size is capped before any action runs (server/app.ts).
 */
import { data } from "react-router";

import * as ru from "~/i18n/ru";

const t = ru.leads.guard;

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;
const JSON_TYPE = /^application\/(.+\+)?json\s*(;|$)/i;

function refuse(status: 400 | 415, message: string): never {
  throw data({ error: message, message }, { status });
}

export function isJsonRequest(request: Request): boolean {
  return JSON_TYPE.test(request.headers.get("content-type") ?? "");
}

export async function readFormData(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) refuse(415, t.badForm);
  try {
    return await request.formData();
  } catch {
    return refuse(400, t.badForm);
  }
}

/** The fields of a form as strings; a file where text was expected counts as a missing field. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await readFormData(request)) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonRequest(request)) refuse(415, t.badJson);
  try {
    return await request.json();
  } catch {
    return refuse(400, t.badJson);
  }
}
