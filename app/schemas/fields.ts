/**
 * The field rules every schema shares, admin and public alike (docs/decisions/0024-admin-kit.md):
 * texts trimmed, bounded and free of characters nobody types; links that lead only where a link may;
 * e-mail addresses, phones and numbers. No schema writes these rules itself.
 *
 * Messages are parameters: the public forms have wording of their own, and a public page must not
 * ship the admin panel's strings. `admin` is read only inside the admin shortcuts, so a page
 * that imports only the general builders leaves it out of its bundle.
 */
import { z } from "zod";

import { common } from "~/i18n/ru/common";
import { admin } from "~/i18n/ru/admin";
import { isSafeLink, type LinkTarget } from "~/lib/safe-link";

import { EMAIL_MAX, PHONE_MAX } from "./form-limits";
import { phoneProblem } from "./phone";
import { hasForbiddenCharacters } from "./text-safety";
import type { LeadTexts } from "./visitor-texts";

export type TextMessages = {
  tooLong: string;
  invalidCharacters: string;
  /** For a value that is no text at all (conform sends a blank field as undefined); zod's own when omitted. */
  missing?: string;
  /** Makes the field required: blank, once trimmed, is refused with this. */
  required?: string;
};

export type TextOptions = {
  /** Tab and line breaks are allowed. */
  multiline?: boolean;
  /** A value over the limit gets that one message and no other. */
  stopIfTooLong?: boolean;
  /** Stored lower-cased (addresses that must compare as one). */
  lowerCase?: boolean;
  /** Taken as typed, spaces around it included (passwords). */
  untrimmed?: boolean;
  /** A shortest length for a filled value, checked after `required`. */
  minLength?: { length: number; message: string };
};

/** Any text: trimmed, at most `max` characters, no control or invisible characters (line breaks only when multiline). */
export function text(max: number, messages: TextMessages, options: TextOptions = {}) {
  let schema = z.string(messages.missing === undefined ? undefined : { error: messages.missing });
  if (!options.untrimmed) schema = schema.trim();
  if (options.lowerCase) schema = schema.toLowerCase();
  // A blank value that also has a shortest length is told it is required, not that it is too short.
  if (messages.required !== undefined) schema = schema.min(1, { error: messages.required, abort: options.minLength !== undefined });
  if (options.minLength) schema = schema.min(options.minLength.length, { error: options.minLength.message });
  return schema
    .max(max, { error: messages.tooLong, abort: options.stopIfTooLong })
    .refine((v) => !hasForbiddenCharacters(v, { multiline: options.multiline }), { error: messages.invalidCharacters });
}

/**
 * A text whose own rules depend on another field of the form (a translation's size and lines are
 * those of the field it translates): trimmed, blank when missing, and only capped here; the schema
 * judges it with `textProblem` once it knows the rules.
 */
export function laterJudgedText(cap: number) {
  return z
    .string()
    .max(cap)
    .optional()
    .transform((v) => (v ?? "").trim());
}

/** What `text` would refuse in a value, judged by rules known only once the form is read; null when nothing. */
export function textProblem(value: string, rules: { max: number; multiline?: boolean }): "tooLong" | "lineBreaks" | "invalidCharacters" | null {
  if (value.length > rules.max) return "tooLong";
  if (!rules.multiline && /[\r\n]/.test(value)) return "lineBreaks";
  if (hasForbiddenCharacters(value, { multiline: rules.multiline })) return "invalidCharacters";
  return null;
}

/** A field that may be left blank: missing or blank is `blank` (null for a column, undefined, or ""). */
export function blankAs<B extends string | null | undefined>(schema: z.ZodType<string, string>, blank: B) {
  return schema.optional().transform((v): string | B => v || blank);
}

/** The messages of an admin text of at most `max` characters. */
function adminMessages(max: number): TextMessages {
  return { tooLong: admin.fields.tooLong(max), invalidCharacters: admin.fields.invalidCharacters };
}

/** An admin text that may be blank (kept as ''). */
export function boundedText(max: number, options: TextOptions = {}) {
  return text(max, adminMessages(max), options);
}

/** An admin text that must be filled: 'Заполните это поле' when blank, unless the screen words it itself. */
export function requiredText(max: number, options: TextOptions & { required?: string } = {}) {
  const required = options.required ?? admin.fields.required;
  return text(max, { ...adminMessages(max), missing: required, required }, options);
}

/** An optional admin text: blank is null. */
export function optionalText(max: number, options: TextOptions = {}) {
  return blankAs(boundedText(max, options), null);
}

/** 'AI, поддержка , ,кейсы' → ['AI', 'поддержка', 'кейсы']: split at commas, trimmed, blanks and repeats dropped. */
export function splitCommaList(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** A list typed as 'AI, поддержка, кейсы', judged as a whole: its errors are the field's. */
export function commaList({ itemMax, itemsMax, itemTooLong }: { itemMax: number; itemsMax: number; itemTooLong: string }) {
  return text(1000, adminMessages(1000), { untrimmed: true })
    .optional()
    .transform((value, ctx) => {
      const list = splitCommaList(value);
      if (list.some((item) => item.length > itemMax)) ctx.addIssue({ code: "custom", message: itemTooLong });
      if (list.length > itemsMax) ctx.addIssue({ code: "custom", message: admin.fields.tooManyItems(itemsMax) });
      return list;
    });
}

/** A list typed as 'Python, LLM', judged item by item: each item is an admin text of at most `itemMax` characters. */
export function commaListItems({ itemMax, itemsMax, tooMany }: { itemMax: number; itemsMax: number; tooMany: string }) {
  return z
    .string()
    .optional()
    .transform(splitCommaList)
    .pipe(z.array(boundedText(itemMax)).max(itemsMax, { error: tooMany }));
}

export const LINK_MAX = 2000;

/**
 * What a link field may hold, on top of app/lib/safe-link.ts's characters: `external` and `site` as
 * there; `path` a path on this site or an http(s) address (a file a page shows in `src`, normally an
 * upload's /media/{id}/…, or the page a lead came from; no anchors, mail or phone links); `web` a
 * page on another site, which a new tab opens.
 */
export type LinkKind = LinkTarget | "path" | "web";

const LINK_RULES: Record<LinkKind, (value: string) => boolean> = {
  external: (v) => isSafeLink(v, "external"),
  site: (v) => isSafeLink(v, "site"),
  path: (v) => isSafeLink(v, "site") && /^(https?:\/\/|\/)/i.test(v),
  web: (v) => /^https?:\/\//i.test(v) && isSafeLink(v, "external") && URL.canParse(v),
};

type LinkMessages = { invalid?: string; tooLong?: string };

/** A link field: trimmed, at most LINK_MAX characters, blank ('') or a link of its kind. */
export function link(kind: LinkKind, messages: LinkMessages = {}, options: Pick<TextOptions, "stopIfTooLong"> = {}) {
  const invalid = messages.invalid ?? (kind === "external" ? common.links.invalid : common.links.invalidOrSitePath);
  return z
    .string()
    .trim()
    .max(LINK_MAX, { error: messages.tooLong ?? common.links.tooLong(LINK_MAX), abort: options.stopIfTooLong })
    .refine((v) => v === "" || LINK_RULES[kind](v), { error: invalid });
}

/** A file a page shows (an image, a video), with the screen's own message; blank is null. */
export function mediaUrl(invalid: string) {
  return blankAs(link("path", { invalid }), null);
}

/** 'example.kz/about' is what staff often type: read as https://example.kz/about. */
function withScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d/.test(value) ? value : `https://${value}`;
}

type FetchedUrlMessages = { invalid: string; missing?: string; required?: string; tooLong?: string };

/**
 * An address the server will fetch, at most LINK_MAX characters. Where it may lead is
 * app/server/safe-fetch.server.ts's check, made on the address actually connected to. `guessScheme`
 * reads a bare 'example.kz' as https; otherwise only http(s) addresses are taken.
 */
export function fetchedUrl(messages: FetchedUrlMessages, options: { guessScheme?: boolean } = {}) {
  const { invalid, missing, required, tooLong = invalid } = messages;
  const trimmed = z.string(missing === undefined ? undefined : { error: missing }).trim();
  const bounded = (required === undefined ? trimmed : trimmed.min(1, required)).max(LINK_MAX, tooLong);
  if (options.guessScheme) return bounded.transform(withScheme).refine((v) => URL.canParse(v), { error: invalid });
  return bounded.refine((v) => URL.canParse(v) && ["http:", "https:"].includes(new URL(v).protocol), { error: invalid });
}

type EmailMessages = { invalid: string; missing?: string; required?: string; invalidCharacters?: string };

/** An e-mail address: trimmed, at most EMAIL_MAX characters, in zod's e-mail format. */
export function email(messages: EmailMessages, options: Pick<TextOptions, "lowerCase"> = {}) {
  const { invalid, invalidCharacters = invalid, ...rest } = messages;
  return text(EMAIL_MAX, { ...rest, tooLong: invalid, invalidCharacters }, { ...options, stopIfTooLong: true }).pipe(
    z.email({ error: invalid }),
  );
}

/**
 * A phone that may be left blank (which is `blank`): a leading '+' and at least ten digits, the
 * rule the lead dialog states (in `rules`' language), since WhatsApp and tel: links are made from
 * its digits.
 */
export function phone<B extends string | undefined>(messages: TextMessages, rules: LeadTexts, blank: B, options: TextOptions = {}) {
  const checked = text(PHONE_MAX, messages, options).superRefine((value, ctx) => {
    const problem = value ? phoneProblem(value, rules) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
  return blankAs(checked, blank);
}

/**
 * A text of a fixed shape (a token, an id, a colour): trimmed and matched against `pattern`, or
 * checked by it when it is a function (then the form gets no `pattern` attribute). `strip` is what
 * may be typed before the shape and is dropped ('@' before a Telegram username).
 */
export function patterned(
  pattern: RegExp | ((value: string) => boolean),
  message?: string,
  options: { missing?: string; max?: number; strip?: RegExp } = {},
) {
  const { missing, max, strip } = options;
  const trimmed = z.string(missing === undefined ? undefined : { error: missing }).trim();
  const bounded = max === undefined ? trimmed : trimmed.max(max);
  if (typeof pattern === "function") return bounded.refine(pattern, { error: message });
  if (!strip) return bounded.regex(pattern, message);
  return bounded.transform((v) => v.replace(strip, "")).pipe(z.string().regex(pattern, message));
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The address name of a page ('ai-v-biznese'): lower-cased, latin letters and digits joined by single
 * hyphens; blank is null (the server then makes one from the title). Checked by a refinement, not
 * a `pattern` attribute, which the browser would apply before the lower-casing.
 */
export function slug(max: number, messages: { tooLong: string; invalid: string }) {
  return blankAs(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(max, messages.tooLong)
      .refine((v) => v === "" || SLUG_PATTERN.test(v), { error: messages.invalid }),
    null,
  );
}

/** A search box's text: trimmed, at most `max` characters. */
export function searchText(max: number) {
  return z.string().trim().max(max);
}

/** A search box's text read from the address, cut to `max` characters rather than refused. */
export function searchParam(value: string | null, max: number): string {
  return (value ?? "").trim().slice(0, max);
}

/** What `parse` answers, through its `fail`, for a text that breaks its rule. */
type FieldProblem = { problem: string };

const fail = (message: string): FieldProblem => ({ problem: message });

/**
 * A text that stands for a value (a date, a sum): trimmed, blank is null, anything else is what
 * `parse` makes of it, or the message it fails with.
 */
export function parsedText<T>(
  parse: (text: string, failWith: typeof fail) => T | FieldProblem,
  options: { missing?: string; max?: number; tooLong?: string } = {},
) {
  const schema = z.string(options.missing === undefined ? undefined : { error: options.missing }).trim();
  return (options.max === undefined ? schema : schema.max(options.max, options.tooLong))
    .optional()
    .transform((text, ctx): T | null => {
      if (!text) return null;
      const parsed = parse(text, fail);
      if (typeof parsed === "object" && parsed !== null && "problem" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    });
}

type TypedNumberRule = {
  /** What staff type around the digits and the number means without: spaces, '%', '₸'. */
  ignore: RegExp;
  /** The shape the rest must have; without it anything JavaScript reads as a number goes. */
  pattern?: RegExp;
  min?: number;
  max?: number;
  invalid: string;
  outOfRange?: string;
  /** Longest text taken, refused with `invalid`. */
  maxLength?: number;
};

/** A number typed into a text box ('500 000 ₸', '-12,5 %'): a decimal comma is a point; blank is null. */
export function typedNumber({ ignore, pattern, min = -Number.MAX_VALUE, max = Number.MAX_VALUE, invalid, outOfRange = invalid, maxLength }: TypedNumberRule) {
  return parsedText(
    (typed, failWith) => {
      const text = typed.replace(ignore, "").replace(",", ".");
      if (text === "") return null;
      const value = pattern && !pattern.test(text) ? Number.NaN : Number(text);
      if (Number.isNaN(value)) return failWith(invalid);
      if (value < min || value > max) return failWith(outOfRange);
      return value;
    },
    { max: maxLength, tooLong: invalid },
  );
}

type NumberRule = { min: number; max?: number; message?: string };

/** A whole number within [min, max]: one message for every way to miss. `coerce` reads a query string's text. */
export function integer({ min, max, message, coerce = false }: NumberRule & { coerce?: boolean }) {
  const error = message === undefined ? undefined : { error: message };
  const schema = (coerce ? z.coerce.number(error) : z.number(error)).int(message).min(min, message);
  return max === undefined ? schema : schema.max(max, message);
}

/** A number within [min, max]: one message for every way to miss. */
export function boundedNumber({ min, max, message }: NumberRule & { max: number }) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .min(min, message)
    .max(max, message);
}
