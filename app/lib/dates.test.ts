import { describe, expect, it } from "vitest";

import {
  companyToday,
  endOfCompanyDay,
  formatActivityDate,
  formatCompanyDay,
  formatMonthYear,
  fromCompanyLocalInput,
  toCompanyLocalInput,
} from "./dates";

describe("formatMonthYear", () => {
  it("writes the month and year in Russian", () => {
    expect(formatMonthYear("2025-03-15", "ru")).toBe("март 2025 г.");
    expect(formatMonthYear("2024-12-01", "ru")).toBe("декабрь 2024 г.");
    expect(formatMonthYear(new Date("2025-05-31T12:00:00Z"), "ru")).toBe("май 2025 г.");
  });

  it("writes them in English and Kazakh for those pages", () => {
    expect(formatMonthYear("2025-03-15", "en")).toBe("March 2025");
    expect(formatMonthYear("2025-03-15", "kz")).toBe("2025 ж. наурыз");
  });

  it("keeps the first and last day of a month in that month", () => {
    expect(formatMonthYear("2025-01-01", "ru")).toBe("январь 2025 г.");
    expect(formatMonthYear("2025-01-31", "ru")).toBe("январь 2025 г.");
  });

  it("gives null for a missing or broken date", () => {
    expect(formatMonthYear(null, "ru")).toBeNull();
    expect(formatMonthYear(undefined, "ru")).toBeNull();
    expect(formatMonthYear("", "ru")).toBeNull();
    expect(formatMonthYear("not a date", "ru")).toBeNull();
  });
});

describe("company wall-clock times (the blog's publish date)", () => {
  it("reads a datetime-local value as Almaty time, with the offset of that date", () => {
    expect(fromCompanyLocalInput("2026-03-01T09:30")?.toISOString()).toBe("2026-03-01T04:30:00.000Z");
    // Before March 2024 Almaty was UTC+6.
    expect(fromCompanyLocalInput("2023-03-01T09:30")?.toISOString()).toBe("2023-03-01T03:30:00.000Z");
    expect(toCompanyLocalInput(new Date("2026-03-01T04:30:00Z"))).toBe("2026-03-01T09:30");
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["2026-02-30T09:30", "2026-03-01T24:00", "2026-03-01", "", "завтра"]) {
      expect(fromCompanyLocalInput(value), value).toBeNull();
    }
  });
});

describe("company calendar days (an API key's last day)", () => {
  it("ends a day at the midnight after it, Almaty time, with the offset of that date", () => {
    expect(endOfCompanyDay("2026-12-31")?.toISOString()).toBe("2026-12-31T19:00:00.000Z");
    expect(endOfCompanyDay("2023-03-01")?.toISOString()).toBe("2023-03-01T18:00:00.000Z");
    expect(endOfCompanyDay("2028-02-29")?.toISOString()).toBe("2028-02-29T19:00:00.000Z");
  });

  it("gives null for what is not a day", () => {
    for (const value of ["", "2026-02-30", "2026-13-01", "31.12.2026", "2026-12-31T10:00", "9999-12-31"]) {
      expect(endOfCompanyDay(value)).toBeNull();
    }
  });

  it("knows today's day and writes a day in Russian, both in Almaty", () => {
    // 20:30 UTC is already the next day in Almaty (UTC+5).
    expect(companyToday(new Date("2026-12-31T20:30:00Z"))).toBe("2027-01-01");
    expect(formatCompanyDay(new Date("2026-12-31T18:59:59.999Z"))).toBe("31 декабря 2026 г.");
  });

  it("writes the day in English or Kazakh when a page in that language asks", () => {
    expect(formatCompanyDay(new Date("2026-12-31T10:00:00Z"), "en")).toBe("December 31, 2026");
    expect(formatCompanyDay(new Date("2026-12-31T10:00:00Z"), "kz")).toBe("2026 ж. 31 желтоқсан");
  });
});

describe("formatActivityDate", () => {
  it("writes the day, month and time of the company's clock", () => {
    // 19:30 UTC on the last day of February is 00:30 on the first of March in Almaty.
    expect(formatActivityDate(new Date("2026-02-28T19:30:00Z"))).toBe("1 марта в 00:30");
  });
});
