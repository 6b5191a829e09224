import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import {
  API_KEY_SCOPES,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CASE_STATUSES,
  CHAT_MESSAGE_ROLES,
  CHAT_SESSION_STATUSES,
  GALLERY_CATEGORIES,
  GALLERY_TYPES,
  HERO_ANIMATIONS,
  HERO_LANGUAGES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  MEDIA_CATEGORIES,
  MEDIA_TYPES,
  AI_MODELS,
  AUDIT_ACTIONS,
  ANALYTICS_EXCLUSIONS,
  DEVICE_CLASSES,
  SEO_PAGE_KINDS,
  SITE_LANGUAGES,
  STAFF_ROLES,
  TRANSLATION_LANGUAGES,
  TRANSLATION_STATES,
  TEAM_DEPARTMENTS,
  WIDGET_POSITIONS,
  type HeroStat,
  type SiteLanguage,
  type TranslationLanguage,
  type TranslationState,
} from "../lib/constants";
import type { MediaVariant } from "../lib/media";
import { LINK_PATTERNS, LINK_SETTINGS, type LinkTarget } from "../lib/safe-link";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** `column IN ('a','b')` for a CHECK constraint; values are our own constants, never user input. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql.raw(`${column} IN (${list})`);
}

/**
 * A link staff type: empty, or a link app/lib/safe-link.ts allows, so no writer (an admin screen
 * yet to come, a script, a restored dump) can store javascript: or data: links. NULL passes too.
 */
function safeLink(column: string, target: LinkTarget) {
  return sql.raw(`${column} = '' OR ${column} ~* '^(${LINK_PATTERNS[target]})$'`);
}

/** The same for the site_settings rows that hold a link, stored JSON-encoded: "…", "" or null. */
function safeLinkSettings() {
  const branches = Object.entries(LINK_SETTINGS).map(
    ([key, target]) => `WHEN '${key}' THEN value ~* '^("(${LINK_PATTERNS[target]})?"|null)$'`,
  );
  return sql.raw(`CASE key ${branches.join(" ")} ELSE true END`);
}

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    company: text("company"),
    source: text("source").notNull(),
    status: text("status").notNull().default("new"),
    message: text("message"),
    potentialValue: doublePrecision("potential_value"),
    // Where the visitor was when sending, and how the visit began (issue 10 point 16).
    pageUrl: text("page_url"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    // The first page of the visit, so analytics can credit landing pages with their leads.
    landingPath: text("landing_path"),
    // The widget's conversation the lead came from; the conversation outlives nothing but itself.
    chatSessionId: uuid("chat_session_id").references((): AnyPgColumn => chatSessions.id, { onDelete: "set null" }),
    // When the visitor agreed to be contacted, and to which wording, where the form asks for it.
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentTextId: text("consent_text_id").references((): AnyPgColumn => consentTexts.id),
    // The language of the page the lead was sent from (issue 24 point 10): leads from before the
    // site had other languages came from Russian pages.
    language: text("language").$type<SiteLanguage>().notNull().default("ru"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("leads_status_check", oneOf("status", LEAD_STATUSES)),
    check("leads_source_check", oneOf("source", LEAD_SOURCES)),
    check("leads_language_check", oneOf("language", SITE_LANGUAGES)),
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_chat_session_idx").on(t.chatSessionId),
  ],
);

/**
 * Every consent wording a form has shown, kept for good: a lead points at the exact text its visitor
 * agreed to, even after the form's wording changes. The id is a hash of form, language and text.
 */
export const consentTexts = pgTable("consent_texts", {
  id: text("id").primaryKey(),
  form: text("form").notNull(),
  language: text("language").notNull().default("ru"),
  text: text("text").notNull(),
  createdAt: createdAt(),
});

export const telegramSettings = pgTable("telegram_settings", {
  id: uuid("id").primaryKey().defaultRandom(),
  botToken: text("bot_token").notNull().default(""),
  chatId: text("chat_id").notNull().default(""),
  username: text("username"),
  isActive: boolean("is_active").notNull().default(false),
  notificationTemplate: text("notification_template").notNull().default("🔔 Новая заявка\nИмя: {name}\nТелефон: {phone}\nДата: {date}"),
  updatedAt: updatedAt(),
});

/**
 * Side effects that must survive a crash or an outage of the receiver: a lead is stored together
 * with its notification, which a worker delivers and retries, so a failed Telegram message never
 * fails the request.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the row is given up: out of attempts, or a failure retrying cannot help. */
    givenUpAt: timestamp("given_up_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt)],
);

export const heroContent = pgTable(
  "hero_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    badgeText: text("badge_text"),
    ctaText: text("cta_text"),
    ctaLink: text("cta_link"),
    backgroundImage: text("background_image"),
    backgroundVideo: text("background_video"),
    founderImage: text("founder_image"),
    animationType: text("animation_type").notNull().default("fade-in"),
    language: text("language").notNull().default("ru"),
    isActive: boolean("is_active").notNull().default(false),
    showFounder: boolean("show_founder").notNull().default(true),
    stats: jsonb("stats").$type<HeroStat[] | null>(),
    slideOrder: integer("slide_order").notNull().default(1),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check("hero_slide_order_check", sql`slide_order >= 1`),
    check("hero_animation_check", oneOf("animation_type", HERO_ANIMATIONS)),
    check("hero_language_check", oneOf("language", HERO_LANGUAGES)),
    // '#demo' (the home page's demo section) by default, or a page of the site.
    check("hero_cta_link_check", safeLink("cta_link", "site")),
  ],
);

export const cases = pgTable(
  "cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    client: text("client").notNull(),
    industry: text("industry").notNull(),
    description: text("description").notNull(),
    challenge: text("challenge"),
    solution: text("solution"),
    technologies: text("technologies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    duration: text("duration"),
    teamSize: text("team_size"),
    status: text("status").notNull().default("draft"),
    isFeatured: boolean("is_featured").notNull().default(false),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clientLogo: text("client_logo"),
    publishDate: date("publish_date"),
    videoTestimonial: text("video_testimonial"),
    projectUrl: text("project_url"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("cases_status_check", oneOf("status", CASE_STATUSES)),
    check("cases_project_url_check", safeLink("project_url", "external")),
    index("cases_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const caseResults = pgTable(
  "case_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    metricName: text("metric_name").notNull(),
    beforeValue: text("before_value"),
    afterValue: text("after_value"),
    improvementPercentage: doublePrecision("improvement_percentage"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("case_results_metric_check", sql`length(trim(metric_name)) > 0`), index("case_results_case_idx").on(t.caseId)],
);

export const siteSettings = pgTable(
  "site_settings",
  {
    key: text("key").primaryKey(),
    /** JSON-encoded text, whatever the setting's type. */
    value: text("value").notNull(),
    category: text("category").notNull().default("general"),
    description: text("description"),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  () => [check("site_settings_links_check", safeLinkSettings())],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    department: text("department").notNull().default("Технический отдел"),
    bio: text("bio"),
    avatar: text("avatar"),
    email: text("email"),
    phone: text("phone"),
    linkedin: text("linkedin"),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`ARRAY['Русский']::text[]`),
    experience: text("experience"),
    education: text("education"),
    isVisible: boolean("is_visible").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    joinDate: date("join_date"),
    /** Set for an upcoming hire ('Присоединится в Q2 2025'); such members are listed apart. */
    hiringStatus: text("hiring_status"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check("team_department_check", oneOf("department", TEAM_DEPARTMENTS)),
    check("team_linkedin_check", safeLink("linkedin", "external")),
  ],
);

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull().unique(),
    clientName: text("client_name"),
    clientEmail: text("client_email"),
    clientPhone: text("client_phone"),
    clientCompany: text("client_company"),
    status: text("status").notNull().default("active"),
    leadCollected: boolean("lead_collected").notNull().default(false),
    needsIdentified: text("needs_identified"),
    // SHA-256 of the browser's visitor cookie: only that browser may write to the conversation.
    visitorHash: text("visitor_hash"),
    // Tokens the model spent on this conversation on `tokens_day`.
    tokensUsed: integer("tokens_used").notNull().default(0),
    tokensDay: date("tokens_day"),
    // While a reply to the conversation is being written (by any server copy): until then no other
    // starts. A copy that dies mid-reply leaves a lease that simply runs out (ADR 0068).
    replyLeaseUntil: timestamp("reply_lease_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("chat_sessions_status_check", oneOf("status", CHAT_SESSION_STATUSES)), index("chat_sessions_created_idx").on(t.createdAt)],
);

/** A conversation's messages, one row each, in the order of `id`. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    chatSessionId: uuid("chat_session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("chat_messages_role_check", oneOf("role", CHAT_MESSAGE_ROLES)), index("chat_messages_session_idx").on(t.chatSessionId, t.id)],
);

export const aiAssistantSettings = pgTable(
  "ai_assistant_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    greetingMessage: text("greeting_message").notNull().default(""),
    // The Kazakh and English pages' greetings (issue 24 point 10); empty: the catalog's default greeting in that language.
    greetingMessageKz: text("greeting_message_kz").notNull().default(""),
    greetingMessageEn: text("greeting_message_en").notNull().default(""),
    systemPrompt: text("system_prompt").notNull().default(""),
    model: text("model").notNull().default("gpt-4o-mini"),
    temperature: real("temperature").notNull().default(0.7),
    maxTokens: integer("max_tokens").notNull().default(500),
    collectName: boolean("collect_name").notNull().default(true),
    collectPhone: boolean("collect_phone").notNull().default(true),
    collectEmail: boolean("collect_email").notNull().default(false),
    collectCompany: boolean("collect_company").notNull().default(false),
    widgetColor: text("widget_color").notNull().default("#6366f1"),
    widgetPosition: text("widget_position").notNull().default("bottom-right"),
    // Daily token budgets (issue 10 point 12): one conversation, and the whole site.
    sessionDailyTokens: integer("session_daily_tokens").notNull().default(20000),
    siteDailyTokens: integer("site_daily_tokens").notNull().default(1000000),
    // How long one conversation may grow before the visitor is offered the contact form instead.
    maxConversationMessages: integer("max_conversation_messages").notNull().default(80),
    maxConversationBytes: integer("max_conversation_bytes").notNull().default(200000),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check("ai_model_check", oneOf("model", AI_MODELS)),
    check("ai_temperature_check", sql`temperature >= 0 AND temperature <= 2`),
    check("ai_max_tokens_check", sql`max_tokens > 0`),
    check("ai_widget_color_check", sql`widget_color ~ '^#[0-9a-fA-F]{6}$'`),
    check("ai_widget_position_check", oneOf("widget_position", WIDGET_POSITIONS)),
    check("ai_session_daily_tokens_check", sql`session_daily_tokens > 0`),
    check("ai_site_daily_tokens_check", sql`site_daily_tokens > 0`),
    check("ai_max_conversation_messages_check", sql`max_conversation_messages > 0`),
    check("ai_max_conversation_bytes_check", sql`max_conversation_bytes > 0`),
  ],
);

/**
 * Tokens spent or reserved per day (UTC) and bucket: "site" (against `site_daily_tokens`), a
 * visitor, an address, a staff member. A call reserves its prompt and `max_tokens` here before the
 * model is asked and settles the difference after, so concurrent calls cannot overshoot a budget.
 */
export const aiTokenUsage = pgTable(
  "ai_token_usage",
  {
    day: date("day").notNull(),
    bucket: text("bucket").notNull().default("site"),
    tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.bucket] })],
);

/** Visitors' questions the knowledge base had no article for (issue 10 point 13). */
export const unansweredQuestions = pgTable(
  "unanswered_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    chatSessionId: uuid("chat_session_id").references(() => chatSessions.id, { onDelete: "set null" }),
    resolved: boolean("resolved").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("unanswered_questions_created_idx").on(t.createdAt)],
);

export const knowledgeArticles = pgTable(
  "knowledge_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull().default("Новая статья"),
    content: text("content").notNull().default("Содержание статьи..."),
    category: text("category").notNull().default("general"),
    isActive: boolean("is_active").notNull().default(true),
    priority: integer("priority").notNull().default(1),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The language the article is written in: the chat's fallback prefers the visitor's (issue 24 point 10).
    language: text("language").$type<SiteLanguage>().notNull().default("ru"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Russian full-text search over the articles (app/server/knowledge-search.server.ts uses the same expression).
  () => [
    index("knowledge_articles_search_idx").using("gin", sql`to_tsvector('russian', title || ' ' || content)`),
    check("knowledge_articles_language_check", oneOf("language", SITE_LANGUAGES)),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id").primaryKey(),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  () => [check("user_roles_role_check", oneOf("role", STAFF_ROLES))],
);

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    kind: text("kind").notNull().default("main"),
    title: text("title").notNull(),
    category: text("category"),
    description: text("description").notNull().default(""),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text("benefits")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lowest price in tenge; null when the price is a word ('Бесплатно', 'По запросу'). */
    priceAmount: integer("price_amount"),
    priceLabel: text("price_label"),
    pricePeriod: text("price_period"),
    duration: text("duration"),
    icon: text("icon"),
    image: text("image"),
    isVisible: boolean("is_visible").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check("services_kind_check", sql`kind IN ('main', 'extra')`),
    check("services_price_period_check", sql`price_period IS NULL OR price_period = 'month'`),
    check("services_price_check", sql`(price_amount IS NOT NULL AND price_amount >= 0) OR price_label IS NOT NULL`),
  ],
);

export const advantages = pgTable(
  "advantages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    icon: text("icon").notNull().default("✨"),
    statValue: text("stat_value"),
    statLabel: text("stat_label"),
    category: text("category"),
    /** Hidden advantages stay in the admin and leave the home page's why-us block. */
    isVisible: boolean("is_visible").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check("advantages_stats_pair_check", sql`(stat_value IS NULL) = (stat_label IS NULL)`)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased so one address subscribes once. */
  email: text("email").notNull().unique(),
  /** The secret of the subscriber's one-click unsubscribe link. */
  unsubscribeToken: text("unsubscribe_token")
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  /** Set when the subscriber (or staff) unsubscribed; the row stays so a re-subscription is idempotent. */
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    status: text("status").notNull().default("draft"),
    author: text("author"),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishDate: timestamp("publish_date", { withTimezone: true }),
    views: integer("views").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    readTime: integer("read_time"),
    coverImage: text("cover_image"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blog_status_check", oneOf("status", BLOG_STATUSES)),
    check("blog_category_check", oneOf("category", BLOG_CATEGORIES)),
    index("blog_status_publish_idx").on(t.status, t.publishDate),
  ],
);

export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The file name it was uploaded under: the name a download gets. */
    originalName: text("original_name").notNull(),
    type: text("type").notNull(),
    category: text("category"),
    /** The original (`{id}/original.{ext}`): re-encoded upright without photo metadata (ADR 0047); an SVG as sanitised. */
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    /** An image's WebP sizes, made once at upload (ADR 0023); empty for other files. */
    variants: jsonb("variants")
      .$type<MediaVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    uploadedBy: text("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    check("media_type_check", oneOf("type", MEDIA_TYPES)),
    check("media_category_check", sql`category IS NULL OR ${oneOf("category", MEDIA_CATEGORIES)}`),
    index("media_files_created_idx").on(t.createdAt),
  ],
);

export const galleryItems = pgTable(
  "gallery_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    type: text("type").notNull(),
    url: text("url").notNull(),
    thumbnail: text("thumbnail"),
    category: text("category").notNull(),
    size: bigint("size", { mode: "number" }),
    /**
     * The uploaded file the item shows (url is its /media/… address). The media library refuses to
     * delete a file an item shows (ADR 0038); a delete that bypasses it takes the card with it
     * rather than leave a card whose file is gone.
     */
    mediaId: uuid("media_id").references(() => mediaFiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("gallery_items_media_idx").on(t.mediaId),
    check("gallery_type_check", oneOf("type", GALLERY_TYPES)),
    check("gallery_category_check", oneOf("category", GALLERY_CATEGORIES)),
  ],
);

/**
 * The public site's look, every version saved (the newest is live): colours, typography and
 * animations as validated by app/schemas/admin/design.ts. Restoring an earlier one saves it anew.
 */
export const designVersions = pgTable(
  "design_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    createdBy: text("created_by"),
    /** Kept as it was, so the history still reads right after the account is renamed or deleted. */
    createdByName: text("created_by_name").notNull(),
    /** The version this one restored, if it was a restore. */
    restoredFrom: uuid("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [index("design_versions_created_idx").on(t.createdAt)],
);

/**
 * What search engines and link previews read for one page in one language, over the site-wide
 * defaults: a fixed public page by its path, a case or a post by its id (so a new slug keeps it).
 * Blank fields fall back to the page's own title, description and image.
 */
export const seoOverrides = pgTable(
  "seo_overrides",
  {
    kind: text("kind").notNull(),
    ref: text("ref").notNull(),
    language: text("language").notNull().default("ru"),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    image: text("image").notNull().default(""),
    noindex: boolean("noindex").notNull().default(false),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.ref, t.language] }),
    check("seo_overrides_kind_check", oneOf("kind", SEO_PAGE_KINDS)),
    check("seo_overrides_language_check", oneOf("language", SITE_LANGUAGES)),
    check("seo_overrides_image_check", safeLink("image", "site")),
  ],
);

/**
 * First-party analytics without cookies and without IP addresses. A visitor is a hash of the day's
 * secret salt with the client address and user agent; the salt is deleted after two days, so no
 * hash can be recomputed or followed across days.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/** One counted page view, kept for a configured number of days and rolled up into the daily tables. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The company's calendar day of `at` (COMPANY_TIME_ZONE, app/lib/dates.ts). */
    day: date("day").notNull(),
    path: text("path").notNull(),
    visitor: text("visitor").notNull(),
    /** The first view of a visit: it came from outside the site (or from nowhere). */
    entry: boolean("entry").notNull().default(false),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").notNull(),
    country: text("country"),
    /**
     * Identical views of one flush (same day, page, visitor, source, device and country) are one
     * row with their number: a busy page served from the page cache is not a row per request.
     */
    views: integer("views").notNull().default(1),
  },
  (t) => [
    check("analytics_events_device_check", oneOf("device", DEVICE_CLASSES)),
    check("analytics_events_views_check", sql`${t.views} >= 1`),
    index("analytics_events_day_idx").on(t.day),
    index("analytics_events_at_idx").on(t.at),
  ],
);

/** Per path and day: views, distinct visitors and visits that began there. */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    path: text("path").notNull(),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    entries: integer("entries").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] }), index("page_views_daily_day_idx").on(t.day)],
);

/** Per day: the whole site's views, distinct visitors and visits. A row means the day is rolled up. */
export const analyticsDaily = pgTable("analytics_daily", {
  day: date("day").primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
  visits: integer("visits").notNull().default(0),
});

/** Per day and source of the visits ('' where a field is absent: a direct visit has all blank). */
export const analyticsSourcesDaily = pgTable(
  "analytics_sources_daily",
  {
    day: date("day").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    visits: integer("visits").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign] })],
);

/** Per day, device class and country ('' when unknown). */
export const analyticsAudienceDaily = pgTable(
  "analytics_audience_daily",
  {
    day: date("day").notNull(),
    device: text("device").notNull(),
    country: text("country").notNull().default(""),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.device, t.country] })],
);

/** Requests not counted, per day and reason (bots, prefetches, staff, health checks). */
export const analyticsExcludedDaily = pgTable(
  "analytics_excluded_daily",
  {
    day: date("day").notNull(),
    reason: text("reason").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason] }), check("analytics_excluded_reason_check", oneOf("reason", ANALYTICS_EXCLUSIONS))],
);

/**
 * Every change staff make (issue 9 point 17): who, when, to what, and which fields. The actor's name
 * is kept as it was, so the log still reads right after the account is renamed or deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    entityLabel: text("entity_label"),
    changedFields: jsonb("changed_fields").$type<string[]>().notNull().default([]),
    // What a read covered: the filter of an export or an API read, and how many rows it returned.
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [check("audit_action_check", oneOf("action", AUDIT_ACTIONS)), index("audit_log_created_idx").on(t.createdAt)],
);

/** Which seed documents have run, so a seed never overwrites what staff changed later. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where every new lead is POSTed as signed JSON (issue 10 point 19, ADR 0037). The secret signs each
 * delivery's body; deliveries themselves are outbox rows of kind "webhook".
 */
export const crmWebhooks = pgTable("crm_webhooks", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

/** Keys of the leads JSON API (ADR 0037): only the key's SHA-256 is kept; the key is shown once. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdBy: text("created_by"),
    scope: text("scope").notNull().default("read-write"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_key_hash_idx").on(t.keyHash), check("api_keys_scope_check", oneOf("scope", API_KEY_SCOPES))],
);

/**
 * Rate-limit counters shared by every server copy on PostgreSQL (ADR 0068): rate-limiter-flexible's
 * RateLimiterDrizzle store, one row per limit and key (`key` carries the limit's prefix), counted
 * with an atomic upsert. The column names are the library's. UNLOGGED (migration 0018, which
 * drizzle-kit cannot express): its commits do not wait for the disk, and a crash only empties it.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * How many times staff changed what visitors see (ADR 0068). Each change raises the counter and
 * notifies the other server copies; a copy that finds the counter moved without having heard of it
 * (a notification lost while it reconnected) drops every cache.
 */
export const contentVersions = pgTable("content_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Kazakh and English words for content stored in Russian (ADR 0066, 0070): one row per item,
 * field and language. `entity` names an entry of app/server/translatable.server.ts; `source_hash`
 * is the SHA-256 of the Russian value the translation was written or reviewed against, so an
 * outdated translation is computed, never stored. No row: the field is missing.
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    field: text("field").notNull(),
    language: text("language").$type<TranslationLanguage>().notNull(),
    value: text("value").notNull(),
    state: text("state").$type<TranslationState>().notNull(),
    sourceHash: text("source_hash").notNull(),
    /** The person who wrote or reviewed it; null for a draft the model wrote. */
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.field, t.language] }),
    check("content_translations_language_check", oneOf("language", TRANSLATION_LANGUAGES)),
    check("content_translations_state_check", oneOf("state", TRANSLATION_STATES)),
  ],
);
