// Receives the site's CRM webhooks and checks each is genuine and fresh (docs/crm-webhooks.md).
// Node 18 or later, nothing to install:
//   WEBHOOK_SECRET=whsec_... PORT=8080 node verify-webhook.mjs
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

/** How far X-Webhook-Timestamp may be from this machine's clock, either way. */
export const TOLERANCE_SECONDS = 5 * 60;

/**
 * True when X-Signature-256 is "sha256=" + the hex HMAC-SHA256, keyed with the webhook's secret,
 * of "<X-Webhook-Timestamp>.<the raw body>", and the timestamp is within five minutes of now. A
 * captured delivery replayed later fails the second test; one with another timestamp, the first.
 */
export function verifyWebhook({ secret, timestamp, signature, body }) {
  if (typeof timestamp !== "string" || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex")}`);
  const received = Buffer.from(typeof signature === "string" ? signature : "");
  // Constant time, so that the comparison does not reveal how much of a forged signature was right.
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/**
 * A request handler: 204 and onEvent(event, deliveryId) for a genuine delivery; 401 for anything
 * else; 409 for a signature already seen, which only a replay within the five minutes can send (each
 * attempt is signed anew). A retry after a lost answer is genuine and comes with the same
 * X-Delivery-Id (delivery is at least once): drop repeats by deliveryId, or by the lead's id.
 */
export function webhookHandler({ secret, onEvent }) {
  // Signatures seen, until they are too old to be accepted anyway. Keep them in a shared store
  // instead when several processes receive.
  const seen = new Map();
  return (request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      // Verify the bytes as they came: parsing and serialising again would change them.
      const body = Buffer.concat(chunks);
      const genuine = verifyWebhook({
        secret,
        timestamp: request.headers["x-webhook-timestamp"],
        signature: request.headers["x-signature-256"],
        body,
      });
      if (request.method !== "POST" || !genuine) return response.writeHead(401).end();
      const now = Date.now();
      for (const [signature, until] of seen) if (until < now) seen.delete(signature);
      const signature = request.headers["x-signature-256"];
      if (seen.has(signature)) return response.writeHead(409).end();
      seen.set(signature, now + 2 * TOLERANCE_SECONDS * 1000);
      onEvent(JSON.parse(body.toString("utf8")), request.headers["x-delivery-id"]);
      response.writeHead(204).end();
    });
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error("Set WEBHOOK_SECRET to the secret the integrations screen shows");
  const port = Number(process.env.PORT ?? 8080);
  createServer(webhookHandler({ secret, onEvent: (event, deliveryId) => console.log(deliveryId, JSON.stringify(event)) })).listen(port, () =>
    console.log(`Waiting for webhooks on port ${port}`),
  );
}
