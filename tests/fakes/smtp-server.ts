/** A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every message it receives. */
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

export type FakeSmtp = {
  url: string;
  messages: ReceivedMail[];
  /** The next message to this address (waits up to `timeoutMs`). */
  waitForMail: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and Cyrillic text. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: { to: string; seen: number; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          const index = messages.findIndex((m, i) => i >= waiter.seen && m.to.includes(waiter.to));
          if (index >= 0) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(messages[index]!);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail: (to, timeoutMs = 10_000) =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = { to, seen: messages.length, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (waiters.includes(waiter)) reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
