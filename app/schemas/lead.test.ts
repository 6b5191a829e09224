import { describe, expect, it } from "vitest";

import { leads } from "~/i18n/ru/leads";

import { firstIssueMessage, leadSchema } from "./lead";
import { phoneExample } from "./phone";

const LeadSchema = leadSchema(leads);

function messageFor(input: unknown): string | null {
  const parsed = LeadSchema.safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe("LeadSchema (the lead dialog's three checks, in the order they apply)", () => {
  it("1. requires name and phone after trimming", () => {
    expect(messageFor({ name: "", phone: "+77771234567" })).toBe("Пожалуйста, заполните все поля");
    expect(messageFor({ name: "Айгерим", phone: "" })).toBe("Пожалуйста, заполните все поля");
    expect(messageFor({ name: "   ", phone: "  " })).toBe("Пожалуйста, заполните все поля");
    expect(messageFor({})).toBe("Пожалуйста, заполните все поля");
    expect(messageFor(null)).toBe("Пожалуйста, заполните все поля");
    expect(messageFor({ name: 42, phone: ["+7"] })).toBe("Пожалуйста, заполните все поля");
  });

  it("1 comes before 2: an empty name with a phone lacking '+' reports the missing field", () => {
    expect(messageFor({ name: " ", phone: "87771234567" })).toBe("Пожалуйста, заполните все поля");
  });

  it("2. requires a leading '+', with the visitor's own number as the example", () => {
    expect(messageFor({ name: "Айгерим", phone: "7 777 123 45 67" })).toBe(
      "Номер телефона должен начинаться с + (например: +77771234567)",
    );
  });

  it("2 comes before 3: a short number without '+' is told about the '+' first", () => {
    expect(messageFor({ name: "Айгерим", phone: "123" })).toBe(
      "Номер телефона должен начинаться с + (например: +123)",
    );
  });

  it("3. requires at least 10 digits once non-digits are removed", () => {
    expect(messageFor({ name: "Айгерим", phone: "+7 (777) 12" })).toBe("Введите корректный номер телефона");
    expect(messageFor({ name: "Айгерим", phone: "+123456789" })).toBe("Введите корректный номер телефона");
    expect(messageFor({ name: "Айгерим", phone: "+1234567890" })).toBeNull();
  });

  it("reports exactly one issue", () => {
    const parsed = LeadSchema.safeParse({ name: "", phone: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
  });

  it("accepts a formatted number and trims both fields", () => {
    const parsed = LeadSchema.parse({ name: "  Айгерим ", phone: " +7 (777) 123-45-67 " });
    expect(parsed).toEqual({ name: "Айгерим", phone: "+7 (777) 123-45-67", website: "" });
  });

  it("keeps the honeypot so the server can tell bots apart", () => {
    expect(LeadSchema.parse({ name: "Bot", phone: "+77771234567", website: "http://spam" }).website).toBe(
      "http://spam",
    );
  });

  it("limits the name's length", () => {
    expect(messageFor({ name: "a".repeat(101), phone: "+77771234567" })).toBe("Имя слишком длинное");
  });

  it("refuses control characters and broken Unicode that a script, not a person, sends", () => {
    expect(messageFor({ name: "Иван\u0000", phone: "+77771234567" })).toBe("Поле содержит недопустимые символы");
    expect(messageFor({ name: "Иван\nПодпись: директор", phone: "+77771234567" })).toBe(
      "Поле содержит недопустимые символы",
    );
    expect(messageFor({ name: "Иван", phone: "+77771234567\u0007" })).toBe("Поле содержит недопустимые символы");
    expect(messageFor({ name: "Иван\ud800", phone: "+77771234567" })).toBe("Поле содержит недопустимые символы");
  });
});

describe("phoneExample", () => {
  it("puts a '+' in front of the visitor's digits", () => {
    expect(phoneExample("7 (777) 123-45-67", leads.dialog.phonePlaceholder)).toBe("+77771234567");
  });
  it("reads Kazakhstan's domestic 8 as the country code 7", () => {
    expect(phoneExample("8 777 123 45 67", leads.dialog.phonePlaceholder)).toBe("+77771234567");
  });
  it("falls back to the placeholder pattern when there are no digits", () => {
    expect(phoneExample("телефон", leads.dialog.phonePlaceholder)).toBe("+7 (XXX) XXX-XX-XX");
  });
});
