/**
 * Migration 0012 moves every stored conversation's messages from the jsonb array on chat_sessions
 * into chat_messages rows: in order, with their times, and nothing that could not be read before.
 */
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { chatMessages, chatSessions } from "~/db/schema";

import { migrateAcross } from "../setup/migrations";

describe("migration 0012: chat messages as rows", () => {
  it("keeps every readable message of arrays and JSON strings in order with its time, and drops what was never readable", async () => {
    const array = JSON.stringify([
      { role: "user", content: "Сколько стоит бот?", timestamp: "2026-11-01T10:00:00Z" },
      { role: "assistant", content: "От 500 000 ₸.", timestamp: "2026-11-01T10:00:05.250Z" },
      { role: "system", content: "Чужая роль становится ответом", timestamp: "не время" },
      { role: "user", content: "   " },
      { role: "user" },
      5,
    ]);
    const asString = JSON.stringify(JSON.stringify([{ role: "user", content: "Из строки", timestamp: "2026-11-02T09:00:00+05:00" }]));
    await migrateAcross("0012", {
      before: async (database) => {
        await database.execute(sql`
          INSERT INTO chat_sessions (session_id, messages, created_at) VALUES
            ('array', ${array}::jsonb, '2026-11-01T09:59:00Z'),
            ('string', ${asString}::jsonb, '2026-11-02T03:00:00Z'),
            ('broken', to_jsonb('[oops'::text), '2026-11-03T00:00:00Z'),
            ('object', '{"role":"user"}'::jsonb, '2026-11-03T00:00:00Z'),
            ('empty', '[]'::jsonb, '2026-11-03T00:00:00Z')`);
      },
      after: async (database) => {
        const rows = await database
          .select({ session: chatSessions.sessionId, role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
          .from(chatMessages)
          .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.chatSessionId))
          .orderBy(asc(chatMessages.id));
        expect(rows.map((r) => [r.session, r.role, r.content, r.at.toISOString()])).toEqual([
          ["array", "user", "Сколько стоит бот?", "2026-11-01T10:00:00.000Z"],
          ["array", "assistant", "От 500 000 ₸.", "2026-11-01T10:00:05.250Z"],
          // No readable time: the conversation's start stands in.
          ["array", "assistant", "Чужая роль становится ответом", "2026-11-01T09:59:00.000Z"],
          ["string", "user", "Из строки", "2026-11-02T04:00:00.000Z"],
        ]);
        expect((await database.select().from(chatSessions)).map((s) => s.sessionId).sort()).toEqual(["array", "broken", "empty", "object", "string"]);
      },
    });
  });
});
