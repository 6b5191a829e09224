import { sql } from "drizzle-orm";

import type { Db } from "~/db/types";

/**
 * How the tests reach the screens' failure toasts without faking the database layer: a
 * table broken for the length of one request, then put back.
 */

/** Runs `run` with `table` renamed away, as a lost table would be: neither reads nor writes work. */
export async function withTableAway<T>(db: Db, table: string, run: () => Promise<T>): Promise<T> {
  await db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
  }
}

/**
 * Runs `run` while writing any row of `table` fails and reads still work, as a full
 * disk or a lost write permission would: the page rendered after the failed action shows its form.
 */
export async function withWritesRefused<T>(db: Db, table: string, run: () => Promise<T>): Promise<T> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_writes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'writes to % are refused', TG_TABLE_NAME; END $$`),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER refuse_writes_${table} BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_writes()`,
    ),
  );
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER refuse_writes_${table} ON ${table}`));
  }
}
