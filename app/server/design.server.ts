/**
 * The public site's live design (issue 23 points 1 and 2, ADR 0054): every save is a new row of
 * design_versions, the newest one is what every page's <head> carries, and a restore saves an
 * earlier version anew as the newest. Read on every request (one indexed row), so every server copy
 * shows a save on the next request.
 */
import { desc, eq } from "drizzle-orm";

import { designVersions } from "~/db/schema";
import type { Db } from "~/db/types";
import { DESIGN_DEFAULTS, DESIGN_PREVIEW_PARAM, readDesignValues, type DesignValues } from "~/schemas/admin/design";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { userCan } from "~/server/permissions.server";
import { getSessionUser } from "~/server/session-user.server";

import { designCss } from "./design-css.server";
import { fontPreloadHref } from "./design-fonts.server";

export type DesignHead = {
  /** The font's faces and the CSS custom properties, inlined in the server-rendered <head>: no extra request, no flash. */
  css: string;
  /** The chosen font's Cyrillic file, preloaded; null for the system font. */
  fontPreload: string | null;
  /** This page shows unsaved values to a staff member's preview: framed by the design screen, never cached or indexed. */
  preview: boolean;
};

/** How many versions the screen lists. */
const HISTORY_LIMIT = 20;

type VersionRow = typeof designVersions.$inferSelect;

async function newestVersion(database: Db): Promise<VersionRow | null> {
  const [row] = await database
    .select()
    .from(designVersions)
    .orderBy(desc(designVersions.createdAt), desc(designVersions.id))
    .limit(1);
  return row ?? null;
}

/** The design visitors see: the newest version, or the defaults before anyone saved one. */
export async function readCurrentDesign(): Promise<DesignValues> {
  const row = await newestVersion(await db());
  return row ? readDesignValues(row.values) : { ...DESIGN_DEFAULTS };
}

/** Unsaved values for the preview, honoured only for a signed-in staff member who may manage the design. */
async function previewValues(request: Request): Promise<DesignValues | null> {
  const raw = new URL(request.url).searchParams.get(DESIGN_PREVIEW_PARAM);
  if (raw === null) return null;
  const user = await getSessionUser(request);
  if (!user || !userCan(user, "design.manage")) return null;
  try {
    return readDesignValues(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * What the root layout puts in every page's <head>. Without a saved design it adds nothing (the
 * stylesheet's theme is the default design); should the database fail, the page still renders with it.
 */
export async function readDesignHead(request: Request): Promise<DesignHead> {
  const preview = await previewValues(request);
  if (preview) return { css: designCss(preview), fontPreload: fontPreloadHref(preview.font), preview: true };
  let row: VersionRow | null;
  try {
    row = await newestVersion(await db());
  } catch (error) {
    console.error("The design could not be read; the page keeps the default design:", error);
    return { css: "", fontPreload: null, preview: false };
  }
  if (!row) return { css: "", fontPreload: null, preview: false };
  const values = readDesignValues(row.values);
  return { css: designCss(values), fontPreload: fontPreloadHref(values.font), preview: false };
}

export type DesignVersion = {
  id: string;
  values: DesignValues;
  createdByName: string;
  createdAt: Date;
  restoredFromAt: Date | null;
};

/** The newest versions first, each with the date of the one it restored. */
export async function listDesignVersions(): Promise<DesignVersion[]> {
  const rows = await (await db())
    .select()
    .from(designVersions)
    .orderBy(desc(designVersions.createdAt), desc(designVersions.id))
    .limit(HISTORY_LIMIT);
  const restoredIds = [...new Set(rows.flatMap((row) => (row.restoredFrom ? [row.restoredFrom] : [])))];
  const restored = new Map<string, Date>();
  for (const id of restoredIds) {
    const inList = rows.find((row) => row.id === id);
    const source = inList ?? (await versionById(await db(), id));
    if (source) restored.set(id, source.createdAt);
  }
  return rows.map((row) => ({
    id: row.id,
    values: readDesignValues(row.values),
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    restoredFromAt: row.restoredFrom ? (restored.get(row.restoredFrom) ?? null) : null,
  }));
}

async function versionById(database: Db, id: string): Promise<VersionRow | null> {
  const [row] = await database.select().from(designVersions).where(eq(designVersions.id, id));
  return row ?? null;
}

function actorName(actor: AuditActor): string {
  return actor.name || actor.email || actor.id;
}

/** Inserts the values as the newest version and records which of them changed, in one transaction. */
async function insertVersion(tx: Db, values: DesignValues, actor: AuditActor, restoredFrom: string | null): Promise<string> {
  const before = await newestVersion(tx);
  const previous = before ? readDesignValues(before.values) : DESIGN_DEFAULTS;
  const [row] = await tx
    .insert(designVersions)
    .values({ values, createdBy: actor.id, createdByName: actorName(actor), restoredFrom })
    .returning({ id: designVersions.id });
  await recordChange(tx, {
    actor,
    action: "update",
    entity: "design",
    entityId: row!.id,
    fields: changedFields(previous, values),
    details: restoredFrom ? { restoredFrom } : undefined,
  });
  return row!.id;
}

export async function saveDesign(values: DesignValues, actor: AuditActor): Promise<string> {
  return inTransaction((tx) => insertVersion(tx, values, actor, null));
}

/** Saves an earlier version anew as the newest; false when there is no such version. */
export async function restoreDesignVersion(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const source = await versionById(tx, id);
    if (!source) return false;
    await insertVersion(tx, readDesignValues(source.values), actor, source.id);
    return true;
  });
}

/** Whether the root loader's data (app/root.tsx) is that of a preview page: app/entry.server.tsx then lets the design screen frame it. */
export function isDesignPreviewPage(rootData: unknown): boolean {
  if (typeof rootData !== "object" || rootData === null || !("design" in rootData)) return false;
  const design: unknown = rootData.design;
  return typeof design === "object" && design !== null && "preview" in design && design.preview === true;
}
