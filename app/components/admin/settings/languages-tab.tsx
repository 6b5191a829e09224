/** The settings screen's languages tab. */
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import * as ru from "~/i18n/ru";

export type LanguagesTabData = Record<string, never>;

export function LanguagesTab(_props: { data: LanguagesTabData; actionData: unknown }) {
  return <SettingsTabHeader title={ru.adminSettings.tabs.languages} />;
}
