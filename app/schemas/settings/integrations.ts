/** The site settings screen's integrations tab: its site_settings keys. */
import { setting, textSetting } from "~/schemas/settings/define";

export const INTEGRATION_SETTINGS = {
  google_analytics_id: setting({ category: "integrations", description: "Google Analytics", schema: textSetting(40), default: "" }),
  yandex_metrica_id: setting({ category: "integrations", description: "Яндекс Метрика", schema: textSetting(40), default: "" }),
};
