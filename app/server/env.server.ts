import proxyaddr from "proxy-addr";
import { z } from "zod";

import { PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { isCommonPassword } from "~/server/passwords.server";

/** Public on purpose: signs development sessions only; production refuses it. */
export const DEV_AUTH_SECRET = "development-only-secret-do-not-use-in-production";

/**
 * Which peers may speak for the client in X-Forwarded-For/-Proto/-Host (server/forwarded.ts):
 * `hops` proxies counted from the server, or the proxies at these addresses/ranges (proxy-addr's
 * syntax, including its names loopback, linklocal and uniquelocal). `{ hops: 0 }` trusts no one.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? "").trim().toLowerCase();
    if (value === "" || value === "false") return { hops: 0 };
    // One reverse proxy in front, the usual deployment. Never Express's "trust every hop", which
    // would let a client choose its own address.
    if (value === "true") return { hops: 1 };
    if (/^\d+$/.test(value)) return { hops: Number(value) };
    const addresses = value.split(",").map((entry) => entry.trim()).filter(Boolean);
    try {
      proxyaddr.compile(addresses);
      return { addresses };
    } catch {
      ctx.addIssue({
        code: "custom",
        message:
          "TRUST_PROXY must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges such as 127.0.0.1,10.0.0.0/8 or loopback",
      });
      return z.NEVER;
    }
  });

const EnvSchema = z.object({
  // Unset means production: development behaviour (stack traces, the public development secret)
  // must be asked for.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int()
    .min(1, "PORT must be between 1 and 65535")
    .max(65535, "PORT must be between 1 and 65535")
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** PGlite only: every commit forced to the disk, so that a power cut loses no acknowledged write (ADR 0071). */
  PGLITE_DURABLE: z
    .enum(["true", "false", ""], { error: "PGLITE_DURABLE must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /** Uploaded files go to an S3-compatible bucket when all five are set, else to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ error: "S3_ENDPOINT must be a URL such as https://storage.example.kz" }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  SITE_URL: z.url({ error: "SITE_URL must be an absolute URL such as https://example.kz" }).default(
    "http://localhost:3000",
  ),
  TRUST_PROXY: trustProxySetting,
  TELEGRAM_API_URL: z.url({ error: "TELEGRAM_API_URL must be a URL" }).default("https://api.telegram.org"),
  /** The lead e-mails' HTTP providers (app/server/email-providers.server.ts); tests point them at local fakes. */
  SENDGRID_API_URL: z.url({ error: "SENDGRID_API_URL must be a URL" }).default("https://api.sendgrid.com"),
  MAILCHIMP_API_URL: z.url({ error: "MAILCHIMP_API_URL must be a URL" }).default("https://mandrillapp.com"),
  /**
   * Any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM). Neither set: the assistant
   * answers from the knowledge base alone (app/server/llm-client.server.ts).
   */
  OPENAI_BASE_URL: z.url({ error: "OPENAI_BASE_URL must be a URL such as https://api.openai.com/v1" }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** How long one model call may take before the assistant falls back to the knowledge base. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  /** Chat messages per visitor address per window (app/server/chat-limits.server.ts). */
  RATE_LIMIT_CHAT_POINTS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CHAT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Model calls per staff member per window: the assistant preview and drafting a case with AI. */
  RATE_LIMIT_STAFF_AI_POINTS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_STAFF_AI_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Development and tests only: host:port pairs the server may fetch although they resolve to a
   * private or loopback address (the SSRF filter of app/server/safe-fetch.server.ts). Comma-separated.
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((raw) => raw.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /**
   * Ports the website analysis and CRM webhooks may reach besides 80 and 443 (a CRM on 8443).
   * Comma-separated; OUTBOUND_ALLOW_HOSTS entries carry their own port.
   */
  OUTBOUND_ALLOW_PORTS: z
    .string()
    .default("")
    .transform((raw, ctx) => {
      const ports = raw.split(",").map((p) => p.trim()).filter(Boolean);
      if (ports.every((p) => /^\d{1,5}$/.test(p) && Number(p) >= 1 && Number(p) <= 65535)) return ports.map(Number);
      ctx.addIssue({ code: "custom", message: "OUTBOUND_ALLOW_PORTS must be a comma-separated list of ports from 1 to 65535, such as 8080,8443" });
      return z.NEVER;
    }),
  /** Development and tests only: CRM webhooks may be plain http (a receiver on this machine). */
  WEBHOOK_ALLOW_HTTP: z
    .enum(["true", "false", ""], { error: "WEBHOOK_ALLOW_HTTP must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  RATE_LIMIT_PUBLIC_POINTS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Unset outside production: a fixed development secret. See auth-config.server.ts for production. */
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "BETTER_AUTH_SECRET must be at least 32 characters (openssl rand -base64 32)")
    .optional(),
  ADMIN_EMAIL: z.email({ error: "ADMIN_EMAIL must be an email address" }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .refine((value) => !isCommonPassword(value), "ADMIN_PASSWORD is one of the most common passwords; choose another")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  SMTP_FROM: z.string().min(3).default("AI Solutions <no-reply@localhost>"),
  RATE_LIMIT_SIGNIN_POINTS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGNIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_ACCOUNT_POINTS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Wrong, revoked or expired API keys per client address per window (app/server/api-key-attempts.server.ts). */
  RATE_LIMIT_API_KEY_POINTS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_API_KEY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(5).default(120),
  SESSION_MAX_AGE_HOURS: z.coerce.number().int().min(1).default(12),
  /** The least severe log lines written (app/server/log.server.ts). */
  LOG_LEVEL: z
    .enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"], {
      error: "LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent",
    })
    .default("info"),
  /** Unset: /metrics answers 404. Set: Prometheus scrapes it with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters (openssl rand -hex 32)").optional(),
  /**
   * On SIGTERM: how long /readyz says "not ready" while the server still takes requests, so a load
   * balancer stops sending new ones first; then how long requests and chat streams may take to
   * finish before they are cut (docs/deployment.md).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(20_000),
}).superRefine((env, ctx) => {
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: "custom",
      path: ["ADMIN_PASSWORD"],
      message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    });
  }
  if (env.NODE_ENV === "production" && env.BETTER_AUTH_SECRET === DEV_AUTH_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["BETTER_AUTH_SECRET"],
      message: "BETTER_AUTH_SECRET is the public development value; set a secret of your own",
    });
  }
  const s3 = [env.S3_BUCKET, env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message:
        "S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or none, for DATA_DIR/uploads)",
    });
  }
});


export type Env = z.infer<typeof EnvSchema>;

/** What start-up warns about: settings meant for development and tests, set where they may not belong. */
export function developmentSettingWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.OUTBOUND_ALLOW_HOSTS.length > 0) {
    warnings.push(
      `Warning: OUTBOUND_ALLOW_HOSTS is set (${env.OUTBOUND_ALLOW_HOSTS.join(", ")}): the website analysis and CRM webhooks may reach these private addresses. It is meant for development and tests; leave it empty in production.`,
    );
  }
  if (env.WEBHOOK_ALLOW_HTTP) {
    warnings.push("Warning: WEBHOOK_ALLOW_HTTP is true: CRM webhooks may send leads over plain http. It is meant for development and tests.");
  }
  return warnings;
}

// The server entry and the route bundle each load their own copy of this module (see
// request-context.server.ts); one cache on globalThis lets resetEnvForTests reach both.
const CACHE = Symbol.for("ai-site.env-cache");
type GlobalWithEnv = typeof globalThis & { [CACHE]?: Env };
const store = globalThis as GlobalWithEnv;

/** Reads and validates the environment once; a bad value stops start-up with a readable list. */
export function getEnv(): Env {
  const cached = store[CACHE];
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment settings:\n${lines.join("\n")}`);
  }
  store[CACHE] = parsed.data;
  return parsed.data;
}

/** Tests change the environment between runs. */
export function resetEnvForTests() {
  store[CACHE] = undefined;
}
