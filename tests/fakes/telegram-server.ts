import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type TelegramCall = { token: string; chatId: string; text: string; parseMode: string | null };
type Failure = { error_code: number; description: string };

export type FakeTelegram = {
  /** Base URL to put in TELEGRAM_API_URL. */
  url: string;
  /** sendMessage calls that were answered ok, in order. */
  messages: TelegramCall[];
  /** Every sendMessage call, including those answered with a failure. */
  calls: TelegramCall[];
  /** Answers the next `times` calls with {ok:false, …}, as the Bot API does for a bad token or chat. */
  failNext: (times: number, failure?: Failure) => void;
  /** Never answers the next `times` calls (an API that hangs), so the sender's timeout ends them. */
  hangNext: (times: number) => void;
  close: () => Promise<void>;
};

/** The Telegram Bot API's sendMessage on 127.0.0.1, on a free port. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const messages: TelegramCall[] = [];
  const calls: TelegramCall[] = [];
  let failures: (Failure | "hang")[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match?.[1]) {
        answer(404, { ok: false, error_code: 404, description: "Not Found" });
        return;
      }
      let body: { chat_id?: unknown; text?: unknown; parse_mode?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
      } catch {
        answer(400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" });
        return;
      }
      const call = {
        token: decodeURIComponent(match[1]),
        chatId: String(body.chat_id ?? ""),
        text: String(body.text ?? ""),
        // Telegram reads '*', '_' and '<b>' as formatting only when a parse mode is named.
        parseMode: typeof body.parse_mode === "string" ? body.parse_mode : null,
      };
      calls.push(call);
      const failure = failures.shift();
      if (failure === "hang") return;
      if (failure) {
        answer(failure.error_code, { ok: false, ...failure });
        return;
      }
      if (!call.chatId || !call.text) {
        answer(400, { ok: false, error_code: 400, description: "Bad Request: message text is empty" });
        return;
      }
      messages.push(call);
      answer(200, {
        ok: true,
        result: { message_id: messages.length, date: Math.floor(Date.now() / 1000), chat: { id: call.chatId }, text: call.text },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    calls,
    failNext: (times, failure = { error_code: 502, description: "Bad Gateway" }) => {
      failures = Array.from({ length: times }, () => failure);
    },
    hangNext: (times) => {
      failures = Array.from({ length: times }, () => "hang" as const);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A hung call's connection would keep the server open.
        server.closeAllConnections();
      }),
  };
}
