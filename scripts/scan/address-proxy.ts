/**
 * An HTTP proxy for sqlmap that gives each request a random client address in X-Forwarded-For,
 * which the scan's server believes (TRUST_PROXY=loopback). For the limits per client address that
 * no setting raises (the lookups of unsubscribe tokens): every request of sqlmap's, its baseline
 * and checks included, comes from an address of its own. (sqlmap's xforwardedfor tamper only
 * touches the requests that carry a payload.)
 */
import { randomInt } from "node:crypto";
import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";

/** A public IPv4 address, never a private or loopback one, which the server would read differently. */
function randomPublicAddress(): string {
  let first = 10;
  while ([10, 100, 127, 169, 172, 192].includes(first)) first = randomInt(1, 224);
  return [first, randomInt(0, 256), randomInt(0, 256), randomInt(1, 255)].join(".");
}

export async function startAddressProxy(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    // A proxy is asked for the absolute URL.
    const target = new URL(incoming.url ?? "");
    const upstream = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, "x-forwarded-for": randomPublicAddress() } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
