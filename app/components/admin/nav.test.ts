import { describe, expect, it } from "vitest";

import { screenPaths } from "~/lib/permissions";

import { SPEC_SIDEBAR_ORDER } from "../../../tests/setup/admin-sidebar";

import { ADMIN_NAV, isActivePath } from "./nav";

const links = ADMIN_NAV.flatMap((entry) => (entry.kind === "group" ? entry.items : [entry]));

describe("admin sidebar", () => {
  it("lists the approved entries in their order", () => {
    expect(links.map((l) => l.to)).toEqual(SPEC_SIDEBAR_ORDER);
  });

  it("groups the entries as the registry places them, each with its title and icon", () => {
    const groups = ADMIN_NAV.flatMap((entry) => (entry.kind === "group" ? [[entry.id, entry.items.map((l) => l.screen)]] : []));
    expect(groups).toEqual([
      ["content", ["hero", "about", "services", "advantages", "cases", "team", "blog", "contacts"]],
      ["media", ["media", "gallery"]],
      ["design", ["logo", "design", "design", "design"]],
      ["settings", ["settings", "settings", "settings", "settings", "settings"]],
    ]);
    expect(ADMIN_NAV.filter((entry) => entry.kind === "group" && entry.defaultOpen).map((entry) => entry.kind === "group" && entry.id)).toEqual(["content"]);
    expect(links.filter((l) => l.badge).map((l) => [l.screen, l.badge])).toEqual([["leads", "newLeads"], ["ai-assistant", "new"], ["telegram", "new"]]);
    for (const link of links) expect(link.title && link.icon, link.to).toBeTruthy();
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
