import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { consentWording, consentTextId, formatConsentMoment } from "./consent.server";

describe("consentWording", () => {
  it("is the Russian text each form shows beside its box or button, in the contact form's approved wording", () => {
    expect(consentWording("contact", "ru").text).toBe(
      "Согласен на обработку персональных данных и получение коммерческих предложений",
    );
    expect(consentWording("chat", "ru").text).toBe("Отправляя контакты, вы соглашаетесь на обработку персональных данных.");
    expect(consentWording("contact", "ru")).toMatchObject({ form: "contact", language: "ru" });
  });

  it("is identified by the first 16 hex digits of SHA-256 over form, language and text", () => {
    const { id, form, language, text } = consentWording("chat", "ru");
    expect(id).toBe(createHash("sha256").update(JSON.stringify([form, language, text])).digest("hex").slice(0, 16));
  });
});

describe("consentTextId", () => {
  it("gives the same wording the same id, and any change of text, form or language a new one", () => {
    const id = consentTextId("contact", "ru", "Согласен");
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(consentTextId("contact", "ru", "Согласен")).toBe(id);
    expect(consentTextId("contact", "ru", "Согласен.")).not.toBe(id);
    expect(consentTextId("chat", "ru", "Согласен")).not.toBe(id);
    expect(consentTextId("contact", "kz", "Согласен")).not.toBe(id);
    // The parts are kept apart: moving a character from one to the next is another wording.
    expect(consentTextId("contac", "tru", "Согласен")).not.toBe(id);
  });
});

describe("formatConsentMoment", () => {
  it("writes the moment to the second in Almaty time, with the year", () => {
    // 09:07:08 UTC is 14:07:08 in Almaty (UTC+5 since March 2024).
    expect(formatConsentMoment(new Date("2026-03-05T09:07:08Z"))).toBe("5 марта 2026 г. в 14:07:08");
  });
});
