/** Formatting shared by the server render and the browser, so both print the same characters. */

const NBSP = "\u00a0";

const tenge = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });

export type PriceFields = {
  priceAmount: number | null;
  priceLabel: string | null;
  pricePeriod: string | null;
};

/**
 * 'от 500 000 ₸', 'от 100 000 ₸/мес' or the price label ('Бесплатно', 'По запросу').
 * The ₸ sign is appended by hand: Node's ICU prints 'KZT' where browsers print '₸', and the
 * page must not change between the server render and hydration.
 */
export function formatPrice({ priceAmount, priceLabel, pricePeriod }: PriceFields): string {
  if (priceAmount === null) return priceLabel ?? "";
  const amount = `от${NBSP}${tenge.format(priceAmount)}${NBSP}₸`;
  return pricePeriod === "month" ? `${amount}/мес` : amount;
}
