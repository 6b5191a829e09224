/**
 * A staff member's request for a JSON answer from the configured model (the case drafted from a
 * website, the AI translation): limited per person and reserved in the site's daily token budget
 * before the call, settled with what it cost after it, also when it fails (ADR 0046).
 */
import * as ru from "~/i18n/ru";
import { AI_MODELS } from "~/lib/constants";
import { reserveTokens, settleTokens, SITE_BUCKET } from "~/server/ai-budget.server";
import { readAssistantSettings } from "~/server/assistant-settings.server";
import { spendStaffModelCall } from "~/server/chat-limits.server";
import { estimateTokens } from "~/server/knowledge-search.server";
import { llmClient } from "~/server/llm-client.server";
import { countLlmCall, type LlmPurpose } from "~/server/metrics.server";

/** The parsed answer; a refusal in Russian (too many requests, budget spent); or a failed call or answer. */
export type StaffModelReply = { json: unknown } | { refused: string } | { failed: true };

/** The JSON inside an answer, also when the model wrapped it in a ``` block. */
function parseJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  return JSON.parse(fenced ? fenced[1]! : content);
}

/** null when no model is configured. `maxTokens` may depend on the prompt's size. */
export async function askModelForJson(request: {
  staffId: string;
  purpose: LlmPurpose;
  system: string;
  user: string;
  maxTokens: number | ((promptTokens: number) => number);
}): Promise<StaffModelReply | null> {
  const client = llmClient();
  if (!client) return null;
  if (!(await spendStaffModelCall(request.staffId))) return { refused: ru.chat.server.staffTooFast };
  const settings = await readAssistantSettings().catch(() => null);
  const messages = [
    { role: "system" as const, content: request.system },
    { role: "user" as const, content: request.user },
  ];
  const promptTokens = estimateTokens(messages.map((m) => m.content).join(""));
  const maxTokens = typeof request.maxTokens === "number" ? request.maxTokens : request.maxTokens(promptTokens);
  const reservation = await reserveTokens(
    [{ bucket: SITE_BUCKET, limit: settings?.siteDailyTokens ?? Number.MAX_SAFE_INTEGER }],
    promptTokens + maxTokens,
  );
  if (!reservation) return { refused: ru.chat.server.staffBudget };
  // A failed call may still be billed for its prompt.
  let spent = promptTokens;
  let content: string;
  try {
    const completion = await client.chat.completions.create({
      model: settings?.model ?? AI_MODELS[0],
      temperature: 0.2,
      max_tokens: maxTokens,
      response_format: { type: "json_object" },
      messages,
    });
    content = completion.choices[0]?.message?.content ?? "";
    spent = completion.usage?.total_tokens ?? promptTokens + estimateTokens(content);
    countLlmCall(request.purpose, "ok", spent);
  } catch (error) {
    countLlmCall(request.purpose, "error", 0);
    console.warn(`${request.purpose}: the model failed:`, error instanceof Error ? error.message : error);
    return { failed: true };
  } finally {
    await settleTokens(reservation, spent);
  }
  try {
    return { json: parseJson(content) };
  } catch {
    console.warn(`${request.purpose}: the model's answer is not JSON`);
    return { failed: true };
  }
}
