import { describe, expect, it } from "vitest";

import { formatMonthYear } from "./dates";

describe("formatMonthYear", () => {
  it("writes the month and year in Russian", () => {
    expect(formatMonthYear("2025-03-15")).toBe("март 2025 г.");
    expect(formatMonthYear("2024-12-01")).toBe("декабрь 2024 г.");
    expect(formatMonthYear(new Date("2025-05-31T12:00:00Z"))).toBe("май 2025 г.");
  });

  it("keeps the first and last day of a month in that month", () => {
    expect(formatMonthYear("2025-01-01")).toBe("январь 2025 г.");
    expect(formatMonthYear("2025-01-31")).toBe("январь 2025 г.");
  });

  it("gives null for a missing or broken date", () => {
    expect(formatMonthYear(null)).toBeNull();
    expect(formatMonthYear(undefined)).toBeNull();
    expect(formatMonthYear("")).toBeNull();
    expect(formatMonthYear("not a date")).toBeNull();
  });
});
