import { adminMeta } from "~/components/admin/meta";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { ScreenPlaceholder } from "~/components/admin/screen-placeholder";
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

function sectionOf(url: string): Section {
  const last = new URL(url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return last in SECTIONS ? (last as Section) : "colors";
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  adminMeta(screen.title, location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request);
  return { section: sectionOf(request.url) };
}

export default function DesignScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenPlaceholder title={screen.title} subtitle={SECTIONS[loaderData.section]} description={screen.text} />
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
