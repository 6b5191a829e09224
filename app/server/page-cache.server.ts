/**
 * The page cache's store (ADR 0067): whole anonymous public pages, each with its gzip and brotli
 * variants made once when stored, in one LRU bounded in bytes, dropped by tag when staff change
 * what they show (app/server/content-changes.server.ts) and after a short TTL whatever happens.
 * server/page-cache.ts decides which requests it answers.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

import { and, gt, inArray, min } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { z } from "zod";

import { blogPosts } from "~/db/schema";
import { subscribeContentChanges } from "~/server/content-changes.server";
import { db } from "~/server/db.server";
import { SITE_TAG } from "~/server/page-cache-tags.server";

import type { RequestRoute } from "../../server/route-policy";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const PageCacheEnvSchema = z.object({
  /** The bytes all entries may take, their three variants counted; 0 turns the cache off. */
  PAGE_CACHE_MAX_BYTES: z.coerce.number({ error: "PAGE_CACHE_MAX_BYTES must be a number of bytes" }).int().min(0).default(32 * 1024 * 1024),
  /** A safety net: an entry is rendered again after this long even if no change dropped it. */
  PAGE_CACHE_TTL_MS: z.coerce.number({ error: "PAGE_CACHE_TTL_MS must be a number of milliseconds" }).int().min(1000).default(5 * 60_000),
});

export type PageCacheEnv = z.infer<typeof PageCacheEnvSchema>;

export function pageCacheEnv(): PageCacheEnv {
  const parsed = PageCacheEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment settings:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  }
  return parsed.data;
}

export type Encoding = "br" | "gzip" | "identity";

export type PageEntry = {
  /** Answer headers as rendered, without the per-request and per-variant ones. */
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  tags: string[];
  /** A page of the public layout (counted as a page view when served), not the sitemap. */
  page: boolean;
  /** The route the render matched (server/route-policy.ts): a hit is logged and measured by its pattern. */
  route: RequestRoute;
};

/** What a render answered, to be stored. */
export type RenderedPage = Omit<PageEntry, "bodies"> & { body: Buffer };

/** Headers that belong to one answer, not to the page: set again for every request or variant. */
const PER_ANSWER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "x-request-id", "vary", "set-cookie", "connection"]);

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The same page for every visitor cannot carry a per-request nonce: the stored page's inline
 * scripts are allowed by their SHA-256 instead (computed here, once per entry), and the nonce is
 * removed from the page and from its policy. A script injected into the page later has no listed
 * hash, so the policy keeps refusing it, as the nonce did.
 */
export function hashScriptsInsteadOfNonce(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(attribute) || /\ssrc=/.test(attributes) || text === "") continue;
    hashes.add(sha256Source(text));
  }
  return {
    html: html.replaceAll(attribute, ""),
    policy: policy.replace(` 'nonce-${nonce}'`, [...hashes].map((hash) => ` ${hash}`).join("")),
  };
}

/** The variant an `Accept-Encoding` asks for: brotli, else gzip, else the page as it is. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzipOk = false;
  let brOk = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) <= 0) continue;
    if (name === "br") brOk = true;
    else if (name === "gzip" || name === "*") gzipOk = true;
  }
  return brOk ? "br" : gzipOk ? "gzip" : "identity";
}

async function compressed(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { identity: body, gzip: gz, br };
}

/**
 * When the next scheduled blog post goes public: it needs no write (the public queries compare its
 * date with the time), so the pages listing posts must expire then. Null: none is waiting.
 */
async function nextScheduledPost(): Promise<number | null> {
  const [row] = await (await db())
    .select({ at: min(blogPosts.publishDate) })
    .from(blogPosts)
    .where(and(inArray(blogPosts.status, ["published", "scheduled"]), gt(blogPosts.publishDate, new Date())));
  return row?.at ? new Date(row.at).getTime() : null;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: { maxBytes: number; ttlMs: number }) {
  const entries = new LRUCache<string, PageEntry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => key.length + entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length + 512,
    ttl: options.ttlMs,
  });
  // Each change bumps `clock`; a tag remembers the clock of its last drop. A render that began
  // before a drop of one of its tags is not stored: it may have read the content before the change.
  let clock = 0;
  const droppedAt = new Map<string, number>();
  let scheduledPost: Promise<number | null> | null = null;
  // Under load every visitor who misses a page renders it, and each render would be compressed
  // (brotli at its best, some 100 ms of CPU on a small server) while the others still miss: seen
  // holding the home page at a tenth of its rate for seconds after a staff change. The first
  // render's compression is stored; the others' are not made.
  const storing = new Set<string>();

  const drop = (tags: readonly string[]) => {
    clock += 1;
    for (const tag of tags) droppedAt.set(tag, clock);
    if (tags.includes(SITE_TAG) || tags.includes("blog")) scheduledPost = null;
    if (tags.includes(SITE_TAG)) return entries.clear();
    const dropped = new Set(tags);
    for (const [key, entry] of entries.entries()) {
      if (entry.tags.some((tag) => dropped.has(tag))) entries.delete(key);
    }
  };
  const unsubscribe = subscribeContentChanges(drop);

  return {
    get: (key: string) => entries.get(key),
    /** The moment a render starts, for `store`. */
    now: () => clock,
    async store(key: string, startedAt: number, page: RenderedPage): Promise<void> {
      if (storing.has(key)) return;
      storing.add(key);
      try {
        await storeOne(key, startedAt, page);
      } finally {
        storing.delete(key);
      }
    },
    drop,
    /** Bytes held: the three variants of every entry. */
    bytes: () => entries.calculatedSize,
    close: unsubscribe,
  };

  async function storeOne(key: string, startedAt: number, page: RenderedPage): Promise<void> {
    const bodies = await compressed(page.body);
    const headers = page.headers.filter(([name]) => !PER_ANSWER_HEADERS.has(name.toLowerCase()));
    const entry: PageEntry = { headers, bodies, tags: page.tags, page: page.page, route: page.route };
    let ttl = options.ttlMs;
    if (page.tags.includes("blog")) {
      const nextPost = () => nextScheduledPost().catch(() => Date.now());
      let at = await (scheduledPost ??= nextPost());
      // That post is public by now: the one after it counts.
      if (at !== null && at <= Date.now()) at = await (scheduledPost = nextPost());
      if (at !== null) ttl = Math.min(ttl, at - Date.now());
    }
    const stale = [SITE_TAG, ...page.tags].some((tag) => (droppedAt.get(tag) ?? 0) > startedAt);
    if (!stale && ttl > 0) entries.set(key, entry, { ttl });
  }
}
