/** The site settings screen's integrations tab: its site_settings keys. */
import { adminIntegrations } from "~/i18n/ru/admin-integrations";
import { blankAs, patterned } from "~/schemas/fields";
import { setting } from "~/schemas/settings/define";

const t = adminIntegrations.analytics;

/**
 * A Google Analytics 4 measurement id, "G-" and its letters and digits (typed in any case, stored in
 * capitals), and a Yandex Metrica counter number. Blank switches the service off. These shapes are
 * also what makes the identifiers safe to write into the page's loader script.
 */
const GA_ID = /^G-[A-Z0-9]{4,16}$/i;
const YM_ID = /^[1-9][0-9]{3,11}$/;

export const googleAnalyticsId = blankAs(
  patterned((v) => v === "" || GA_ID.test(v), t.gaInvalid).transform((v) => v.toUpperCase()),
  "",
);
export const yandexMetricaId = blankAs(patterned((v) => v === "" || YM_ID.test(v), t.ymInvalid), "");

export const INTEGRATION_SETTINGS = {
  google_analytics_id: setting({ category: "integrations", description: "Google Analytics", schema: googleAnalyticsId, default: "" }),
  yandex_metrica_id: setting({ category: "integrations", description: "Яндекс Метрика", schema: yandexMetricaId, default: "" }),
};
