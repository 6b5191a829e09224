/** The settings screen's advanced tab. */
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import * as ru from "~/i18n/ru";

export type AdvancedTabData = Record<string, never>;

export function AdvancedTab(_props: { data: AdvancedTabData; actionData: unknown }) {
  return <SettingsTabHeader title={ru.adminSettings.tabs.advanced} />;
}
