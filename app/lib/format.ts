/**
 * Number formatting for the pages. Loaders call it, so the browser receives finished text: a page's
 * first Intl formatter makes the browser load locale data, 20–35 ms of blocked main thread on a phone.
 */

const NBSP = "\u00a0";

const tenge = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1, signDisplay: "exceptZero" });

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

/** '+45%' for an improvement, '-12,5%' for a decrease; null when no figure was given. */
export function formatImprovement(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  return `${percent.format(value)}%`;
}
