/**
 * Characters nobody types into a form: C0 control characters and DEL (a multi-line field keeps tab,
 * line feed and carriage return), Unicode line breaks in a single-line field, and unpaired UTF-16
 * surrogates. PostgreSQL refuses NUL outright, and the rest forge lines in Telegram messages or
 * corrupt CSV exports, so such input is refused with a message instead of being stored.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  const forbidden = options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return forbidden.test(value) || LONE_SURROGATE.test(value);
}
