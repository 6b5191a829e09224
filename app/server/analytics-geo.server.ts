import maxmind, { type CountryResponse, type Reader } from "maxmind";

import { analyticsEnv } from "~/server/analytics-config.server";

/**
 * The visitor's country from an offline GeoIP database (GEOIP_DB_PATH, a MaxMind .mmdb file): no
 * address leaves the server. Without the setting, or when the file cannot be read, no country.
 */
type CountryReader = Pick<Reader<CountryResponse>, "get">;

const READER = Symbol.for("ai-site.analytics-geoip");
export type OpenedReader = {
  /** GEOIP_DB_PATH as the environment had it: a change (tests set it) opens the new file. */
  setting: string | undefined;
  reader: Promise<CountryReader | null>;
  /** The reader once opened (null: none); undefined while it opens. */
  ready?: CountryReader | null;
};
type GlobalWithReader = typeof globalThis & { [READER]?: OpenedReader };
const store = globalThis as GlobalWithReader;

/**
 * The reader of the setting as the environment has it now: its raw value is compared, not parsed
 * again. A page view does not read it (process.env is slow to read on a hot path): each batch of
 * views takes it once, through countryNow's caller (app/server/analytics.server.ts).
 */
export function openedGeoReader(): OpenedReader {
  const setting = process.env.GEOIP_DB_PATH;
  const known = store[READER];
  if (known && known.setting === setting) return known;
  const path = analyticsEnv().GEOIP_DB_PATH;
  const entry: OpenedReader = { setting, reader: Promise.resolve(null) };
  if (path) {
    entry.reader = maxmind.open<CountryResponse>(path).catch((error: unknown) => {
      console.warn(`GEOIP_DB_PATH ${path} could not be opened; countries are not recorded:`, error);
      return null;
    });
    void entry.reader.then((reader) => (entry.ready = reader));
  } else {
    entry.ready = null;
  }
  store[READER] = entry;
  return entry;
}

/** The ISO country code of what a reader answers for the address, or null. */
export function countryIn(geo: CountryReader | null, address: string): string | null {
  if (!geo || !maxmind.validate(address)) return null;
  const found = geo.get(address);
  const code = found?.country?.iso_code ?? found?.registered_country?.iso_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

export async function lookupCountry(address: string): Promise<string | null> {
  return countryIn(await openedGeoReader().reader, address);
}

/** The country at once when the reader is open (or none is configured); undefined while it opens. */
export function countryNow(geo: OpenedReader, address: string): string | null | undefined {
  return geo.ready === undefined ? undefined : countryIn(geo.ready, address);
}
