ALTER TABLE "ai_assistant_settings" ADD COLUMN "greeting_message_kz" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_assistant_settings" ADD COLUMN "greeting_message_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD CONSTRAINT "knowledge_articles_language_check" CHECK (language IN ('ru', 'kz', 'en'));