import { describe, expect, it } from "vitest";

import { addressKey } from "~/server/address-key.server";

describe("addressKey", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const keys = new Set(
      ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0000:0000:0000:0abc", "2001:DB8:1:2:a:b:c:d"].map(addressKey),
    );
    expect([...keys]).toEqual(["2001:db8:1:2::/64"]);
  });

  it("keeps neighbouring /64s apart", () => {
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("leaves what is not an address as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
