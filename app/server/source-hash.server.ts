import { createHash } from "node:crypto";

/**
 * The Russian a translation was reviewed against (ADR 0066): SHA-256 of its text. A module of its
 * own, free of the database, so seed documents (which the database module runs) can use it.
 */
export function sourceHash(russian: string): string {
  return createHash("sha256").update(russian, "utf8").digest("hex");
}
