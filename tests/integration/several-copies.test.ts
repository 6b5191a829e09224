/**
 * Several server copies on one PostgreSQL database (ADR 0068): two database handles stand for two
 * copies, each with its own connections, as two processes would have. The limits count in one
 * table, one reply at a time holds across them, and a staff change published by one reaches the
 * other's caches, also when its notification was lost. The same behaviour through two real
 * processes behind nginx: tests/e2e/several-copies.spec.ts.
 */
import { sql } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { aiTokenUsage, chatSessions, rateLimits } from "~/db/schema";
import { reserveTokens, settleTokens, SITE_BUCKET } from "~/server/ai-budget.server";
import { countWrongApiKey } from "~/server/api-key-attempts.server";
import { consumeAttempt } from "~/server/auth-attempts.server";
import { claimConversation, releaseConversation, spendChatMessage, spendConversationMessage, spendStaffModelCall } from "~/server/chat-limits.server";
import { type ContentChangeRelay, EVERYTHING_TAG, startContentChangeRelay } from "~/server/content-changes.server";
import { closeDatabase, type DatabaseHandle, openDatabase, rowsOf, setDatabase } from "~/server/db.server";
import { unsubscribeLookupWait } from "~/server/newsletter.server";
import { limiterOn } from "~/server/rate-limiter.server";

import { createPostgresDatabase, POSTGRES_SERVER_URL } from "../setup/test-database";

describe("two server copies on one PostgreSQL database", () => {
  let database: { url: string; drop: () => Promise<void> };
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_SERVER_URL);
    first = await openDatabase({ databaseUrl: database.url, dataDir: "" });
    second = await openDatabase({ databaseUrl: database.url, migrations: false, dataDir: "" });
  });

  afterAll(async () => {
    await closeDatabase();
    await second?.close();
    await database?.drop();
  });

  it("counts a limit once for both: the writes of either copy use up one allowance", async () => {
    const [a, b] = [limiterOn(first, "public-write", 3, 60), limiterOn(second, "public-write", 3, 60)];
    await a.consume("203.0.113.7");
    await b.consume("203.0.113.7");
    await a.consume("203.0.113.7");
    await expect(b.consume("203.0.113.7")).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(a.consume("203.0.113.7")).rejects.toBeInstanceOf(RateLimiterRes);
    // Another address has its own allowance.
    await expect(b.consume("198.51.100.1")).resolves.toMatchObject({ remainingPoints: 2 });
  });

  it("keeps counting in memory while PostgreSQL does not answer", async () => {
    const gone = await openDatabase({ databaseUrl: database.url, migrations: false, dataDir: "" });
    await gone.close();
    const limiter = limiterOn(gone, "public-write", 2, 60);
    await limiter.consume("203.0.113.9");
    await limiter.consume("203.0.113.9");
    await expect(limiter.consume("203.0.113.9")).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it("counts every limit of the site in the shared table", async () => {
    setDatabase(first);
    await consumeAttempt({ address: "203.0.113.8", email: "owner@example.kz", testsPassword: true });
    await countWrongApiKey("203.0.113.8");
    await spendChatMessage("203.0.113.8", "visitor-hash");
    await spendConversationMessage("chat_limits");
    await spendStaffModelCall("staff-user");
    await unsubscribeLookupWait("203.0.113.8");
    const keys = (await second.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key.split("-").slice(0, 2).join("-"));
    expect(new Set(keys)).toEqual(
      new Set(["public-write", "auth-address", "auth-account", "api-key", "chat-address", "chat-visitor", "chat-session", "staff-ai", "newsletter-unsubscribe"]),
    );
  });

  it("writes one reply at a time to a conversation, whichever copy asks", async () => {
    await first.db.insert(chatSessions).values({ sessionId: "chat_lease" });
    expect(await claimConversation("chat_lease", first.db)).toBe(true);
    const [onFirst, onSecond] = await Promise.all([claimConversation("chat_lease", first.db), claimConversation("chat_lease", second.db)]);
    expect([onFirst, onSecond]).toEqual([false, false]);
    await releaseConversation("chat_lease", first.db);
    expect(await claimConversation("chat_lease", second.db)).toBe(true);
  });

  it("frees a conversation whose copy died mid-reply once its lease ran out", async () => {
    await first.db.insert(chatSessions).values({ sessionId: "chat_orphan" });
    expect(await claimConversation("chat_orphan", first.db)).toBe(true);
    // The copy is gone and never releases; its lease ends.
    await first.db.execute(sql`update chat_sessions set reply_lease_until = now() - interval '1 second' where session_id = 'chat_orphan'`);
    expect(await claimConversation("chat_orphan", second.db)).toBe(true);
  });

  it("settles a reply's tokens while another copy reserves the same buckets, and neither fails", async () => {
    setDatabase(first);
    const [site, address] = [{ bucket: SITE_BUCKET, limit: 1_000_000 }, { bucket: "address:203.0.113.5", limit: 1_000_000 }];
    const reservation = (await reserveTokens([site, address], 100))!;
    // Each update writes a row's new version after the others: the address's newest now lies after
    // the site's. Once autovacuum has analysed the small table, PostgreSQL reads it whole, in that
    // order, so a settlement of both rows in one statement met the site's first, against the order
    // reservations take them in, and the two deadlocked (seen under 200 concurrent conversations).
    await reserveTokens([address], 10);
    await first.db.execute(sql`analyze ai_token_usage`);
    const waitingOnLocks = async () =>
      (rowsOf(await first.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as { n: number }[])[0]!.n;

    let settled: Promise<unknown> | undefined;
    // The other copy reserves as reserveTokens does, its buckets in order, while this one settles.
    await second.db.transaction(async (tx) => {
      await tx.execute(sql`update ai_token_usage set tokens = tokens + 1 where day = ${reservation.day} and bucket = ${address.bucket}`);
      settled = settleTokens(reservation, 40).then(
        () => "settled",
        (error: unknown) => error,
      );
      await expect.poll(waitingOnLocks).toBe(1);
      await tx.execute(sql`update ai_token_usage set tokens = tokens + 1 where day = ${reservation.day} and bucket = ${SITE_BUCKET}`);
    });
    expect(await settled).toBe("settled");
    const usage = await second.db.select({ bucket: aiTokenUsage.bucket, tokens: aiTokenUsage.tokens }).from(aiTokenUsage).orderBy(aiTokenUsage.bucket);
    // 100 reserved in both and 10 more in the address's, the reply cost 40 of its 100, and the other
    // copy's 1 in each bucket.
    expect(usage).toEqual([
      { bucket: address.bucket, tokens: 51 },
      { bucket: SITE_BUCKET, tokens: 41 },
    ]);
  });

  describe("staff changes", () => {
    let relays: ContentChangeRelay[] = [];
    const heard: { first: string[][]; second: string[][] } = { first: [], second: [] };

    beforeAll(async () => {
      relays = await Promise.all(
        (["first", "second"] as const).map((copy) =>
          startContentChangeRelay(database.url, {
            deliver: (tags) => heard[copy].push([...tags]),
            checkEveryMs: 200,
            applicationName: `relay ${copy}`,
          }),
        ),
      );
    });

    afterAll(async () => {
      await Promise.all(relays.map((relay) => relay.stop()));
    });

    it("reach the other copy by their tags, and not the copy that made them twice", async () => {
      await relays[0]!.announce(["cases", "case:42"]);
      await expect.poll(() => heard.second).toEqual([["cases", "case:42"]]);
      expect(heard.first).toEqual([]);
    });

    it("lost on the way still reach every other copy: the counter moved, so it drops everything", async () => {
      heard.second.length = 0;
      // A change whose notification nobody heard (sent while the copies' listening connections were down).
      await first.db.execute(sql`update content_versions set version = version + 1 where name = 'site'`);
      await expect.poll(() => heard.second).toEqual([[EVERYTHING_TAG]]);
      await expect.poll(() => heard.first).toEqual([[EVERYTHING_TAG]]);
    });

    it("are caught up with when the listening connection comes back", async () => {
      const heardAfterReconnect: string[][] = [];
      const slow = await startContentChangeRelay(database.url, {
        deliver: (tags) => heardAfterReconnect.push([...tags]),
        // Only the reconnect can catch this one up.
        checkEveryMs: 600_000,
        applicationName: "relay reconnecting",
      });
      try {
        await first.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'relay reconnecting' and query ilike 'listen%'`);
        await first.db.execute(sql`update content_versions set version = version + 1 where name = 'site'`);
        await expect.poll(() => heardAfterReconnect, { timeout: 15_000 }).toEqual([[EVERYTHING_TAG]]);
      } finally {
        await slow.stop();
      }
    });
  });
});
