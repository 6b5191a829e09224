/**
 * The environment a test's server reads: set or removed for the next read (the settings are parsed
 * once, so resetEnvForTests() makes them read afresh). A test saves process.env first and puts it
 * back after itself.
 */
import { resetEnvForTests } from "~/server/env.server";

import type { FakeOpenAi } from "../fakes/openai-server";

/** Sets each variable, or removes it when undefined. */
export function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

/** The chat's model is the fake OpenAI server, with a short timeout so the fallback is quick to test. */
export const useFakeModel = (llm: FakeOpenAi) =>
  setEnv({ OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-test-key", OPENAI_TIMEOUT_MS: "1500" });

/** No model: the chat answers from the knowledge base. */
export const useNoModel = () => setEnv({ OPENAI_BASE_URL: undefined, OPENAI_API_KEY: undefined });
