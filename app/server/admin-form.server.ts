/**
 * The action half of the admin kit (docs/decisions/0024-admin-kit.md): every admin form is parsed
 * with the screen's one zod schema, the same one its component validates with in the browser.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { $ZodType } from "zod/v4/core";

import type { FormReply } from "~/schemas/admin/form-reply";
import { readSubmission } from "~/server/request-body.server";

/**
 * The submission of the request's form, parsed with the screen's schema: a body that is not a form,
 * or whose field names are over the bounds every form holds them to, is refused with 400 first, and
 * only the fields the schema declares reach the parser (request-body.server.ts).
 */
export async function parseAdminForm<Schema extends $ZodType>(request: Request, schema: Schema) {
  return readSubmission(request, schema);
}

/**
 * 400 with the field errors in Russian; the form shows them beside its fields and keeps every value
 * the staff member typed, with or without JavaScript. `formError` adds a message for the whole form.
 */
export function invalidForm(
  submission: {
    reply: (options?: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
      hideFields?: string[];
    }) => SubmissionResult<string[]>;
  },
  options: { formError?: string; fieldErrors?: Record<string, string[]>; status?: number; hideFields?: string[] } = {},
) {
  const result = submission.reply({
    formErrors: options.formError ? [options.formError] : undefined,
    fieldErrors: options.fieldErrors,
    // Passwords are never sent back in the answer, even to the person who typed them.
    hideFields: options.hideFields,
  });
  return data<FormReply>({ result }, { status: options.status ?? 400 });
}
