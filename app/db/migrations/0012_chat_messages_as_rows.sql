-- Each stored conversation's messages become rows, in their order. SPEC.md allowed the array to be
-- stored as a JSON string too: such a string is read as JSON where it parses, and skipped where not.
DO $$
DECLARE
  r record;
  arr jsonb;
BEGIN
  FOR r IN SELECT id, messages, created_at FROM chat_sessions LOOP
    arr := r.messages;
    IF jsonb_typeof(arr) = 'string' THEN
      BEGIN
        arr := (arr #>> '{}')::jsonb;
      EXCEPTION WHEN others THEN
        arr := '[]'::jsonb;
      END;
    END IF;
    IF jsonb_typeof(arr) = 'array' THEN
      INSERT INTO chat_messages (chat_session_id, role, content, created_at)
      SELECT r.id,
             CASE WHEN m.value->>'role' = 'user' THEN 'user' ELSE 'assistant' END,
             m.value->>'content',
             CASE WHEN (m.value->>'timestamp') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$'
                  THEN (m.value->>'timestamp')::timestamptz ELSE r.created_at END
      FROM jsonb_array_elements(arr) WITH ORDINALITY AS m(value, n)
      WHERE jsonb_typeof(m.value) = 'object'
        AND jsonb_typeof(m.value->'content') = 'string'
        AND btrim(m.value->>'content') <> ''
      ORDER BY m.n;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "chat_sessions" DROP COLUMN "messages";
