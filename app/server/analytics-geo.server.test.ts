import { afterEach, describe, expect, it } from "vitest";

import { countryIn, lookupCountry } from "./analytics-geo.server";

const saved = process.env.GEOIP_DB_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.GEOIP_DB_PATH;
  else process.env.GEOIP_DB_PATH = saved;
});

describe("the visitor's country from an offline GeoIP database", () => {
  it("is null without GEOIP_DB_PATH, blank included", async () => {
    delete process.env.GEOIP_DB_PATH;
    expect(await lookupCountry("95.56.1.1")).toBeNull();
    process.env.GEOIP_DB_PATH = "  ";
    expect(await lookupCountry("95.56.1.1")).toBeNull();
  });

  it("reads the country's ISO code from what the reader answers, else the registered country, else null", () => {
    const reader = {
      get: (ip: string) =>
        (
          ({
            "95.56.1.1": { country: { iso_code: "KZ" } },
            "5.8.1.1": { registered_country: { iso_code: "RU" } },
            "10.0.0.1": { country: { iso_code: "not-a-code" } },
          }) as Record<string, unknown>
        )[ip] as never,
    };
    expect(countryIn(reader, "95.56.1.1")).toBe("KZ");
    expect(countryIn(reader, "5.8.1.1")).toBe("RU");
    expect(countryIn(reader, "10.0.0.1")).toBeNull();
    expect(countryIn(reader, "198.51.100.1")).toBeNull();
    expect(countryIn(reader, "unknown")).toBeNull();
    expect(countryIn(null, "95.56.1.1")).toBeNull();
  });

  it("records no country when the file cannot be opened, and says why in the log", async () => {
    process.env.GEOIP_DB_PATH = "/nonexistent/GeoLite2-Country.mmdb";
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    try {
      expect(await lookupCountry("95.56.1.1")).toBeNull();
    } finally {
      console.warn = warn;
    }
    expect(String(warnings[0])).toContain("GEOIP_DB_PATH /nonexistent/GeoLite2-Country.mmdb could not be opened");
  });
});
