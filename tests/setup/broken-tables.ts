import { sql } from "drizzle-orm";

import type { Db } from "~/server/db.server";

/**
 * Runs `run` with `table` renamed away, as a lost or broken table would be, then puts it back:
 * how the tests reach the screens' SPEC.md failure texts without faking the database layer.
 */
export async function withTableAway<T>(db: Db, table: string, run: () => Promise<T>): Promise<T> {
  await db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
  }
}
