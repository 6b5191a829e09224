/**
 * The dashboard's "Состояние сайта" block: facts the server can check now, each one something staff
 * can put right, instead of static sample scores (sample data never stands in for a feature). A
 * check is shown only to a role that may open the screen that fixes it.
 */
import { and, count, eq } from "drizzle-orm";

import { cases, heroContent, services } from "~/db/schema";
import { ADMIN_SCREENS, type ScreenId } from "~/lib/permissions";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { countWaitingFailures } from "~/server/outbox-admin.server";
import { userCan } from "~/server/permissions.server";
import type { SessionUser } from "~/server/session-user.server";
import { readActiveTelegramSettings } from "~/server/telegram.server";

export type HealthCheckId =
  | "hero"
  | "services"
  | "cases"
  | "telegram"
  | "notifications"
  | "webhookDeliveries"
  | "emailDeliveries"
  | "siteUrl"
  | "outboundAllowHosts";

export type HealthCheck = {
  id: HealthCheckId;
  ok: boolean;
  /** The screen that fixes it; null: the server's configuration. */
  fixAt: string | null;
};

/**
 * A check, the screen whose viewers see it, and how to tell; `fixAt` where the fix is not the
 * screen's own address (a settings tab).
 */
const CHECKS: { id: HealthCheckId; screen: ScreenId; fixable: boolean; fixAt?: string; run: () => Promise<boolean> }[] = [
  { id: "hero", screen: "hero", fixable: true, run: async () => (await countOf(heroContent, eq(heroContent.isActive, true))) > 0 },
  { id: "services", screen: "services", fixable: true, run: async () => (await countOf(services, eq(services.isVisible, true))) > 0 },
  { id: "cases", screen: "cases", fixable: true, run: async () => (await countOf(cases, eq(cases.status, "completed"))) > 0 },
  { id: "telegram", screen: "telegram", fixable: true, run: async () => (await readActiveTelegramSettings(await db())) !== null },
  // Deliveries the outbox gave up on that staff has neither retried nor dismissed, per log: a row
  // still being retried clears itself, so it is not counted (ADR 0057).
  { id: "notifications", screen: "telegram", fixable: true, run: async () => (await countWaitingFailures("telegram")) === 0 },
  {
    id: "webhookDeliveries",
    screen: "settings",
    fixable: true,
    fixAt: SETTINGS_TAB_PATHS.integrations,
    run: async () => (await countWaitingFailures("webhook")) === 0,
  },
  {
    id: "emailDeliveries",
    screen: "settings",
    fixable: true,
    fixAt: SETTINGS_TAB_PATHS.notifications,
    run: async () => (await countWaitingFailures("email")) === 0,
  },
  {
    id: "siteUrl",
    screen: "users",
    fixable: false,
    // The sitemap, canonical links and e-mailed links are built from it.
    run: async () => {
      const url = new URL(getEnv().SITE_URL);
      return url.protocol === "https:" && url.hostname !== "localhost";
    },
  },
  {
    id: "outboundAllowHosts",
    screen: "users",
    fixable: false,
    // A development and test setting that opens private addresses to the server's own requests (ADR 0036).
    run: async () => getEnv().OUTBOUND_ALLOW_HOSTS.length === 0,
  },
];

async function countOf(table: typeof heroContent | typeof services | typeof cases, where: ReturnType<typeof and>) {
  const [row] = await (await db()).select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export async function checkSiteHealth(user: SessionUser): Promise<HealthCheck[]> {
  const visible = CHECKS.filter((check) => userCan(user, ADMIN_SCREENS[check.screen].view));
  return Promise.all(
    visible.map(async (check) => ({
      id: check.id,
      ok: await check.run(),
      fixAt: check.fixable ? (check.fixAt ?? ADMIN_SCREENS[check.screen].path) : null,
    })),
  );
}
