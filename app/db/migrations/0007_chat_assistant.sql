CREATE TABLE "ai_token_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"chat_session_id" uuid,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD COLUMN "session_daily_tokens" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD COLUMN "site_daily_tokens" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "tokens_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "tokens_day" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "chat_session_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unanswered_questions" ADD CONSTRAINT "unanswered_questions_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unanswered_questions_created_idx" ON "unanswered_questions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_idx" ON "knowledge_articles" USING gin (to_tsvector('russian', title || ' ' || content));--> statement-breakpoint
CREATE INDEX "leads_chat_session_idx" ON "leads" USING btree ("chat_session_id");--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD CONSTRAINT "ai_session_daily_tokens_check" CHECK (session_daily_tokens > 0);--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD CONSTRAINT "ai_site_daily_tokens_check" CHECK (site_daily_tokens > 0);