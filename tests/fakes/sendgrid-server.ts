/**
 * SendGrid's v3 mail/send on 127.0.0.1 (a free port): Bearer key, the JSON body of
 * https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send, 202 with an empty body
 * when accepted, 401 {errors:[…]} for a wrong key, 400 for a body without its required fields.
 */
import { createServer } from "node:http";

import { listenOnLoopback } from "./loopback-server";

export type SendgridMail = { key: string; from: string; to: string[]; subject: string; text: string };

export type FakeSendgrid = {
  /** Base URL to put in SENDGRID_API_URL. */
  url: string;
  /** Accepted messages, in order. */
  messages: SendgridMail[];
  /** Every call's status, accepted or not. */
  statuses: number[];
  /** The only key accepted. */
  key: string;
  /** Answers the next `times` calls with this status (503: SendGrid down). */
  failNext: (times: number, status?: number) => void;
  close: () => Promise<void>;
};

type Body = {
  personalizations?: { to?: { email?: string }[] }[];
  from?: { email?: string };
  subject?: string;
  content?: { type?: string; value?: string }[];
};

export async function startFakeSendgrid(key = "SG.test-key"): Promise<FakeSendgrid> {
  const messages: SendgridMail[] = [];
  const statuses: number[] = [];
  let failures: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, body?: unknown) => {
        statuses.push(status);
        res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
        res.end(body === undefined ? "" : JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/v3/mail/send") return answer(404, { errors: [{ message: "Not found" }] });
      const failure = failures.shift();
      if (failure !== undefined) return answer(failure, { errors: [{ message: "Service unavailable" }] });
      if (req.headers.authorization !== `Bearer ${key}`)
        return answer(401, { errors: [{ message: "The provided authorization grant is invalid, expired, or revoked", field: null, help: null }] });
      let body: Body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body;
      } catch {
        return answer(400, { errors: [{ message: "Bad Request", field: null }] });
      }
      const to = (body.personalizations ?? []).flatMap((p) => (p.to ?? []).map((r) => r.email ?? ""));
      const text = body.content?.find((c) => c.type === "text/plain")?.value;
      if (!body.from?.email || to.length === 0 || !body.subject || text === undefined)
        return answer(400, { errors: [{ message: "Missing required fields", field: "personalizations" }] });
      messages.push({ key, from: body.from.email, to, subject: body.subject, text });
      answer(202);
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    statuses,
    key,
    failNext: (times, status = 503) => {
      failures = Array.from({ length: times }, () => status);
    },
    close,
  };
}
