/** The site settings screen's advanced tab: its site_settings keys. */
import { z } from "zod";

import { setting } from "~/schemas/settings/define";

export const ADVANCED_SETTINGS = {
  maintenance_mode: setting({ category: "advanced", description: "Режим обслуживания", schema: z.boolean(), default: false }),
  // Staff may pause the site's own page-view counting (ADR 0058 addendum 2026-11-29).
  analytics_counting: setting({ category: "advanced", description: "Учёт посещений", schema: z.boolean(), default: true }),
};
