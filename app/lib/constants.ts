/** The company's business constants and fixed lists, shared by the database, the server and the UI. */

export const LEAD_STATUSES = ["new", "in-progress", "completed", "rejected"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** 'website_form' is what the lead dialog writes; 'website' is the contact form. */
export const LEAD_SOURCES = ["website", "website_form", "ai_widget", "telegram", "email", "linkedin"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const CASE_STATUSES = ["draft", "in-progress", "completed"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CHAT_SESSION_STATUSES = ["active", "finished"] as const;
export const CHAT_MESSAGE_ROLES = ["user", "assistant"] as const;

/** What an API key may do with leads: read them, or read and change their status. */
export const API_KEY_SCOPES = ["read", "read-write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const HERO_ANIMATIONS = ["fade-in", "slide-up", "zoom-in", "bounce"] as const;
export type HeroAnimation = (typeof HERO_ANIMATIONS)[number];
export const HERO_LANGUAGES = ["ru", "kz", "en"] as const;
/** The site's languages as they appear in addresses (`/kz/…`); Russian is the default and the source. */
export const SITE_LANGUAGES = HERO_LANGUAGES;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** The languages content is translated into (Russian is the source, ADR 0066). */
export const TRANSLATION_LANGUAGES = ["kz", "en"] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/** What a stored translation is: a model's draft, or words a person wrote or checked. */
export const TRANSLATION_STATES = ["draft", "reviewed"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
export const HERO_STAT_ICONS = ["Bot", "Zap", "CheckCircle", "MessageSquare", "Globe", "Users"] as const;
export const DEFAULT_HERO_CTA_LINK = "#demo";

export type HeroStat = { icon: string; value: string; label: string };
export type ChatMessage = { role: string; content: string; timestamp: string };

export const CASE_INDUSTRIES_ADMIN = [
  "E-commerce",
  "Образование",
  "Юридические услуги",
  "Медицина",
  "IT-услуги",
  "Финансовые услуги",
  "Общественное питание",
  "Туризм и отдых",
  "Бизнес-консалтинг",
] as const;

export const STAFF_ROLES = ["admin", "editor", "marketer"] as const;
/** What the audit log records a staff member doing to an entity. */
/** Changes, and the reads of personal data that leave a trace: exports, API reads, secret reveals. */
export const AUDIT_ACTIONS = ["create", "update", "delete", "export", "read", "reveal"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const TEAM_DEPARTMENTS = ["Руководство", "Технический отдел", "Маркетинг", "Продажи", "HR"] as const;
export const BLOG_CATEGORIES = ["Аналитика", "Кейсы", "Технологии", "Новости", "Обучение"] as const;
export const BLOG_STATUSES = ["published", "draft", "scheduled", "archived"] as const;
export const GALLERY_CATEGORIES = ["Проекты", "Демо", "Документация"] as const;
export const GALLERY_TYPES = ["image", "video", "document"] as const;
/** The media library's six categories, and `blog` for the blog's covers (migration 0009, ADR 0038). */
export const MEDIA_CATEGORIES = ["hero", "team", "about", "services", "cases", "clients", "blog"] as const;
export const MEDIA_TYPES = ["image", "video", "vector", "document"] as const;

export const AI_MODELS = ["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini-2025-04-14", "gpt-4.1-2025-04-14"] as const;
export const WIDGET_POSITIONS = ["bottom-right", "bottom-left"] as const;

export const PHONE_MIN_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 6;

export const PUBLIC_CASE_TECH_CHIPS = 4;
export const CASE_LIST_SKELETONS = 6;

export const SITE_NAME = "AI Solutions";

/** What a per-page SEO override is attached to: a fixed public page (by path), a case or a post (by id). */
export const SEO_PAGE_KINDS = ["page", "case", "post"] as const;
export type SeoPageKind = (typeof SEO_PAGE_KINDS)[number];

/** First-party analytics: a visitor's device class, and why a request was not counted. */
export const DEVICE_CLASSES = ["desktop", "mobile", "tablet"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const ANALYTICS_EXCLUSIONS = ["bot", "prefetch", "staff", "health"] as const;
export type AnalyticsExclusion = (typeof ANALYTICS_EXCLUSIONS)[number];
export const ANALYTICS_PERIODS = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** How lead e-mails are sent. */
export const EMAIL_PROVIDERS = ["smtp", "sendgrid", "mailchimp"] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];
