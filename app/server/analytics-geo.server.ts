import maxmind, { type CountryResponse, type Reader } from "maxmind";

import { analyticsEnv } from "~/server/analytics-config.server";

/**
 * The visitor's country from an offline GeoIP database (GEOIP_DB_PATH, a MaxMind .mmdb file): no
 * address leaves the server. Without the setting, or when the file cannot be read, no country.
 */
type CountryReader = Pick<Reader<CountryResponse>, "get">;

const READER = Symbol.for("ai-site.analytics-geoip");
type GlobalWithReader = typeof globalThis & { [READER]?: { path: string; reader: Promise<CountryReader | null> } };
const store = globalThis as GlobalWithReader;

function reader(): Promise<CountryReader | null> {
  const path = analyticsEnv().GEOIP_DB_PATH;
  if (!path) return Promise.resolve(null);
  if (store[READER]?.path !== path) {
    const opened = maxmind.open<CountryResponse>(path).catch((error: unknown) => {
      console.warn(`GEOIP_DB_PATH ${path} could not be opened; countries are not recorded:`, error);
      return null;
    });
    store[READER] = { path, reader: opened };
  }
  return store[READER].reader;
}

/** The ISO country code of what a reader answers for the address, or null. */
export function countryIn(geo: CountryReader | null, address: string): string | null {
  if (!geo || !maxmind.validate(address)) return null;
  const found = geo.get(address);
  const code = found?.country?.iso_code ?? found?.registered_country?.iso_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

export async function lookupCountry(address: string): Promise<string | null> {
  return countryIn(await reader(), address);
}
