/** The settings screen's general tab. */
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import * as ru from "~/i18n/ru";

export type GeneralTabData = Record<string, never>;

export function GeneralTab(_props: { data: GeneralTabData; actionData: unknown }) {
  return <SettingsTabHeader title={ru.adminSettings.tabs.general} />;
}
