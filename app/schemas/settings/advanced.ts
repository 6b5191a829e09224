/** The site settings screen's advanced tab: its site_settings keys. */
import { z } from "zod";

import { setting } from "~/schemas/settings/define";

export const ADVANCED_SETTINGS = {
  maintenance_mode: setting({ category: "advanced", description: "Режим обслуживания", schema: z.boolean(), default: false }),
};
