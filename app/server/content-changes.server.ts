/**
 * Content changes (ADR 0067): the one place that says "staff changed what visitors see", by tags.
 * The page cache (server/page-cache.ts) subscribes and drops the pages carrying any of the tags.
 *
 * API (kept small on purpose):
 * - `publishContentChange(tags)`: the change is committed; every subscriber of this process hears
 *   the tags now, and on PostgreSQL every other server copy hears them through the relay below.
 * - `subscribeContentChanges(fn)`: `fn(tags)` for every change published; returns the unsubscribe.
 * - `noteContentChange(tags)`: for code that may run inside a transaction (the audit log,
 *   app/server/audit.server.ts): inside a request's `collectContentChanges` scope the tags wait for
 *   the request's handler to finish, that is after its transaction committed, so a render that
 *   starts between the invalidation and the commit cannot cache the old content again. Outside a
 *   scope (a script, the seed) they are published at once.
 * - `collectContentChanges(run)`: runs a request's handler in such a scope and publishes what was
 *   noted when it settles; returns the handler's result and whether anything was noted (a change
 *   that no page shows, such as a lead's status, counts as noted with no tags).
 *
 * Tags are plain strings (app/server/page-cache-tags.server.ts names them): `site` (every page),
 * a kind (`cases`, `blog`…) or one item (`case:<id>`).
 *
 * State lives on `globalThis`: the server entry and the route bundle each load this module in
 * tests and in development, and a change noted by a route must reach the cache of the server.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

import postgres from "postgres";

type Listener = (tags: readonly string[]) => void;

type ContentChanges = {
  listeners: Set<Listener>;
  scope: AsyncLocalStorage<Pending>;
  /** The relay to the other server copies, while one runs (PostgreSQL); settles once they were told. */
  relay?: (tags: readonly string[]) => Promise<void>;
};

/** A request's changes so far; `noted` is true once anything was noted, even a change no page shows. */
type Pending = { tags: Set<string>; noted: boolean };

const KEY = Symbol.for("ai-site.content-changes");
type GlobalWithChanges = typeof globalThis & { [KEY]?: ContentChanges };

function state(): ContentChanges {
  const store = globalThis as GlobalWithChanges;
  store[KEY] ??= { listeners: new Set(), scope: new AsyncLocalStorage() };
  return store[KEY];
}

/** Tells this copy's subscribers at once; settles when the other copies were told too (never rejects). */
export async function publishContentChange(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  tellThisCopy(tags);
  await state().relay?.(tags);
}

function tellThisCopy(tags: readonly string[]): void {
  for (const listener of state().listeners) {
    try {
      listener(tags);
    } catch (error) {
      // One subscriber's failure must not keep the others (or the staff member's save) from going on.
      console.error("A content-change subscriber failed:", error);
    }
  }
}

export function subscribeContentChanges(listener: Listener): () => void {
  const { listeners } = state();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteContentChange(tags: readonly string[]): void {
  const pending = state().scope.getStore();
  if (!pending) {
    void publishContentChange(tags);
    return;
  }
  pending.noted = true;
  for (const tag of tags) pending.tags.add(tag);
}

export async function collectContentChanges<T>(run: () => Promise<T>): Promise<{ result: T; noted: boolean }> {
  const pending: Pending = { tags: new Set(), noted: false };
  try {
    const result = await state().scope.run(pending, run);
    return { result, noted: pending.noted };
  } finally {
    // The staff member's answer waits for the other copies to be told: a page they open next,
    // served by any copy, shows the change.
    await publishContentChange([...pending.tags]);
  }
}

/**
 * Across server copies (ADR 0068). A change is announced with NOTIFY on one channel and counted in
 * `content_versions` by the same statement; every copy LISTENs and tells its own subscribers. A
 * notification sent while a copy's listening connection was down is never replayed, so each copy
 * also re-reads the counter (every `checkEveryMs` and whenever its LISTEN is re-established): when
 * it moved past the last change the copy heard of, the copy drops everything (tag `site`).
 */
const CHANNEL = "ai_site_content_changes";
const VERSION_ROW = "site";
/** The tag every page carries (app/server/page-cache-tags.server.ts): dropping it drops every cache. */
export const EVERYTHING_TAG = "site";
/** How long a change whose notification was lost may stay unseen by a copy, at most. */
export const CONTENT_VERSION_CHECK_MS = 5_000;
/** NOTIFY's payload limit is 8000 bytes; a change naming more than fits is announced as `site`. */
const MAX_PAYLOAD = 7_000;

type Announcement = { origin: string; version: number; tags: string[] };

function readAnnouncement(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as Partial<Announcement>;
    if (typeof value.origin !== "string" || typeof value.version !== "number" || !Array.isArray(value.tags)) return null;
    return { origin: value.origin, version: value.version, tags: value.tags.filter((t): t is string => typeof t === "string") };
  } catch {
    return null;
  }
}

export type ContentChangeRelay = {
  /** Announces a committed change to the other copies (publishContentChange does, once the relay is installed). */
  announce: (tags: readonly string[]) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startContentChangeRelay(
  databaseUrl: string,
  options: {
    /** Where the other copies' changes go: this process's subscribers unless a test listens instead. */
    deliver?: Listener;
    checkEveryMs?: number;
    /** Named in pg_stat_activity beside the pool's connections. */
    applicationName?: string;
  } = {},
): Promise<ContentChangeRelay> {
  const deliver = options.deliver ?? tellThisCopy;
  const sql = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: options.applicationName ?? "ai-site content changes" },
  });
  const origin = randomUUID();
  const readVersion = async () => {
    const [row] = await sql<{ version: string }[]>`select version from content_versions where name = ${VERSION_ROW}`;
    return Number(row?.version ?? 0);
  };
  /** The highest change this copy heard of (its own included) or caught up with. */
  let heard = await readVersion();
  const catchUp = async () => {
    const version = await readVersion();
    if (version <= heard) return;
    heard = version;
    deliver([EVERYTHING_TAG]);
  };
  const checkQuietly = () =>
    void catchUp().catch((error: unknown) => console.error("The content version could not be checked:", error));

  const subscription = await sql.listen(
    CHANNEL,
    (payload) => {
      const announcement = readAnnouncement(payload);
      if (!announcement) return;
      heard = Math.max(heard, announcement.version);
      if (announcement.origin !== origin) deliver(announcement.tags);
    },
    // Initially and after every reconnect: what was announced while the connection was down is lost.
    checkQuietly,
  );
  const timer = setInterval(checkQuietly, options.checkEveryMs ?? CONTENT_VERSION_CHECK_MS);
  timer.unref();

  const announce = async (tags: readonly string[]) => {
    const named = JSON.stringify(tags).length > MAX_PAYLOAD ? [EVERYTHING_TAG] : tags;
    await sql`
      with counted as (
        insert into content_versions (name, version) values (${VERSION_ROW}, 1)
        on conflict (name) do update set version = content_versions.version + 1
        returning version
      )
      select pg_notify(${CHANNEL}, json_build_object('origin', ${origin}::text, 'version', version, 'tags', ${sql.json(named as string[])}::jsonb)::text)
      from counted`;
  };
  return {
    announce,
    stop: async () => {
      clearInterval(timer);
      await subscription.unlisten();
      await sql.end({ timeout: 5 });
    },
  };
}

/** Starts this process's relay: every change published here reaches the other copies too. */
export async function relayContentChanges(databaseUrl: string, applicationName?: string): Promise<ContentChangeRelay> {
  const relay = await startContentChangeRelay(databaseUrl, { applicationName });
  state().relay = (tags) =>
    relay.announce(tags).catch((error: unknown) => console.error("A content change could not be announced to the other server copies:", error));
  return {
    announce: relay.announce,
    stop: async () => {
      state().relay = undefined;
      await relay.stop();
    },
  };
}
