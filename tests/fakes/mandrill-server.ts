/**
 * Mailchimp Transactional (Mandrill) messages/send on 127.0.0.1 (a free port): the key inside the
 * JSON body, https://mailchimp.com/developer/transactional/api/messages/send-new-message/; 200 with
 * one {email, status: "sent", _id} per recipient, 500 {status: "error", name: "Invalid_Key"} for a
 * wrong key.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";

import { listenOnLoopback } from "./loopback-server";

export type MandrillMail = { from: string; to: string[]; subject: string; text: string };

export type FakeMandrill = {
  /** Base URL to put in MAILCHIMP_API_URL. */
  url: string;
  messages: MandrillMail[];
  statuses: number[];
  key: string;
  /** Answers the next `times` calls with this status (502: Mandrill down). */
  failNext: (times: number, status?: number) => void;
  close: () => Promise<void>;
};

type Body = { key?: string; message?: { from_email?: string; subject?: string; text?: string; to?: { email?: string; type?: string }[] } };

export async function startFakeMandrill(key = "md-test-key"): Promise<FakeMandrill> {
  const messages: MandrillMail[] = [];
  const statuses: number[] = [];
  let failures: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, body: unknown) => {
        statuses.push(status);
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/api/1.0/messages/send")
        return answer(404, { status: "error", code: -1, name: "Unknown_Method", message: "Not found" });
      const failure = failures.shift();
      if (failure !== undefined) return answer(failure, { status: "error", code: -1, name: "GeneralError", message: "Unavailable" });
      let body: Body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body;
      } catch {
        return answer(500, { status: "error", code: -2, name: "ValidationError", message: "You must specify a key value" });
      }
      if (body.key !== key) return answer(500, { status: "error", code: -1, name: "Invalid_Key", message: "Invalid API key" });
      const message = body.message;
      const to = (message?.to ?? []).map((r) => r.email ?? "").filter(Boolean);
      if (!message?.from_email || !message.subject || message.text === undefined || to.length === 0)
        return answer(500, { status: "error", code: -2, name: "ValidationError", message: "Validation error" });
      messages.push({ from: message.from_email, to, subject: message.subject, text: message.text });
      answer(
        200,
        to.map((email) => ({ email, status: "sent", reject_reason: null, _id: randomUUID().replace(/-/g, "") })),
      );
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    statuses,
    key,
    failNext: (times, status = 502) => {
      failures = Array.from({ length: times }, () => status);
    },
    close,
  };
}
