import { describe, expect, it } from "vitest";

import { quickActionsFor } from "./quick-actions";

const ids = (role: Parameters<typeof quickActionsFor>[0]) => quickActionsFor(role).map((a) => a.id);

describe("dashboard quick actions", () => {
  it("shows each role only the quick actions it may use", () => {
    expect(ids("admin")).toEqual(["content", "media", "newPost", "leads", "analytics", "design"]);
    expect(ids("editor")).toEqual(["content", "media", "newPost", "leads"]);
    expect(ids("marketer")).toEqual(["leads", "analytics"]);
  });

  it("shows everything when there is no role", () => {
    expect(ids(null)).toHaveLength(6);
  });
});
