/** The settings screen's notifications tab. */
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import * as ru from "~/i18n/ru";

export type NotificationsTabData = Record<string, never>;

export function NotificationsTab(_props: { data: NotificationsTabData; actionData: unknown }) {
  return <SettingsTabHeader title={ru.adminSettings.tabs.notifications} />;
}
