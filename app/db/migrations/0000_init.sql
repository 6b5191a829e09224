CREATE TABLE "advantages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '✨' NOT NULL,
	"stat_value" text,
	"stat_label" text,
	"category" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advantages_stats_pair_check" CHECK ((stat_value IS NULL) = (stat_label IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ai_assistant_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"greeting_message" text DEFAULT '' NOT NULL,
	"system_prompt" text DEFAULT '' NOT NULL,
	"model" text DEFAULT 'gpt-4o-mini' NOT NULL,
	"temperature" real DEFAULT 0.7 NOT NULL,
	"max_tokens" integer DEFAULT 500 NOT NULL,
	"collect_name" boolean DEFAULT true NOT NULL,
	"collect_phone" boolean DEFAULT true NOT NULL,
	"collect_email" boolean DEFAULT false NOT NULL,
	"collect_company" boolean DEFAULT false NOT NULL,
	"widget_color" text DEFAULT '#6366f1' NOT NULL,
	"widget_position" text DEFAULT 'bottom-right' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_model_check" CHECK (model IN ('gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini-2025-04-14', 'gpt-4.1-2025-04-14')),
	CONSTRAINT "ai_temperature_check" CHECK (temperature >= 0 AND temperature <= 2),
	CONSTRAINT "ai_max_tokens_check" CHECK (max_tokens > 0),
	CONSTRAINT "ai_widget_color_check" CHECK (widget_color ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "ai_widget_position_check" CHECK (widget_position IN ('bottom-right', 'bottom-left'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author" text,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"publish_date" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"read_time" integer,
	"cover_image" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_status_check" CHECK (status IN ('published', 'draft', 'scheduled', 'archived')),
	CONSTRAINT "blog_category_check" CHECK (category IN ('Аналитика', 'Кейсы', 'Технологии', 'Новости', 'Обучение'))
);
--> statement-breakpoint
CREATE TABLE "case_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"metric_name" text NOT NULL,
	"before_value" text,
	"after_value" text,
	"improvement_percentage" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_results_metric_check" CHECK (length(trim(metric_name)) > 0)
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"client" text NOT NULL,
	"industry" text NOT NULL,
	"description" text NOT NULL,
	"challenge" text,
	"solution" text,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration" text,
	"team_size" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_logo" text,
	"publish_date" date,
	"video_testimonial" text,
	"project_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_status_check" CHECK (status IN ('draft', 'in-progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"client_name" text,
	"client_email" text,
	"client_phone" text,
	"client_company" text,
	"status" text DEFAULT 'active' NOT NULL,
	"lead_collected" boolean DEFAULT false NOT NULL,
	"needs_identified" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "chat_sessions_status_check" CHECK (status IN ('active', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text,
	"category" text NOT NULL,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_type_check" CHECK (type IN ('image', 'video', 'document')),
	CONSTRAINT "gallery_category_check" CHECK (category IN ('Проекты', 'Демо', 'Документация'))
);
--> statement-breakpoint
CREATE TABLE "hero_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"badge_text" text,
	"cta_text" text,
	"cta_link" text,
	"background_image" text,
	"background_video" text,
	"founder_image" text,
	"animation_type" text DEFAULT 'fade-in' NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"show_founder" boolean DEFAULT true NOT NULL,
	"stats" jsonb,
	"slide_order" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_slide_order_check" CHECK (slide_order >= 1),
	CONSTRAINT "hero_animation_check" CHECK (animation_type IN ('fade-in', 'slide-up', 'zoom-in', 'bounce')),
	CONSTRAINT "hero_language_check" CHECK (language IN ('ru', 'kz', 'en'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT 'Новая статья' NOT NULL,
	"content" text DEFAULT 'Содержание статьи...' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"message" text,
	"potential_value" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK (status IN ('new', 'in-progress', 'completed', 'rejected')),
	CONSTRAINT "leads_source_check" CHECK (source IN ('website', 'website_form', 'ai_widget', 'telegram', 'email', 'linkedin'))
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "media_type_check" CHECK (type IN ('image', 'video', 'vector', 'document')),
	CONSTRAINT "media_category_check" CHECK (category IS NULL OR category IN ('hero', 'team', 'about', 'services', 'cases', 'clients'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views_daily" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_path_day_pk" PRIMARY KEY("path","day")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'main' NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"description" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_amount" integer,
	"price_label" text,
	"price_period" text,
	"duration" text,
	"icon" text,
	"image" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "services_kind_check" CHECK (kind IN ('main', 'extra')),
	CONSTRAINT "services_price_period_check" CHECK (price_period IS NULL OR price_period = 'month'),
	CONSTRAINT "services_price_check" CHECK ((price_amount IS NOT NULL AND price_amount >= 0) OR price_label IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"description" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"department" text DEFAULT 'Технический отдел' NOT NULL,
	"bio" text,
	"avatar" text,
	"email" text,
	"phone" text,
	"linkedin" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT ARRAY['Русский']::text[] NOT NULL,
	"experience" text,
	"education" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"join_date" date,
	"hiring_status" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_department_check" CHECK (department IN ('Руководство', 'Технический отдел', 'Маркетинг', 'Продажи', 'HR'))
);
--> statement-breakpoint
CREATE TABLE "telegram_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_token" text DEFAULT '' NOT NULL,
	"chat_id" text DEFAULT '' NOT NULL,
	"username" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"notification_template" text DEFAULT '🔔 Новая заявка
Имя: {name}
Телефон: {phone}
Дата: {date}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK (role IN ('admin', 'editor', 'marketer'))
);
--> statement-breakpoint
ALTER TABLE "case_results" ADD CONSTRAINT "case_results_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_status_publish_idx" ON "blog_posts" USING btree ("status","publish_date");--> statement-breakpoint
CREATE INDEX "case_results_case_idx" ON "case_results" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "cases_status_created_idx" ON "cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_created_idx" ON "chat_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("sent_at","next_attempt_at");