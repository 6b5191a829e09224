import { describe, expect, it } from "vitest";

import { leads } from "~/i18n/ru/leads";

import { newsletterSchema } from "./newsletter";

const NewsletterSchema = newsletterSchema(leads);

describe("NewsletterSchema", () => {
  it("trims and lower-cases the address so one person subscribes once", () => {
    expect(NewsletterSchema.parse({ email: "  Name@Company.KZ " }).email).toBe("name@company.kz");
  });

  it.each([[""], ["name"], ["name@"], ["@company.kz"], [undefined], [`${"a".repeat(250)}@x.kz`]])(
    "rejects %j with a clear Russian message",
    (email) => {
      const parsed = NewsletterSchema.safeParse({ email });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Введите корректный email, например name@company.kz");
    },
  );
});
