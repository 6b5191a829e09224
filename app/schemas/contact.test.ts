import { describe, expect, it } from "vitest";

import { leads } from "~/i18n/ru/leads";

import { contactSchema } from "./contact";

const ContactSchema = contactSchema(leads);

const valid = {
  name: "Айгерим",
  email: "Aigerim@Example.kz",
  message: "Нужен AI-консультант для интернет-магазина",
  consent: true,
};

function errorsOf(input: unknown): Record<string, string> {
  const parsed = ContactSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("ContactSchema (name, email, message and consent required)", () => {
  it("accepts name, email, message and consent; optional fields become undefined when blank", () => {
    const parsed = ContactSchema.parse({ ...valid, company: " ", phone: "", service: "" });
    expect(parsed).toMatchObject({ name: "Айгерим", email: "Aigerim@Example.kz", consent: true });
    expect(parsed.company).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
    expect(parsed.service).toBeUndefined();
  });

  it("requires name, email, message and consent, one message each", () => {
    expect(errorsOf({})).toEqual({
      name: "Укажите ваше имя",
      email: "Укажите email",
      message: "Напишите сообщение",
      consent: "Необходимо согласие на обработку персональных данных",
    });
  });

  it("treats whitespace as empty", () => {
    expect(errorsOf({ ...valid, name: "  ", message: "\n " })).toEqual({
      name: "Укажите ваше имя",
      message: "Напишите сообщение",
    });
  });

  it("rejects a malformed email and an unticked consent", () => {
    expect(errorsOf({ ...valid, email: "not-an-email", consent: false })).toEqual({
      email: "Введите корректный email",
      consent: "Необходимо согласие на обработку персональных данных",
    });
  });

  it("checks an optional phone with the lead dialog's rules", () => {
    expect(errorsOf({ ...valid, phone: "87771234567" })).toEqual({
      phone: "Номер телефона должен начинаться с + (например: +77771234567)",
    });
    expect(errorsOf({ ...valid, phone: "+7 777" })).toEqual({ phone: "Введите корректный номер телефона" });
    expect(errorsOf({ ...valid, phone: "+7 777 123 45 67" })).toEqual({});
  });

  it("limits the message to 5000 characters", () => {
    expect(errorsOf({ ...valid, message: "я".repeat(5001) })).toEqual({
      message: "Сообщение слишком длинное (не более 5000 символов)",
    });
  });

  it("refuses control characters in every field, but keeps line breaks in the message", () => {
    expect(errorsOf({ ...valid, name: "Ай\u0000герим", company: "ТОО\u001b", message: "a\u0000" })).toEqual({
      name: "Поле содержит недопустимые символы",
      company: "Поле содержит недопустимые символы",
      message: "Поле содержит недопустимые символы",
    });
    expect(errorsOf({ ...valid, message: "Строка 1\r\nСтрока 2" })).toEqual({});
  });
});
