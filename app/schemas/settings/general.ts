/** The site settings screen's general tab: its site_settings keys. */
import { linkSetting, setting, textSetting } from "~/schemas/settings/define";

export const GENERAL_SETTINGS = {
  // Blank: the company name from the contacts screen.
  site_name: setting({ category: "general", description: "Название сайта", schema: textSetting(100), default: "" }),
  // Blank: SITE_URL from the environment.
  public_url: setting({ category: "general", description: "Публичный адрес сайта", schema: textSetting(200), default: "" }),
  favicon_url: setting({ category: "general", description: "Иконка сайта (favicon)", schema: linkSetting("site"), default: "" }),
};
