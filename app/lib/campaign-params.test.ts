import { describe, expect, it } from "vitest";

import { withoutCampaignParams } from "./campaign-params";

describe("withoutCampaignParams", () => {
  it("keeps what the page reads and drops campaign tags and click ids", () => {
    expect(withoutCampaignParams("?category=ai&utm_source=visitor-a&gclid=1")).toBe("?category=ai");
    expect(withoutCampaignParams("?utm_source=a&utm_campaign=b&fbclid=c&yclid=d&_openstat=e")).toBe("");
    expect(withoutCampaignParams("")).toBe("");
  });
});
