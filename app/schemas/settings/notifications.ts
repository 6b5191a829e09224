/** The site settings screen's notifications tab: its site_settings keys. */
import type { Setting } from "~/schemas/settings/define";

export const NOTIFICATION_SETTINGS = {} satisfies Record<string, Setting>;
