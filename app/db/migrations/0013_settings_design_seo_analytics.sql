CREATE TABLE "analytics_audience_daily" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_audience_daily_day_device_country_pk" PRIMARY KEY("day","device","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"entry" boolean DEFAULT false NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"country" text,
	CONSTRAINT "analytics_events_device_check" CHECK (device IN ('desktop', 'mobile', 'tablet'))
);
--> statement-breakpoint
CREATE TABLE "analytics_excluded_daily" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_excluded_daily_day_reason_pk" PRIMARY KEY("day","reason"),
	CONSTRAINT "analytics_excluded_reason_check" CHECK (reason IN ('bot', 'prefetch', 'staff', 'health'))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sources_daily" (
	"day" date NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sources_daily_day_referrer_host_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","referrer_host","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "design_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"values" jsonb NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"restored_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_overrides" (
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"noindex" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_overrides_kind_ref_language_pk" PRIMARY KEY("kind","ref","language"),
	CONSTRAINT "seo_overrides_kind_check" CHECK (kind IN ('page', 'case', 'post')),
	CONSTRAINT "seo_overrides_language_check" CHECK (language IN ('ru', 'kz', 'en')),
	CONSTRAINT "seo_overrides_image_check" CHECK (image = '' OR image ~* '^((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)$')
);
--> statement-breakpoint
ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_links_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_views_daily" ADD COLUMN "visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views_daily" ADD COLUMN "entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "design_versions_created_idx" ON "design_versions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_daily_day_idx" ON "page_views_daily" USING btree ("day");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_links_check" CHECK (CASE key WHEN 'social_instagram' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'social_telegram_bot' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'website' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'presentation_url' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'favicon_url' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'seo_default_image' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)?"|null)$' ELSE true END);