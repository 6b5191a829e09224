ALTER TABLE "outbox" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
-- Rows given up before this column were stored with the maximum of attempts: they stay given up.
UPDATE "outbox" SET "given_up_at" = COALESCE("next_attempt_at", "created_at") WHERE "sent_at" IS NULL AND "attempts" >= 12;
