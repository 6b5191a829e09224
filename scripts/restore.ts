/**
 * `npm run restore -- FILE`: brings a site back from an archive of `npm run backup` into the empty
 * database and file store that DATABASE_URL (else DATA_DIR) and the S3_* settings name (ADR 0065).
 * An embedded site's archive restored with DATABASE_URL set moves the site to PostgreSQL.
 * `npm run restore -- --verify FILE` loads it into an in-memory scratch database instead, compares
 * every table's row count and every file's checksum with the archive's manifest, and changes nothing.
 */
import { BackupRefusal, restoreBackup } from "~/server/backup.server";
import { getEnv } from "~/server/env.server";
import { createFileStore } from "~/server/storage/index.server";

const args = process.argv.slice(2);
const verify = args.includes("--verify");
const files = args.filter((arg) => arg !== "--verify");
const file = files[0];
if (!file || files.length > 1 || file.startsWith("--")) {
  console.error("Usage: npm run restore -- [--verify] FILE");
  process.exit(2);
}

const env = getEnv();
try {
  const report = await restoreBackup({
    file,
    target: verify ? "verify" : { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, store: await createFileStore(env) },
  });
  for (const table of report.tables) console.log(`${table.name.padEnd(32)} ${String(table.restored).padStart(9)} of ${table.expected} rows`);
  const made = `${report.manifest.createdAt} on ${report.manifest.source.database}`;
  if (verify) {
    console.log(`Verified ${file} (made ${made}): every row count and all ${report.files} file checksums match; nothing was changed.`);
  } else {
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}`;
    console.log(`Restored ${file} (made ${made}) into ${where}, with ${report.files} files. Start the site with the same settings.`);
  }
} catch (error) {
  if (!(error instanceof BackupRefusal)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exit(1);
}
