import { describe, expect, it } from "vitest";

import { info as enInfo } from "../en/info";
import { info as kzInfo } from "../kz/info";
import { info as ruInfo } from "../ru/info";
import { strings as enCore } from "./en";
import { strings as kzCore } from "./kz";
import { strings as ruCore } from "./ru";

const ru = { ...ruCore, info: ruInfo };
const kz = { ...kzCore, info: kzInfo };
const en = { ...enCore, info: enInfo };

/** Every path where `other` differs from `source` in shape, or holds an empty or untranslated-looking string. */
function differences(source: unknown, other: unknown, path = "strings"): string[] {
  if (typeof source === "string") {
    if (typeof other !== "string") return [`${path}: missing`];
    return other.trim() === "" && source.trim() !== "" ? [`${path}: empty`] : [];
  }
  if (typeof source === "function") {
    if (typeof other !== "function") return [`${path}: missing`];
    return other.length === source.length ? [] : [`${path}: takes ${other.length} arguments, not ${source.length}`];
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(other)) return [`${path}: missing`];
    if (other.length !== source.length) return [`${path}: ${other.length} items, not ${source.length}`];
    return source.flatMap((item, index) => differences(item, other[index], `${path}[${index}]`));
  }
  if (typeof source === "object" && source !== null) {
    if (typeof other !== "object" || other === null) return [`${path}: missing`];
    const keys = new Set([...Object.keys(source), ...Object.keys(other)]);
    return [...keys].flatMap((key) =>
      key in source
        ? differences((source as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`)
        : [`${path}.${key}: not in the Russian catalog`],
    );
  }
  return Object.is(source, other) ? [] : [`${path}: ${String(other)} instead of ${String(source)}`];
}

describe("the public site's catalogs", () => {
  it.each([
    ["Kazakh", kz],
    ["English", en],
  ])("the %s one has every key of the Russian one, and no other", (_, catalog) => {
    expect(differences(ru, catalog)).toEqual([]);
  });

  it("finds a missing key (the check itself)", () => {
    expect(differences({ a: { b: "x", c: ["y"] } }, { a: { c: ["y", "z"] } })).toEqual(["strings.a.b: missing", "strings.a.c: 2 items, not 1"]);
  });
});
