import { describe, expect, it } from "vitest";

import { addressState } from "./address-state";

const items = [
  { id: "a", title: "Первый" },
  { id: "b", title: "Второй" },
];
const at = (query: string) => new URLSearchParams(query);

describe("the address states of a list screen", () => {
  it("reads ?new, ?edit=<id> and ?delete=<id> for a role that may change the list", () => {
    expect(addressState(at(""), items, { canEdit: true })).toEqual({ creating: false, editing: null, editMissing: false, deleting: null });
    expect(addressState(at("new"), items, { canEdit: true }).creating).toBe(true);
    expect(addressState(at("edit=b"), items, { canEdit: true })).toMatchObject({ editing: items[1], editMissing: false });
    expect(addressState(at("delete=a"), items, { canEdit: true }).deleting).toBe(items[0]);
    expect(addressState(new Request("http://localhost/admin/services?edit=a"), items, { canEdit: true }).editing).toBe(items[0]);
  });

  it("says when ?edit= names no item, and opens nothing for it", () => {
    expect(addressState(at("edit=gone"), items, { canEdit: true })).toMatchObject({ editing: null, editMissing: true });
  });

  it("opens nothing a role without the right would be refused", () => {
    expect(addressState(at("new"), items, { canEdit: false }).creating).toBe(false);
    expect(addressState(at("edit=a"), items, { canEdit: false })).toMatchObject({ editing: null, editMissing: false });
    expect(addressState(at("delete=a"), items, { canEdit: false }).deleting).toBeNull();
    // Deletes reserved for the admin: an editor edits but is not asked to delete.
    const editor = { canEdit: true, canDelete: false };
    expect(addressState(at("edit=a"), items, editor).editing).toBe(items[0]);
    expect(addressState(at("delete=a"), items, editor).deleting).toBeNull();
  });

  it("takes the screen's own keys, a create key with its value sharing the edit key", () => {
    const team = { create: "member=new", edit: "member" };
    expect(addressState(at("member=new"), items, { canEdit: true }, team)).toMatchObject({ creating: true, editing: null, editMissing: false });
    expect(addressState(at("member=a"), items, { canEdit: true }, team)).toMatchObject({ creating: false, editing: items[0] });
    expect(addressState(at("add=1"), items, { canEdit: true }, { create: "add" }).creating).toBe(true);
  });
});
