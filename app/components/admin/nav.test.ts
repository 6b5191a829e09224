import { describe, expect, it } from "vitest";

import { screenPaths } from "~/lib/permissions";

import { SPEC_SIDEBAR_ORDER } from "../../../tests/setup/admin-sidebar";

import { ADMIN_NAV, isActivePath } from "./nav";

const links = ADMIN_NAV.flatMap((entry) => (entry.kind === "group" ? entry.items : [entry]));

describe("admin sidebar", () => {
  it("lists SPEC.md 2.13's entries in its order", () => {
    expect(links.map((l) => l.to)).toEqual(SPEC_SIDEBAR_ORDER);
  });

  it("points each entry at a path its screen in the permission matrix serves", () => {
    for (const link of links) expect(screenPaths(link.screen)).toContain(link.to);
  });

  it("marks the dashboard active only on /admin itself", () => {
    expect(isActivePath("/admin", "/admin/")).toBe(true);
    expect(isActivePath("/admin", "/admin/hero")).toBe(false);
    expect(isActivePath("/admin/hero", "/admin/hero")).toBe(true);
    expect(isActivePath("/admin/design/colors", "/admin/design/typography")).toBe(false);
  });
});
