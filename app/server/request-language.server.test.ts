import { describe, expect, it } from "vitest";

import { requestLanguage, requestStrings } from "./request-language.server";

const post = (referer?: string) =>
  new Request("http://localhost:3000/api/leads", { method: "POST", headers: referer ? { referer } : {} });

describe("the language a request is answered in", () => {
  it("is the language of the page on this site that sent it", () => {
    expect(requestLanguage(post("http://localhost:3000/en/faq"))).toBe("en");
    expect(requestLanguage(post("http://localhost:3000/kz"))).toBe("kz");
    expect(requestLanguage(post("http://localhost:3000/faq?x=1"))).toBe("ru");
    expect(requestStrings(post("http://localhost:3000/en/faq")).leads.validation.fillAllFields).toBe("Please fill in all fields");
  });

  it("is Russian without a Referer, or with another site's", () => {
    expect(requestLanguage(post())).toBe("ru");
    expect(requestLanguage(post("https://example.com/en/faq"))).toBe("ru");
    expect(requestLanguage(post("not a url"))).toBe("ru");
  });
});
