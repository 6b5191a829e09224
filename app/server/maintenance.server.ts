/**
 * Whether the site is closed for maintenance (the settings' advanced tab, ADR 0055). Every public
 * page asks, so the setting is read at most once per MAINTENANCE_CACHE_MS per server process; any
 * staff change heard of (on every server copy, ADR 0068) forgets it at once.
 */
import { subscribeContentChanges } from "~/server/content-changes.server";
import { readSiteSetting } from "~/server/settings.server";

export const MAINTENANCE_CACHE_MS = 5_000;

// The tests load the Hono server from source beside the built routes, which hold their own copy
// of this module: the cache lives on globalThis so that a save in one is seen by the other.
const CACHE = Symbol.for("ai-site.maintenance-mode");
type Cache = { value: Promise<boolean>; readAt: number };
const store = globalThis as typeof globalThis & { [CACHE]?: Cache };

export function isMaintenanceMode(now = Date.now()): Promise<boolean> {
  const cached = store[CACHE];
  if (cached && now - cached.readAt < MAINTENANCE_CACHE_MS) return cached.value;
  const value = readSiteSetting("maintenance_mode").catch((error: unknown) => {
    // The site stays open rather than closing itself because one read failed.
    console.error("The maintenance setting could not be read:", error);
    return false;
  });
  store[CACHE] = { value, readAt: now };
  return value;
}

/** After the setting was saved: the next request reads it again. */
export function forgetMaintenanceMode() {
  delete store[CACHE];
}

subscribeContentChanges(forgetMaintenanceMode);
