ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language_check" CHECK (language IN ('ru', 'kz', 'en'));