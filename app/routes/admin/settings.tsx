import { adminMeta } from "~/components/admin/meta";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { ScreenPlaceholder } from "~/components/admin/screen-placeholder";
import { sectionOf } from "~/components/admin/screen-section";
import * as ru from "~/i18n/ru";
import { requireScreen } from "~/server/permissions.server";

import type { Route } from "./+types/settings";

const screen = ru.admin.screens.settings;

/** One screen serves every /admin/settings/* path; the last segment picks the tab. */
const SECTIONS = {
  seo: ru.admin.nav.seo,
  analytics: ru.admin.nav.analytics,
  integrations: ru.admin.nav.integrations,
  domain: ru.admin.nav.domain,
  language: ru.admin.nav.language,
} as const;
type Section = keyof typeof SECTIONS;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  adminMeta(screen.title, location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "settings");
  return { section: sectionOf(request.url, Object.keys(SECTIONS) as Section[], "seo") };
}

export default function SettingsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenPlaceholder title={screen.title} subtitle={SECTIONS[loaderData.section]} description={screen.text} />
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
