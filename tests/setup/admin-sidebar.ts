/**
 * The sidebar's entries in the order the company approved: what the unit and end-to-end tests hold
 * the panel to. Written out by hand on purpose, not derived from ADMIN_SCREENS like the sidebar
 * itself: it is the independent oracle of the required order, and a list compared with the code it
 * was computed from could never fail.
 */
export const SPEC_SIDEBAR_ORDER = [
  "/admin",
  "/admin/hero",
  "/admin/about",
  "/admin/services",
  "/admin/advantages",
  "/admin/cases",
  "/admin/team",
  "/admin/blog",
  "/admin/contacts",
  "/admin/media",
  "/admin/gallery",
  "/admin/leads",
  "/admin/ai-assistant",
  "/admin/telegram",
  "/admin/logo",
  "/admin/design/colors",
  "/admin/design/typography",
  "/admin/design/animations",
  "/admin/settings/seo",
  "/admin/settings/analytics",
  "/admin/settings/integrations",
  "/admin/settings/domain",
  "/admin/settings/language",
  "/admin/users",
];
