/** Google Analytics and Yandex Metrica, when the integrations tab sets their identifiers. */
import { readSiteSettings } from "~/server/settings.server";

export type ThirdPartyAnalytics = { googleAnalyticsId: string; yandexMetricaId: string };

export async function readThirdPartyAnalytics(): Promise<ThirdPartyAnalytics> {
  const settings = await readSiteSettings(["google_analytics_id", "yandex_metrica_id"]);
  return { googleAnalyticsId: settings.google_analytics_id, yandexMetricaId: settings.yandex_metrica_id };
}
