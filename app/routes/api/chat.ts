import { requestInfoContext } from "~/server/request-context.server";
import { handleChatMessage, handlePreviewMessage } from "~/server/chat.server";
import { requirePermission } from "~/server/permissions.server";
import { readJson } from "~/server/request-body.server";

import type { Route } from "./+types/chat";

/**
 * POST /api/chat: one visitor message to the assistant (SPEC.md 7 ai-chat). The answer streams as
 * NDJSON lines (app/server/chat.server.ts); refusals are JSON: `{ error }`, or SPEC's reply shape
 * `{ message, shouldCollectLead }` when the visitor should read an answer and may leave contacts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJson(request);
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  // Staff trying the assistant from its admin screen, before switching it on.
  const preview = fields.preview === true;
  if (preview) await requirePermission(request, "ai.manage");
  const outcome = preview
    ? await handlePreviewMessage({ message: fields.message, history: fields.history, signal: request.signal })
    : await handleChatMessage({
        sessionId: fields.sessionId,
        message: fields.message,
        clientIp: context.get(requestInfoContext).clientIp,
        signal: request.signal,
      });
  if (outcome.kind === "error") return Response.json({ error: outcome.error }, { status: outcome.status });
  if (outcome.kind === "reply") return Response.json(outcome.body, { status: outcome.status });
  return new Response(outcome.stream, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      // Proxies (nginx) must pass each line on as it is written.
      "X-Accel-Buffering": "no",
    },
  });
}
