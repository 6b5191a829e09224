import ipaddr from "ipaddr.js";

/**
 * The key every per-address limit counts a client by (public writes, the chat, sign-in, API keys).
 * An IPv6 client gets a whole /64 from its provider and can pick any address in it, so it is
 * counted by that /64; an IPv4-mapped IPv6 address (::ffff:1.2.3.4, what a dual-stack socket
 * reports for an IPv4 peer) is the IPv4 address it maps. Anything unparseable is its own key.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(":")}::`).toString()}/64`;
}
