import { z } from "zod";

/**
 * The analytics settings of the environment (ADR 0058). Read here rather than in env.server.ts so
 * the feature's switches live with it; validated the same way, and a bad value stops whoever reads it.
 */
const AnalyticsEnvSchema = z.object({
  /** "off" leaves the counting middleware out (the bench compares both). */
  ANALYTICS_COUNTING: z.enum(["on", "off"], { error: "ANALYTICS_COUNTING must be on or off" }).default("on"),
  /** Raw page-view events are deleted after this many days; the daily roll-ups stay. */
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ error: "ANALYTICS_RETENTION_DAYS must be a number of days" })
    .int()
    .min(2, "ANALYTICS_RETENTION_DAYS must be at least 2")
    .max(3650)
    .default(90),
  /** How often the roll-up and expiry pass runs. */
  ANALYTICS_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(1000).default(10 * 60_000),
  /** An offline GeoIP database (.mmdb, e.g. GeoLite2-Country); unset: no country is recorded. */
  GEOIP_DB_PATH: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
});

export type AnalyticsEnv = z.infer<typeof AnalyticsEnvSchema>;

export function analyticsEnv(): AnalyticsEnv {
  const parsed = AnalyticsEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment settings:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  }
  return parsed.data;
}

/** The operator's hard off (`ANALYTICS_COUNTING=off`): nothing is counted, whatever staff's switch says. */
export function countingOffOnServer(): boolean {
  return analyticsEnv().ANALYTICS_COUNTING === "off";
}
