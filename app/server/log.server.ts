/**
 * The server's log (ADR 0061): in production one JSON object per line on standard output, written
 * by pino, each line carrying the id of the request (or background task) it belongs to. What a line
 * may say is scrubbed twice: fields by name (pino's `redact`), and the finished line by value, for
 * secrets and phone numbers that reach a message inside an error's text, which no field name catches.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";

import pino, { type DestinationStream, type Level, type LevelWithSilent } from "pino";

import type { Env } from "~/server/env.server";

type LogScope = { id: string };

// The server entry and the route bundle are one bundle in production (ADR 0040); tests that load
// app/server from source beside the built routes would otherwise hold two scopes and two loggers.
const STATE = Symbol.for("ai-site.log");
type LogState = {
  scope: AsyncLocalStorage<LogScope>;
  secrets: string[];
  logger: pino.Logger;
  requestLogger: pino.Logger;
  countLine?: (level: string) => void;
};
type GlobalWithLog = typeof globalThis & { [STATE]?: LogState };

/** Runs `work` with every line it logs (and every line of what it starts) carrying `id`. */
export function inLogScope<T>(id: string, work: () => T): T {
  return state().scope.run({ id }, work);
}

/** The id of the request or task being served, or undefined outside of one. */
export function currentLogId(): string | undefined {
  return state().scope.getStore()?.id;
}

/** Lines logged outside any request or named task (a library's timer, say) still carry an id. */
const NO_SCOPE = "process";

/** Field names whose values never reach a line, wherever they sit (pino's redact paths). */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "botToken",
  "bot_token",
  "apiKey",
  "secret",
  "authorization",
  "cookie",
  "phone",
];
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'headers["set-cookie"]',
  'headers["x-api-key"]',
  '*.headers["set-cookie"]',
  '*.headers["x-api-key"]',
];

const REDACTED = "[redacted]";

/**
 * Patterns a secret or a person's number has whatever module wrote it: a Telegram bot token (in a
 * Bot API address, `bot<id>:<35 characters>`), an Authorization header's credentials, a password in
 * a connection URL, and a phone number (10–15 digits, with or without separators). Timestamps are
 * ISO strings, so no field of pino's own is 10 bare digits long.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/(?<!\d)\d{5,}:[\w-]{30,}/g, REDACTED],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  [/(\b[a-z][\w+.-]*:\/\/[^\s:/@"]*:)[^\s@/"]+@/gi, `$1${REDACTED}@`],
  // Not inside a longer token: a UUID's last group can be twelve digits.
  [/(?<![\w+.-])\+?\d(?:[\s().-]{0,2}\d){9,14}(?![\w-])/g, "[phone]"],
];

/** A finished line with every known secret value and every secret-shaped text replaced. */
export function scrubLine(line: string, secrets: readonly string[] = state().secrets): string {
  let scrubbed = line;
  for (const secret of secrets) {
    // As it appears inside a JSON string.
    const escaped = JSON.stringify(secret).slice(1, -1);
    if (scrubbed.includes(escaped)) scrubbed = scrubbed.split(escaped).join(REDACTED);
  }
  for (const [pattern, replacement] of SECRET_PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** A serialized error: pino's fields (type, message, stack) and whatever the error carried. */
type ErrorFields = Record<string, unknown>;

/**
 * pino's error serializer, less what a database error carries about the row it failed on: Drizzle
 * puts the query's parameters (a lead's name and phone) in its message and a `params` field,
 * postgres.js keeps them in `parameters`, and PostgreSQL's `detail` repeats a conflicting key's value.
 */
export function serializeError(error: unknown): unknown {
  const withoutParams = (text: unknown) => (typeof text === "string" ? text.replace(/\nparams: .*/g, `\nparams: ${REDACTED}`) : text);
  const clean = (serialized: ErrorFields): ErrorFields => {
    const { params: _params, parameters: _parameters, args: _args, ...rest } = serialized;
    const result: ErrorFields = { ...rest, message: withoutParams(rest.message), stack: withoutParams(rest.stack) };
    if (typeof rest.detail === "string") result.detail = rest.detail.replace(/=\(.*\)/g, `=(${REDACTED})`);
    if (rest.cause && typeof rest.cause === "object") result.cause = clean(rest.cause as ErrorFields);
    return result;
  };
  // A thrown string or other value is logged as it is (and scrubbed with the line).
  if (!(error instanceof Error)) return error;
  return clean(pino.stdSerializers.errWithCause(error) as ErrorFields);
}

const CONSOLE_OF: Record<Level, "debug" | "info" | "warn" | "error"> = {
  trace: "debug",
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "error",
};

/**
 * Outside production the lines go through the console as plain text: readable in a terminal, and a
 * test still fails on a logged error (tests/setup/vitest-setup.ts).
 */
function consoleDestination(): DestinationStream {
  return {
    write(line: string) {
      const { level, msg, err } = JSON.parse(line) as { level: Level; msg?: string; err?: { stack?: string } };
      console[CONSOLE_OF[level] ?? "info"](...[msg ?? "", ...(err?.stack ? [err.stack] : [])]);
    },
  };
}

/**
 * `fieldRules`: the field-name redaction and the error serializer. The request log leaves them out:
 * its lines hold five fields of its own making and no error, and pino's redaction of 26 paths was a
 * sixth of what answering a page from memory cost. Its lines are scrubbed by value like every other.
 */
function createLogger(scope: AsyncLocalStorage<LogScope>, fieldRules: boolean): pino.Logger {
  const production = process.env.NODE_ENV === "production";
  return pino(
    {
      level: "info",
      // Every line names what it belongs to; pid and hostname say which copy of the server wrote it.
      mixin: () => ({ reqId: scope.getStore()?.id ?? NO_SCOPE }),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      ...(fieldRules ? { redact: { paths: REDACT_PATHS, censor: REDACTED }, serializers: { err: serializeError } } : {}),
      hooks: {
        streamWrite: (line) => scrubLine(line),
        logMethod(args, method, level) {
          state().countLine?.(this.levels.labels[level] ?? String(level));
          method.apply(this, args);
        },
      },
    },
    production ? pino.destination({ dest: 1, sync: true }) : consoleDestination(),
  );
}

function state(): LogState {
  const store = globalThis as GlobalWithLog;
  if (!store[STATE]) {
    const scope = new AsyncLocalStorage<LogScope>();
    store[STATE] = { scope, secrets: [], logger: createLogger(scope, true), requestLogger: createLogger(scope, false) };
  }
  return store[STATE];
}

/** The process-wide logger. */
export function log(): pino.Logger {
  return state().logger;
}

/** The one line per answered request (server/request-log.ts): method, path, route, status and time, nothing else. */
export function requestLog(): pino.Logger {
  return state().requestLogger;
}

/** Called for every line written, by level: the metrics count warnings and errors (metrics.server.ts). */
export function onLogLine(count: (level: string) => void) {
  state().countLine = count;
}

/** The values of the settings that are secrets, and the passwords inside connection URLs. */
function secretsOf(env: Env): string[] {
  const passwordOf = (url: string | undefined) => {
    if (!url) return undefined;
    try {
      return decodeURIComponent(new URL(url).password) || undefined;
    } catch {
      return undefined;
    }
  };
  const values = [
    env.OPENAI_API_KEY,
    env.BETTER_AUTH_SECRET,
    env.ADMIN_PASSWORD,
    env.S3_SECRET_ACCESS_KEY,
    env.METRICS_TOKEN,
    passwordOf(env.DATABASE_URL),
    passwordOf(env.SMTP_URL),
  ];
  // A value this short would blank out ordinary words; the settings' own rules keep real ones longer.
  return values.filter((value): value is string => typeof value === "string" && value.length >= 6);
}

/**
 * The server's start: the level from LOG_LEVEL, the secrets to scrub from the settings, and in
 * production every console call (the route modules', the libraries') routed through the logger, so
 * that standard output holds nothing but JSON lines.
 */
export function configureLogging(env: Env) {
  const { logger, requestLogger, secrets } = state();
  logger.level = env.LOG_LEVEL satisfies LevelWithSilent;
  requestLogger.level = env.LOG_LEVEL;
  secrets.splice(0, secrets.length, ...secretsOf(env));
  if (env.NODE_ENV === "production") routeConsoleToLogger(logger);
}

function routeConsoleToLogger(logger: pino.Logger) {
  const write =
    (level: Level) =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const message = rest.length > 0 ? format(...rest) : (error?.message ?? "");
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  console.log = write("info");
  console.info = write("info");
  console.warn = write("warn");
  console.error = write("error");
  console.debug = write("debug");
  // Node's own warnings (deprecations, experimental features) would go to standard error as text.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => logger.warn({ err: warning }, warning.message));
}
