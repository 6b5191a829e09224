ALTER TABLE "media_files" DROP CONSTRAINT "media_category_check";--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_category_check" CHECK (category IS NULL OR category IN ('hero', 'team', 'about', 'services', 'cases', 'clients', 'blog'));--> statement-breakpoint
-- Blog covers were filed under 'about' before the blog had a category: the files a post's cover points at move to 'blog'.
UPDATE "media_files" SET "category" = 'blog' WHERE "category" = 'about' AND "id"::text IN (SELECT substring("cover_image" from '/media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/') FROM "blog_posts" WHERE "cover_image" IS NOT NULL);
