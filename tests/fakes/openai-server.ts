import { createServer, type Server, type ServerResponse } from "node:http";

import { listenOnLoopback } from "./loopback-server";

/** One scripted answer of the fake model. Unscripted requests get `Ответ: <last user message>`. */
export type FakeReply = {
  /** Text the model writes; streamed in `chunkSize`-character pieces when the request streams. */
  content?: string;
  /** A function call the model makes (OpenAI "tools"), before or instead of text. */
  toolCall?: { name: string; arguments: Record<string, unknown> };
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  /** Wait this long before answering (a slow or hanging model). */
  delayMs?: number;
  /** Wait this long between streamed pieces. */
  chunkDelayMs?: number;
  chunkSize?: number;
  /** Stop the stream after this many pieces without finishing it (a dropped connection). */
  dropAfterChunks?: number;
  /** Hold the stream after this many pieces until `resume` settles: a model caught mid-answer. */
  pauseAfterChunks?: number;
  resume?: Promise<unknown>;
};

export type FakeOpenAiRequest = {
  model: string;
  stream: boolean;
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  messages: { role: string; content: string }[];
  tools?: { type: string; function: { name: string } }[];
  authorization: string | undefined;
  /** When the first piece of text was written to the stream (process.hrtime, ns); for the bench. */
  firstContentAt?: bigint;
};

export type FakeOpenAi = {
  /** Base URL to put in OPENAI_BASE_URL (ends in /v1, as OpenAI's does). */
  url: string;
  /** Every chat-completions request, in order. */
  requests: FakeOpenAiRequest[];
  /** Scripts the next answers, in order. */
  queue: (...replies: FakeReply[]) => void;
  /** Forgets scripted answers and recorded requests. */
  reset: () => void;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sse(res: ServerResponse, payload: unknown) {
  res.write(`data: ${JSON.stringify(payload)}\n\n`);
}

/**
 * OpenAI's POST /v1/chat/completions on 127.0.0.1, on a free port: plain and streamed (SSE)
 * answers, function calls in the `tools` format, usage figures, errors and hangs on demand.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let replies: FakeReply[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        if (req.method !== "POST" || !/\/v1\/chat\/completions$/.test(req.url ?? "")) {
          res.writeHead(404, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Omit<FakeOpenAiRequest, "authorization">;
        const request: FakeOpenAiRequest = { ...body, stream: Boolean(body.stream), authorization: req.headers.authorization };
        requests.push(request);
        const reply = replies.shift() ?? {};
        if (reply.delayMs) await sleep(reply.delayMs);
        if (res.destroyed) return;
        if (reply.status) {
          res.writeHead(reply.status, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { message: `Fake failure ${reply.status}`, type: "server_error" } }));
          return;
        }
        const lastUser = [...request.messages].reverse().find((m) => m.role === "user")?.content ?? "";
        const content = reply.content ?? (reply.toolCall ? "" : `Ответ: ${lastUser}`);
        const promptTokens = Math.ceil(JSON.stringify(request.messages).length / 4);
        const completionTokens = Math.max(1, Math.ceil(content.length / 4));
        const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
        const id = `chatcmpl-fake-${requests.length}`;
        const created = Math.floor(Date.now() / 1000);
        const toolCalls = reply.toolCall
          ? [
              {
                id: `call_${requests.length}`,
                type: "function",
                function: { name: reply.toolCall.name, arguments: JSON.stringify(reply.toolCall.arguments) },
              },
            ]
          : undefined;
        const finishReason = toolCalls && !content ? "tool_calls" : "stop";

        if (!request.stream) {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(
            JSON.stringify({
              id,
              object: "chat.completion",
              created,
              model: request.model,
              choices: [
                { index: 0, message: { role: "assistant", content: content || null, tool_calls: toolCalls }, finish_reason: finishReason },
              ],
              usage,
            }),
          );
          return;
        }

        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
        const base = { id, object: "chat.completion.chunk", created, model: request.model };
        sse(res, { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
        if (toolCalls?.[0]) {
          const call = toolCalls[0];
          sse(res, {
            ...base,
            choices: [
              {
                index: 0,
                delta: { tool_calls: [{ index: 0, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }] },
                finish_reason: null,
              },
            ],
          });
          sse(res, {
            ...base,
            choices: [
              { index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: call.function.arguments } }] }, finish_reason: null },
            ],
          });
        }
        const size = reply.chunkSize ?? 4;
        let sent = 0;
        for (let i = 0; i < content.length; i += size) {
          if (reply.dropAfterChunks !== undefined && sent >= reply.dropAfterChunks) {
            // A connection that dies a moment after the last piece, as a failing model's would: a reset
            // arriving with the pieces would discard them unread in the client's stream.
            await sleep(reply.chunkDelayMs ?? 50);
            res.destroy();
            return;
          }
          if (reply.pauseAfterChunks !== undefined && sent === reply.pauseAfterChunks) await reply.resume;
          if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
          if (res.destroyed) return;
          request.firstContentAt ??= process.hrtime.bigint();
          sse(res, { ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + size) }, finish_reason: null }] });
          sent++;
        }
        sse(res, { ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason }] });
        sse(res, { ...base, choices: [], usage });
        res.end("data: [DONE]\n\n");
      })();
    });
  });
  const { port, close } = await listenOnLoopback(server);

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...next) => {
      replies.push(...next);
    },
    reset: () => {
      replies = [];
      requests.length = 0;
    },
    close,
  };
}
