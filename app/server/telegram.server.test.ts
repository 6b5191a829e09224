import { describe, expect, it } from "vitest";

import { fillNotificationTemplate, formatNotificationDate } from "./telegram.server";

// 09:05 UTC is 14:05 in Almaty (UTC+5 since March 2024).
const date = new Date("2025-03-15T09:05:07Z");

describe("fillNotificationTemplate", () => {
  it("replaces {name}, {phone} and {date}, the date in ru-RU and Almaty time", () => {
    const text = fillNotificationTemplate("🔔 Новая заявка\nИмя: {name}\nТелефон: {phone}\nДата: {date}", {
      name: "Айгерим",
      phone: "+77771234567",
      date,
    });
    expect(text).toBe("🔔 Новая заявка\nИмя: Айгерим\nТелефон: +77771234567\nДата: 15.03.2025, 14:05:07");
  });

  it("replaces every occurrence and leaves other braces alone", () => {
    expect(fillNotificationTemplate("{name} / {name} {unknown} {phone}", { name: "A", phone: "+7", date })).toBe(
      "A / A {unknown} +7",
    );
  });

  it("does not interpret replacement patterns in visitor input", () => {
    expect(fillNotificationTemplate("Имя: {name}", { name: "$& $1 $$", phone: "", date })).toBe("Имя: $& $1 $$");
  });
});

describe("formatNotificationDate", () => {
  it("uses the Russian day.month.year format", () => {
    expect(formatNotificationDate(date)).toBe("15.03.2025, 14:05:07");
  });
});
