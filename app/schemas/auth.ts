import { z } from "zod";

import { auth } from "~/i18n/ru/auth";
import { PASSWORD_MIN_LENGTH } from "~/lib/constants";

import { email as emailField, text } from "./fields";

const t = auth.validation;

/** Form fields arrive as strings or not at all; a missing one counts as empty. */
const field = z.unknown().transform((v) => (typeof v === "string" ? v : ""));

const email = field.pipe(emailField({ invalid: t.emailInvalid }, { lowerCase: true }));

/** Sign-in: email (valid format) and password required. */
export const SignInSchema = z.object({
  email,
  password: field.pipe(z.string().min(1, { error: t.passwordRequired }).max(128, { error: t.passwordTooLong })),
});

/**
 * A password someone chooses (sign-up, password change): at least 6 characters. Whether
 * it is one of the most common passwords only the server knows (app/server/passwords.server.ts):
 * the list stays out of the browser bundle, and better-auth's hook refuses it on every path.
 */
export const newPassword = text(
  128,
  // conform submits an empty field as undefined: it gets the same "required" message.
  { missing: t.passwordRequired, required: t.passwordRequired, tooLong: t.passwordTooLong, invalidCharacters: t.passwordInvalidCharacters },
  { untrimmed: true, minLength: { length: PASSWORD_MIN_LENGTH, message: t.passwordTooShort } },
);

export const NAME_MAX_LENGTH = 100;

/** A person's display name (sign-up, the profile screen). */
export const displayName = text(NAME_MAX_LENGTH, {
  missing: t.nameRequired,
  required: t.nameRequired,
  tooLong: t.nameTooLong,
  invalidCharacters: t.nameInvalidCharacters,
});

/** Sign-up: display name, email and password required; password at least 6 characters. */
export const SignUpSchema = z.object({
  name: field.pipe(displayName),
  email,
  password: field.pipe(newPassword),
  invite: field.optional(),
});

/** Every field the /auth page's forms post, told apart by `intent`: what its action reads of a body. */
export const AuthFormSchema = z.object({ intent: z.string() }).and(z.union([SignInSchema, SignUpSchema]));

export type FieldErrors = Partial<Record<"name" | "email" | "password", string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if ((key === "name" || key === "email" || key === "password") && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
