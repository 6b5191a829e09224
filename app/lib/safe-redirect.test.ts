import { describe, expect, it } from "vitest";

import { safeRedirectPath } from "./safe-redirect";

const FALLBACK = "/fallback";
const SITE = "http://site.example";

/** Where a browser on SITE would go when it follows a Location header with this value. */
function destination(location: string): URL {
  return new URL(location, `${SITE}/some/page`);
}

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/about?x=1&y=2#newsletter", "/about?x=1&y=2#newsletter"],
    ["/cases/12?tab=a%20b", "/cases/12?tab=a%20b"],
    ["/blog/%D0%B8%D0%B8", "/blog/%D0%B8%D0%B8"],
    ["/a/./b/../c", "/a/c"],
    ["/@evil.example", "/@evil.example"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(expected);
  });

  it.each([
    // Another site, spelled in the ways browsers accept.
    "//evil.example/x",
    "///evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "\t//evil.example",
    "/.//evil.example",
    "/..//evil.example/x",
    "/a/..//evil.example",
    "https://evil.example/x",
    "HTTPS://evil.example",
    "http:evil.example",
    "evil.example/x",
    "@evil.example",
    // Encoded slashes and backslashes a later decoding step could turn into '//'.
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%252F%252Fevil.example",
    "%2F%2Fevil.example",
    // Scripts and header injection.
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/about\r\nSet-Cookie: session=x",
    "/about\u0000",
    // Malformed percent-encoding.
    "/%E0%A4%A",
    // Nothing at all.
    "",
  ])("refuses %j and gives the fallback", (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("gives the fallback for a missing or non-string value", () => {
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(["/about"], FALLBACK)).toBe(FALLBACK);
  });

  it("falls back to the home page when no fallback is given", () => {
    expect(safeRedirectPath("//evil.example")).toBe("/");
  });

  it("never yields a target a browser would resolve to another origin", () => {
    const nasty = ["//evil.example", "/\\evil.example", "/.//evil.example", "/\t/evil.example", "/about"];
    for (const value of nasty) {
      const result = safeRedirectPath(value, FALLBACK);
      expect(destination(result).origin).toBe(SITE);
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
    }
  });
});
