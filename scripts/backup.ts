/**
 * `npm run backup -- FILE`: one archive (gzipped tar) with the database and the uploaded files of
 * the site that DATABASE_URL or DATA_DIR names, whether the site runs or not (ADR 0065). On PGlite
 * a running server writes it (only one process may open the folder); a stopped site's folder is
 * opened here. The database is read as found: nothing is migrated or seeded.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { backupFromRunningServer, backupSocketPath, writeBackup } from "~/server/backup.server";
import { openDatabase } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { createFileStore } from "~/server/storage/index.server";

const [file, ...rest] = process.argv.slice(2);
if (!file || file.startsWith("--") || rest.length > 0) {
  console.error("Usage: npm run backup -- FILE   (for example backups/site-2026-11-27.tar.gz)");
  process.exit(2);
}

const env = getEnv();
const embedded = !env.DATABASE_URL;
if (embedded && (await backupFromRunningServer(backupSocketPath(env.DATA_DIR), file))) {
  console.log(`Backup written by the running server to ${file}`);
  process.exit(0);
}

if (embedded && !existsSync(path.join(env.DATA_DIR, "PG_VERSION"))) {
  console.error(`No site's database in DATA_DIR (${path.resolve(env.DATA_DIR)}): set DATA_DIR or DATABASE_URL to the site's.`);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrations: false });
try {
  const manifest = await writeBackup({ database, store: await createFileStore(env), file });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
  console.log(
    `Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows (migration ${manifest.migrations.tag}), ` +
      `${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB) from ${manifest.source.uploads === "s3" ? "the S3 bucket" : "DATA_DIR/uploads"}`,
  );
  if (manifest.vanishedFiles.length > 0) console.log(`Deleted by the site during the backup, so not in it: ${manifest.vanishedFiles.join(", ")}`);
} finally {
  await database.close();
}
