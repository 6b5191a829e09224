/**
 * API keys of the leads JSON API (issue 10 point 19, ADR 0037). A key is `ak_` and 32 random bytes
 * (base64url); only its SHA-256 is stored, with its first characters for staff to recognise it, so
 * the key is shown once, when it is created. A key is read-only or read-write and may expire at
 * the end of a chosen day (issue 21 point 9).
 */
import { createHash, randomBytes } from "node:crypto";

import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { createContext, type RouterContext } from "react-router";

import { apiKeys } from "~/db/schema";
import type { ApiKeyScope } from "~/lib/constants";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import type { SessionUser } from "~/server/session-user.server";

const KEY_PREFIX = "ak_";
const SHOWN_PREFIX_LENGTH = 8;

/** Who is calling a guarded /api operation: a staff member's session or an API key. */
export type ApiCaller = { kind: "staff"; user: SessionUser } | { kind: "key"; actor: AuditActor };

/** Set by the /api guard (routes/api/guard.ts) for the routes under it; null for public operations. */
export const apiCallerContext: RouterContext<ApiCaller | null> = createContext<ApiCaller | null>(null);

/** The caller of a guarded operation as the audit log names it: the staff member, or "API: <key name>". */
export function apiActor(caller: ApiCaller | null): AuditActor {
  // Only public operations run without a caller; should a guarded one ever do, nothing is read or written.
  if (!caller) throw new Error("Guarded /api operation without a caller");
  return caller.kind === "staff" ? caller.user : caller.actor;
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** The key in `Authorization: Bearer <key>`, or null when the header carries none. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** A key that may be used now: who it is in the audit log, and what its scope lets it do. */
export type VerifiedKey = { actor: AuditActor; scope: ApiKeyScope };

/** A key neither revoked nor expired (its last use noted), or null. */
export async function verifyApiKey(key: string): Promise<VerifiedKey | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const now = new Date();
  const [row] = await (
    await db()
  )
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.keyHash, hashKey(key)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .returning({ id: apiKeys.id, name: apiKeys.name, scope: apiKeys.scope });
  if (!row) return null;
  // The audit log names the key (and keeps its id), so what is done through the API reads as the key's.
  // The column's CHECK constraint admits only API_KEY_SCOPES.
  return { actor: { id: `api_key:${row.id}`, name: `API: ${row.name}` }, scope: row.scope as ApiKeyScope };
}

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export async function listApiKeys(): Promise<ApiKeyView[]> {
  const rows = await (await db())
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scope: apiKeys.scope,
      createdAt: apiKeys.createdAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(desc(apiKeys.createdAt));
  // The column's CHECK constraint admits only API_KEY_SCOPES.
  return rows.map((row) => ({ ...row, scope: row.scope as ApiKeyScope }));
}

export type NewApiKey = { name: string; scope: ApiKeyScope; expiresAt: Date | null };

/** A new key; the caller shows it once, since only its hash is kept. */
export async function createApiKey({ name, scope, expiresAt }: NewApiKey, actor: AuditActor): Promise<{ id: string; key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return inTransaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ name, scope, expiresAt, keyHash: hashKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH), createdBy: actor.id })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error("API key insert returned no row");
    await recordChange(tx, { actor, action: "create", entity: "api_key", entityId: row.id, label: name });
    return { id: row.id, key };
  });
}

/** False when there is no such key or it is revoked already. */
export async function revokeApiKey(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
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
