import { asc, eq, like, max, or } from "drizzle-orm";

import { services } from "~/db/schema";
import type { Db } from "~/db/types";
import { stringsIn } from "~/i18n/all-strings.server";
import type { TranslationLanguage } from "~/lib/constants";
import { formatPrice } from "~/lib/format";
import type { SiteLanguage } from "~/lib/languages";
import { slugFromTitle } from "~/lib/slug";
import { fieldKey } from "~/lib/translatable";
import type { ServiceColumns } from "~/schemas/admin/services";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { lockOrder, moveInOrder, type OrderedTable } from "~/server/display-order.server";
import { listItems, serviceSources } from "~/server/service-sources.server";
import { deleteTranslations, isComplete, listPageLanguages, readTranslations, visibleValues } from "~/server/translatable.server";

export type PublicService = {
  id: string;
  slug: string;
  kind: string;
  title: string;
  category: string | null;
  description: string;
  features: string[];
  benefits: string[];
  /** 'от 500 000 ₸' or the price label, formatted on the server (app/lib/format.ts says why). */
  price: string;
  duration: string | null;
  icon: string | null;
};

type ServiceRow = typeof services.$inferSelect;

async function visibleServiceRows(): Promise<ServiceRow[]> {
  return (await db()).select().from(services).where(eq(services.isVisible, true)).orderBy(asc(services.displayOrder), asc(services.title));
}

/** The service with its reviewed words in the language laid over the Russian, the price in the language. */
function toPublicService(row: ServiceRow, language: SiteLanguage, values: ReadonlyMap<string, string>): PublicService {
  const word = (field: string) => values.get(fieldKey("service", row.id, field));
  const list = (field: "features" | "benefits") => {
    const translated = word(field);
    return translated === undefined ? row[field] : listItems(translated);
  };
  const priceLabel = row.priceLabel === null ? null : (word("priceLabel") ?? row.priceLabel);
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: word("title") ?? row.title,
    category: row.category === null ? null : (word("category") ?? row.category),
    description: word("description") ?? row.description,
    features: list("features"),
    benefits: list("benefits"),
    price: formatPrice({ priceAmount: row.priceAmount, priceLabel, pricePeriod: row.pricePeriod }, language, stringsIn(language).common.price),
    duration: row.duration === null ? null : (word("duration") ?? row.duration),
    icon: row.icon,
  };
}

/**
 * Visible services by display_order, split into the seven main ones and the extras; prices in the
 * page's language. In Kazakh or English only the services complete there, with their reviewed words.
 */
export async function listPublicServices(language: SiteLanguage): Promise<{ main: PublicService[]; extra: PublicService[] }> {
  const rows = await visibleServiceRows();
  const list =
    language === "ru"
      ? rows.map((row) => toPublicService(row, language, new Map()))
      : await translatedServices(rows, language);
  return { main: list.filter((s) => s.kind === "main"), extra: list.filter((s) => s.kind !== "main") };
}

async function translatedServices(rows: readonly ServiceRow[], language: TranslationLanguage): Promise<PublicService[]> {
  const translations = await readTranslations([{ entity: "service", ids: rows.map((row) => row.id) }], language);
  return rows.flatMap((row) => {
    const sources = serviceSources(row);
    return isComplete(sources, translations, language) ? [toPublicService(row, language, visibleValues(sources, translations, language))] : [];
  });
}

/** The services page exists in Russian, and in each language at least one visible service is complete in. */
export async function publicServiceLanguages(): Promise<SiteLanguage[]> {
  const rows = await visibleServiceRows();
  const translations = await readTranslations([{ entity: "service", ids: rows.map((row) => row.id) }]);
  return listPageLanguages(rows.map(serviceSources), translations);
}

/** A service as the admin screen lists it: hidden ones too, the price already in words. */
export type AdminService = typeof services.$inferSelect & { price: string };

/** Every service, in the public page's order. */
export async function listServicesForAdmin(): Promise<AdminService[]> {
  const rows = await (await db()).select().from(services).orderBy(asc(services.displayOrder), asc(services.title));
  return rows.map((row) => ({ ...row, price: formatPrice(row, "ru", stringsIn("ru").common.price) }));
}

type EditableService = Pick<
  typeof services.$inferSelect,
  "title" | "kind" | "category" | "features" | "benefits" | "priceAmount" | "priceLabel" | "pricePeriod" | "duration" | "icon"
> & { description: string | null };

/** What the audit log compares: the columns staff edit, the price as one field. */
function editable(row: EditableService) {
  return {
    title: row.title,
    kind: row.kind,
    category: row.category,
    description: row.description || null,
    features: row.features,
    benefits: row.benefits,
    price: [row.priceAmount, row.priceLabel, row.pricePeriod],
    duration: row.duration,
    icon: row.icon,
  };
}

/** The fields a new service was given, for its audit entry. */
function filledFields(row: EditableService): string[] {
  return Object.entries(editable(row))
    .filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))
    .map(([key]) => key)
    .sort();
}

function toRow(input: ServiceColumns) {
  return { ...input, description: input.description ?? "" };
}

/** The title's transliteration, with -2, -3… when another service has it already. */
async function freeSlug(tx: Db, title: string): Promise<string> {
  const base = slugFromTitle(title) || "service";
  const taken = new Set(
    (
      await tx
        .select({ slug: services.slug })
        .from(services)
        .where(or(eq(services.slug, base), like(services.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new service at the end of its section; its slug is made from the title once, here. */
export async function createService(input: ServiceColumns, actor: AuditActor): Promise<{ id: string; slug: string }> {
  return inTransaction(async (tx) => {
    // Two saves at the same moment must not pick the same number or slug.
    await lockOrder(tx, SERVICE_ORDER);
    const [last] = await tx.select({ max: max(services.displayOrder) }).from(services);
    const slug = await freeSlug(tx, input.title);
    const [created] = await tx
      .insert(services)
      .values({ ...toRow(input), slug, displayOrder: (last?.max ?? 0) + 1 })
      .returning({ id: services.id, slug: services.slug });
    if (!created) throw new Error("services insert returned no row");
    await recordChange(tx, {
      actor,
      action: "create",
      entity: "service",
      entityId: created.id,
      label: input.title,
      fields: filledFields(input),
    });
    return created;
  });
}

/** Saves the form over the service; the slug stays, so links to /services#slug keep working. False: no such service. */
export async function updateService(id: string, input: ServiceColumns, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, id)).for("update");
    if (!before) return false;
    const fields = changedFields(editable(before), editable(input));
    if (fields.length === 0) return true;
    await tx.update(services).set(toRow(input)).where(eq(services.id, id));
    await recordChange(tx, { actor, action: "update", entity: "service", entityId: id, label: input.title, fields });
    return true;
  });
}

export async function deleteService(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [deleted] = await tx.delete(services).where(eq(services.id, id)).returning({ title: services.title });
    if (!deleted) return false;
    await deleteTranslations(tx, "service", [id]);
    await recordChange(tx, { actor, action: "delete", entity: "service", entityId: id, label: deleted.title });
    return true;
  });
}

/** Shows or hides the service on /services and the home page. */
export async function setServiceVisible(id: string, visible: boolean, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, id)).for("update");
    if (!before) return false;
    if (before.isVisible === visible) return true;
    await tx.update(services).set({ isVisible: visible }).where(eq(services.id, id));
    await recordChange(tx, { actor, action: "update", entity: "service", entityId: id, label: before.title, fields: ["is_visible"] });
    return true;
  });
}

export const SERVICE_ORDER: OrderedTable = {
  table: services,
  id: services.id,
  displayOrder: services.displayOrder,
  label: services.title,
  group: services.kind,
  orderBy: [asc(services.displayOrder), asc(services.title)],
  first: 1,
  lock: "services-order",
  entity: "service",
};

/** One place up or down within its section (main or extra, as the public page groups them). False: no such service. */
export async function moveService(id: string, direction: "up" | "down", actor: AuditActor): Promise<boolean> {
  return moveInOrder(SERVICE_ORDER, id, direction, actor);
}
