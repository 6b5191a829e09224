/** The settings screen's seo tab. */
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import * as ru from "~/i18n/ru";

export type SeoTabData = Record<string, never>;

export function SeoTab(_props: { data: SeoTabData; actionData: unknown }) {
  return <SettingsTabHeader title={ru.adminSettings.tabs.seo} />;
}
