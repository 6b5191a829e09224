import { asc, eq } from "drizzle-orm";

import { services } from "~/db/schema";
import { formatPrice } from "~/lib/format";
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
  /** 'от 500 000 ₸' or the price label, formatted on the server (app/lib/format.ts says why). */
  price: string;
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
  const list = rows.map(({ priceAmount, priceLabel, pricePeriod, ...service }) => ({
    ...service,
    price: formatPrice({ priceAmount, priceLabel, pricePeriod }),
  }));
  return { main: list.filter((s) => s.kind === "main"), extra: list.filter((s) => s.kind !== "main") };
}
