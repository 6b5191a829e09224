/**
 * The staff switch for counting page views (the settings' advanced tab, ADR 0058 addendum
 * 2026-11-29). Every public page served asks, the page cache's hits included, which are answered
 * before anything could await a read: so each server copy holds the last value it read and answers
 * from it at once. It reads again when staff change anything (every copy hears it, ADR 0068), and
 * at least every COUNTING_SWITCH_CHECK_MS in case a copy missed that.
 *
 * `ANALYTICS_COUNTING=off` in the environment (app/server/analytics-config.server.ts) stays the
 * operator's hard off: the counter is not even built then.
 */
import { subscribeContentChanges } from "~/server/content-changes.server";
import { readSiteSetting } from "~/server/settings.server";
import { SITE_SETTINGS } from "~/schemas/site-settings";

export const COUNTING_SWITCH_CHECK_MS = 5_000;

// The tests load the Hono server from source beside the built routes, which hold their own copy of
// this module: the value lives on globalThis so that a save in one is seen by the other. Reads are
// numbered, and a read's answer is kept only if nothing newer was (a read begun before a save can
// end after it).
const KEY = Symbol.for("ai-site.counting-switch");
type Switch = { on: boolean; checkedAt: number; begun: number; kept: number };
const store = globalThis as typeof globalThis & { [KEY]?: Switch };

function state(): Switch {
  store[KEY] ??= { on: SITE_SETTINGS.analytics_counting.default, checkedAt: 0, begun: 0, kept: 0 };
  return store[KEY];
}

/** Reads the setting now; the value in hand stays as it was if the read fails. */
export async function refreshCountingSwitch(): Promise<void> {
  const current = state();
  const number = ++current.begun;
  current.checkedAt = Date.now();
  try {
    const on = await readSiteSetting("analytics_counting");
    if (number > current.kept) {
      current.kept = number;
      current.on = on;
    }
  } catch (error) {
    console.error("The page-view counting setting could not be read:", error);
  }
}

/** Whether page views are counted: the value in hand, read again in the background once it is old. */
export function isCountingOn(now = Date.now()): boolean {
  const current = state();
  if (now - current.checkedAt >= COUNTING_SWITCH_CHECK_MS) void refreshCountingSwitch();
  return current.on;
}

/** After a staff save on this copy: the next page served follows it without waiting for a read. */
export function rememberCountingSwitch(on: boolean): void {
  const current = state();
  current.kept = ++current.begun;
  current.on = on;
  current.checkedAt = Date.now();
}

subscribeContentChanges(() => void refreshCountingSwitch());
