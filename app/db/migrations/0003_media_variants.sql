-- Rows from before uploads existed (none are written by any release so far) take their name as the original name.
ALTER TABLE "media_files" ADD COLUMN "original_name" text;--> statement-breakpoint
UPDATE "media_files" SET "original_name" = "name";--> statement-breakpoint
ALTER TABLE "media_files" ALTER COLUMN "original_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at");
