import { describe, expect, it } from "vitest";

import { strings as en } from "~/i18n/public/en";
import { strings as kz } from "~/i18n/public/kz";
import { strings as ru } from "~/i18n/public/ru";

import { chatLeadProblem } from "./chat";
import { contactSchema } from "./contact";
import { firstIssueMessage, leadSchema } from "./lead";
import { newsletterSchema } from "./newsletter";

/** The message each public form shows for a failed check, given the page language's words. */
function leadMessage(strings: typeof en, input: unknown): string | null {
  const parsed = leadSchema(strings.leads).safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe("the lead dialog's messages in the page's language", () => {
  it("are SPEC.md's exact Russian on a Russian page", () => {
    expect(leadMessage(ru, { name: "", phone: "+77771234567" })).toBe("Пожалуйста, заполните все поля");
    expect(leadMessage(ru, { name: "Айгерим", phone: "8 777 123 45 67" })).toBe("Номер телефона должен начинаться с + (например: +77771234567)");
    expect(leadMessage(ru, { name: "Айгерим", phone: "+7 777" })).toBe("Введите корректный номер телефона");
  });

  it("are English on an English page, in the same order", () => {
    expect(leadMessage(en, { name: "", phone: "" })).toBe("Please fill in all fields");
    expect(leadMessage(en, { name: "Aigerim", phone: "8 777 123 45 67" })).toBe("The phone number must start with + (for example: +77771234567)");
    expect(leadMessage(en, { name: "Aigerim", phone: "+7 777" })).toBe("Please enter a valid phone number");
    expect(leadMessage(en, { name: "Aigerim", phone: "+7 777 123 45 67" })).toBeNull();
  });

  it("are Kazakh on a Kazakh page, the example falling back to the placeholder without digits", () => {
    expect(leadMessage(kz, { name: "Айгерим" })).toBe("Барлық өрістерді толтырыңыз");
    expect(leadMessage(kz, { name: "Айгерим", phone: "телефон" })).toBe("Телефон нөмірі + белгісінен басталуы керек (мысалы: +7 (XXX) XXX-XX-XX)");
    expect(leadMessage(kz, { name: "Айгерим", phone: "+7 777" })).toBe("Дұрыс телефон нөмірін енгізіңіз");
  });

  it("come from one schema per language, built once", () => {
    expect(leadSchema(en.leads)).toBe(leadSchema(en.leads));
    expect(leadSchema(en.leads)).not.toBe(leadSchema(kz.leads));
  });
});

describe("the contact form's and the newsletter's messages in the page's language", () => {
  const errorsOf = (strings: typeof en, input: unknown) => {
    const parsed = contactSchema(strings.leads).safeParse(input);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it("name each missing field in the page's language", () => {
    expect(errorsOf(ru, {})).toMatchObject({ name: "Укажите ваше имя", email: "Укажите email", consent: "Необходимо согласие на обработку персональных данных" });
    expect(errorsOf(en, {})).toMatchObject({ name: "Please enter your name", email: "Please enter your email", message: "Please write a message" });
    expect(errorsOf(kz, {})).toMatchObject({ name: "Атыңызды көрсетіңіз", email: "Email көрсетіңіз", consent: "Дербес деректерді өңдеуге келісім беру қажет" });
  });

  it("say the phone rule in the page's language", () => {
    const filled = { name: "A", email: "a@b.kz", message: "Hi", consent: true };
    expect(errorsOf(en, { ...filled, phone: "87771234567" }).phone).toBe("The phone number must start with + (for example: +77771234567)");
  });

  it("refuse a bad newsletter address in the page's language", () => {
    const message = (strings: typeof en) => newsletterSchema(strings.leads).safeParse({ email: "name@" }).error?.issues[0]?.message;
    expect(message(ru)).toBe("Введите корректный email, например name@company.kz");
    expect(message(en)).toBe("Please enter a valid email, for example name@company.kz");
    expect(message(kz)).toBe("Дұрыс email енгізіңіз, мысалы name@company.kz");
  });
});

describe("the chat's contact form in the page's language", () => {
  const collect = { name: true, phone: true, email: false, company: false };
  const empty = { name: "", phone: "", email: "", company: "" };

  it("lists the missing fields in the page's language", () => {
    expect(chatLeadProblem(empty, collect, ru)).toBe("Пожалуйста, заполните обязательные поля: имя, телефон");
    expect(chatLeadProblem(empty, collect, en)).toBe("Please fill in the required fields: name, phone");
    expect(chatLeadProblem(empty, collect, kz)).toBe("Міндетті өрістерді толтырыңыз: аты, телефон");
  });

  it("says the phone rule in the page's language", () => {
    expect(chatLeadProblem({ ...empty, name: "Aigerim", phone: "+7 777" }, collect, en)).toBe("Please enter a valid phone number");
  });
});
