CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_session_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK (role IN ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_action_check";--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD COLUMN "max_conversation_messages" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD COLUMN "max_conversation_bytes" integer DEFAULT 200000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_token_usage" ADD COLUMN "bucket" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_token_usage" DROP CONSTRAINT "ai_token_usage_pkey";--> statement-breakpoint
ALTER TABLE "ai_token_usage" ADD CONSTRAINT "ai_token_usage_day_bucket_pk" PRIMARY KEY("day","bucket");--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scope" text DEFAULT 'read-write' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_text_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("chat_session_id","id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent_text_id_consent_texts_id_fk" FOREIGN KEY ("consent_text_id") REFERENCES "public"."consent_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD CONSTRAINT "ai_max_conversation_messages_check" CHECK (max_conversation_messages > 0);--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD CONSTRAINT "ai_max_conversation_bytes_check" CHECK (max_conversation_bytes > 0);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scope_check" CHECK (scope IN ('read', 'read-write'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_action_check" CHECK (action IN ('create', 'update', 'delete', 'export', 'read', 'reveal'));