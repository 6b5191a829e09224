import { asc, eq } from "drizzle-orm";

import { services } from "~/db/schema";
import { db } from "~/server/db.server";

export type PublicService = {
  id: string;
  slug: string;
  kind: string;
  title: string;
  category: string | null;
  description: string;
  features: string[];
  benefits: string[];
  priceAmount: number | null;
  priceLabel: string | null;
  pricePeriod: string | null;
  duration: string | null;
  icon: string | null;
};

/** Visible services by display_order, split into the seven main ones and the extras. */
export async function listPublicServices(): Promise<{ main: PublicService[]; extra: PublicService[] }> {
  const rows = await (
    await db()
  )
    .select({
      id: services.id,
      slug: services.slug,
      kind: services.kind,
      title: services.title,
      category: services.category,
      description: services.description,
      features: services.features,
      benefits: services.benefits,
      priceAmount: services.priceAmount,
      priceLabel: services.priceLabel,
      pricePeriod: services.pricePeriod,
      duration: services.duration,
      icon: services.icon,
    })
    .from(services)
    .where(eq(services.isVisible, true))
    .orderBy(asc(services.displayOrder), asc(services.title));
  return { main: rows.filter((s) => s.kind === "main"), extra: rows.filter((s) => s.kind !== "main") };
}
