import OpenAI from "openai";

import { getEnv } from "~/server/env.server";

/** Which brain the assistant uses: a model, or the knowledge base alone (issue 10 point 10). */
export type AssistantMode = "llm" | "knowledge-base";

export function assistantMode(): AssistantMode {
  const env = getEnv();
  return env.OPENAI_API_KEY || env.OPENAI_BASE_URL ? "llm" : "knowledge-base";
}

let cached: { key: string; client: OpenAI } | undefined;

/**
 * The OpenAI client for the configured API, or null when none is configured. A local server
 * (Ollama, vLLM) needs no key, but the library insists on one. No retries: a visitor waiting for an
 * answer is better served by the knowledge-base fallback than by a second wait.
 */
export function llmClient(): OpenAI | null {
  if (assistantMode() !== "llm") return null;
  const env = getEnv();
  const key = `${env.OPENAI_BASE_URL ?? ""}|${env.OPENAI_API_KEY ?? ""}|${env.OPENAI_TIMEOUT_MS}`;
  if (cached?.key !== key) {
    cached = {
      key,
      client: new OpenAI({
        baseURL: env.OPENAI_BASE_URL,
        apiKey: env.OPENAI_API_KEY ?? "not-needed",
        timeout: env.OPENAI_TIMEOUT_MS,
        maxRetries: 0,
      }),
    };
  }
  return cached.client;
}
