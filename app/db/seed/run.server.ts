import { sql } from "drizzle-orm";

import { seedRuns } from "~/db/schema";
import { seedDocuments } from "~/db/seed/documents";
import type { Db } from "~/db/types";

export type SeedDocument = {
  /** Stable name: once recorded in seed_runs the document never runs again. */
  name: string;
  run: (tx: Db) => Promise<void>;
};

/**
 * Runs each seed document that has not run before, each in its own transaction together with
 * its seed_runs row, so a crash never leaves half a document and a later start never overwrites
 * what staff have changed since. A transaction-level advisory lock keeps two servers that start
 * together on one PostgreSQL from seeding twice.
 */
export async function runSeed(db: Db, documents: SeedDocument[] = seedDocuments) {
  for (const document of documents) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seed-runs'))`);
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: document.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return;
      await document.run(tx);
    });
  }
}
