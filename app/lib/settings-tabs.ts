/**
 * The site settings screen's tabs and the address of each. The screen serves every
 * /admin/settings/* path of the registry (app/lib/permissions.ts); the path names the tab, and the
 * sidebar's older names (domain, language, analytics) open the tab that holds what they name.
 */
export const SETTINGS_TABS = ["general", "languages", "seo", "integrations", "notifications", "advanced"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_PATHS: Record<SettingsTab, `/admin/settings/${string}`> = {
  general: "/admin/settings/general",
  languages: "/admin/settings/language",
  seo: "/admin/settings/seo",
  integrations: "/admin/settings/integrations",
  notifications: "/admin/settings/notifications",
  advanced: "/admin/settings/advanced",
};

/** Path segment → tab; the segment is read by sectionOf (app/components/admin/screen-section.ts). */
export const SETTINGS_SEGMENTS = {
  general: "general",
  domain: "general",
  language: "languages",
  seo: "seo",
  integrations: "integrations",
  // Google Analytics and Yandex Metrica are set in the integrations tab.
  analytics: "integrations",
  notifications: "notifications",
  advanced: "advanced",
} as const satisfies Record<string, SettingsTab>;
export type SettingsSegment = keyof typeof SETTINGS_SEGMENTS;
