/**
 * API keys of the leads JSON API (issue 10 point 19, ADR 0037). A key is `ak_` and 32 random bytes
 * (base64url); only its SHA-256 is stored, with its first characters for staff to recognise it, so
 * the key is shown once, when it is created.
 */
import { createHash, randomBytes } from "node:crypto";

import { and, desc, eq, isNull } from "drizzle-orm";
import { createContext, type RouterContext } from "react-router";

import { apiKeys } from "~/db/schema";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, type Db } from "~/server/db.server";
import type { SessionUser } from "~/server/session-user.server";

const KEY_PREFIX = "ak_";
const SHOWN_PREFIX_LENGTH = 8;

/** Who is calling a guarded /api operation: a staff member's session or an API key. */
export type ApiCaller = { kind: "staff"; user: SessionUser } | { kind: "key"; actor: AuditActor };

/** Set by the /api guard (routes/api/guard.ts) for the routes under it; null for public operations. */
export const apiCallerContext: RouterContext<ApiCaller | null> = createContext<ApiCaller | null>(null);

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** The key in `Authorization: Bearer <key>`, or null when the header carries none. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** The audit actor of a valid, not revoked key (its last use noted), or null. */
export async function verifyApiKey(key: string): Promise<AuditActor | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const [row] = await (
    await db()
  )
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.keyHash, hashKey(key)), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name });
  // The audit log names the key, so a change made through the API reads as the key's.
  return row ? { id: `api_key:${row.id}`, name: `API: ${row.name}` } : null;
}

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export async function listApiKeys(): Promise<ApiKeyView[]> {
  return (await db())
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(desc(apiKeys.createdAt));
}

/** A new key; the caller shows it once, since only its hash is kept. */
export async function createApiKey(name: string, actor: AuditActor): Promise<{ id: string; key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return (await db()).transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(apiKeys)
      .values({ name, keyHash: hashKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH), createdBy: actor.id })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error("API key insert returned no row");
    await recordChange(tx, { actor, action: "create", entity: "api_key", entityId: row.id, label: name });
    return { id: row.id, key };
  });
}

/** False when there is no such key or it is revoked already. */
export async function revokeApiKey(id: string, actor: AuditActor): Promise<boolean> {
  return (await db()).transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name });
    if (!row) return false;
    await recordChange(tx, { actor, action: "update", entity: "api_key", entityId: id, label: row.name, fields: ["revoked_at"] });
    return true;
  });
}
