import { describe, expect, it } from "vitest";

import { fillNotificationTemplate, formatNotificationDate, quotedMessage, singleLine } from "./telegram.server";

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

describe("visitor text cannot forge lines of a notification", () => {
  const template = "🔔 Новая заявка\nИмя: {name}\nТелефон: {phone}\nДата: {date}";

  it.each([
    ["a line feed", "\n"],
    ["a carriage return", "\r"],
    ["CR LF", "\r\n"],
    ["a vertical tab", "\v"],
    ["a form feed", "\f"],
    ["NEL", "\u0085"],
    ["the Unicode line separator", "\u2028"],
    ["the Unicode paragraph separator", "\u2029"],
  ])("turns %s in the name and phone into a space", (_, br) => {
    const text = fillNotificationTemplate(template, {
      name: `Иван${br}Телефон: +70000000000`,
      phone: `+77771234567${br}Дата: 01.01.2020`,
      date,
    });
    expect(text.split("\n")).toEqual([
      "🔔 Новая заявка",
      "Имя: Иван Телефон: +70000000000",
      "Телефон: +77771234567 Дата: 01.01.2020",
      "Дата: 15.03.2025, 14:05:07",
    ]);
    expect(text).not.toMatch(/[\r\v\f\u0085\u2028\u2029]/);
  });

  it("removes other control characters and the bidi controls that reorder a line", () => {
    const text = fillNotificationTemplate("Имя: {name}", { name: "Ив\u0000ан\u0007 \u202eтсеВ\u202c\u2066x\u2069", phone: "", date });
    expect(text).toBe("Имя: Ив ан тсеВx");
  });

  it("cuts a long name to 100 characters ending with an ellipsis", () => {
    const text = fillNotificationTemplate("{name}", { name: "Я".repeat(150), phone: "", date });
    expect(text).toBe(`${"Я".repeat(99)}…`);
    expect(fillNotificationTemplate("{name}", { name: "Я".repeat(100), phone: "", date })).toBe("Я".repeat(100));
  });

  it("never cuts an emoji in half", () => {
    const text = fillNotificationTemplate("{name}", { name: `${"a".repeat(98)}😀😀`, phone: "", date });
    expect(text).toBe(`${"a".repeat(98)}…`);
  });
});

describe("singleLine", () => {
  it("collapses runs of spaces and trims", () => {
    expect(singleLine("  ТОО \t «Пример»\n\n ")).toBe("ТОО «Пример»");
  });

  it("keeps an ordinary value as it is", () => {
    expect(singleLine("ТОО «Пример» — Алматы")).toBe("ТОО «Пример» — Алматы");
  });
});

describe("quotedMessage", () => {
  it("marks every line of the visitor's message, so none passes for a field of the notification", () => {
    expect(quotedMessage("Нужен бот\r\nТелефон: +70000000000\u2028Имя: Директор")).toBe(
      "> Нужен бот\n> Телефон: +70000000000\n> Имя: Директор",
    );
  });

  it("keeps one empty line between paragraphs and drops control characters", () => {
    expect(quotedMessage("Абзац 1\n\n\n\n\u0000Абзац\u202e 2\n")).toBe("> Абзац 1\n>\n> Абзац 2");
  });

  it("cuts a long message to 1000 characters with an ellipsis", () => {
    const quoted = quotedMessage("слово ".repeat(400));
    const body = quoted.replace(/^> /, "");
    expect(Array.from(body)).toHaveLength(1000);
    expect(body.endsWith("…")).toBe(true);
    expect(quoted.split("\n")).toHaveLength(1);
  });
});
