import { describe, expect, it } from "vitest";

import { shortCaseId, summarize } from "./case-format";

describe("shortCaseId", () => {
  it("shows the first eight characters of the id after '#'", () => {
    expect(shortCaseId("3f2a9c1d-4b5e-4f60-8a7b-9c0d1e2f3a4b")).toBe("#3f2a9c1d");
  });
});

describe("summarize", () => {
  it("keeps a short text whole, with its whitespace flattened", () => {
    expect(summarize("  AI-ассистент\n\nдля   клиники  ")).toBe("AI-ассистент для клиники");
  });

  it("cuts a long text at a word boundary, drops trailing punctuation and adds an ellipsis", () => {
    const text = "Клиника получала сотни звонков в день, администраторы не успевали отвечать, и пациенты уходили к конкурентам.";
    const summary = summarize(text, 60);
    expect(summary).toBe("Клиника получала сотни звонков в день, администраторы не…");
    expect(summary.length).toBeLessThanOrEqual(60);
  });

  it("cuts inside a word when no space falls in the second half of the limit", () => {
    expect(summarize("Сверхдлинноесловобезпробелов и хвост", 20)).toBe("Сверхдлинноесловобе…");
  });
});
