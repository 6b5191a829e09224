import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "~/db/schema";

/**
 * The database as every module sees it, whether PGlite or PostgreSQL is behind it (a transaction is
 * one too). Its own module, so the seed and the schema helpers can name it without loading the
 * connection code of db.server.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
