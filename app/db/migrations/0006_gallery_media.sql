ALTER TABLE "gallery_items" ADD COLUMN "media_id" uuid;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_items_media_idx" ON "gallery_items" USING btree ("media_id");