/**
 * What /readyz asks of the database (server/operations.ts): that it answers, within a moment, and
 * that every migration this build knows has been applied to it. One query does both.
 */
import { max } from "drizzle-orm";
import { bigint, pgSchema } from "drizzle-orm/pg-core";
import { readMigrationFiles } from "drizzle-orm/migrator";

import { getDatabase, MIGRATIONS_FOLDER } from "~/server/db.server";

/** Drizzle's own record of applied migrations, as its migrator writes it (not part of the site's schema). */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  createdAt: bigint("created_at", { mode: "number" }),
});

/** A database that takes longer than this to answer a one-row query is not ready for visitors. */
const ANSWER_WITHIN_MS = 2000;

let newestKnown: number | undefined;

/** The newest migration of this build, by the time stamp the migrator records for it. */
function newestKnownMigration(): number {
  newestKnown ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis));
  return newestKnown;
}

export type DatabaseReadiness = "ready" | "unreachable" | "migrations-pending";

export async function databaseReadiness(): Promise<DatabaseReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ANSWER_WITHIN_MS);
  });
  try {
    const query = (async () => {
      const { db } = await getDatabase();
      const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
      return Number(row?.newest ?? 0);
    })();
    const answer = await Promise.race([query, late]);
    if (answer === "late") {
      // Whatever the query does later, it must not surface as an unhandled rejection.
      query.catch(() => {});
      return "unreachable";
    }
    return answer >= newestKnownMigration() ? "ready" : "migrations-pending";
  } catch {
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}
