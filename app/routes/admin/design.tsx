import { adminMeta } from "~/components/admin/meta";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { ScreenPlaceholder } from "~/components/admin/screen-placeholder";
import { sectionOf } from "~/components/admin/screen-section";
import * as ru from "~/i18n/ru";
import { requireScreen } from "~/server/permissions.server";

import type { Route } from "./+types/design";

const screen = ru.admin.screens.design;

/** One screen serves every /admin/design/* path; the last segment picks the tab. */
const SECTIONS = {
  colors: ru.admin.nav.colors,
  typography: ru.admin.nav.typography,
  animations: ru.admin.nav.animations,
} as const;
type Section = keyof typeof SECTIONS;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  adminMeta(screen.title, location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "design");
  return { section: sectionOf(request.url, Object.keys(SECTIONS) as Section[], "colors") };
}

export default function DesignScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenPlaceholder title={screen.title} subtitle={SECTIONS[loaderData.section]} description={screen.text} />
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
