import { adminMeta } from "~/components/admin/meta";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { ScreenPlaceholder } from "~/components/admin/screen-placeholder";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { requireScreen } from "~/server/permissions.server";

import type { Route } from "./+types/services";

const screen = ru.admin.screens.services;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(screen.title, ADMIN_SCREENS.services.path, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "services");
  return null;
}

export default function ServicesScreen() {
  return <ScreenPlaceholder title={screen.title} description={screen.text} />;
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
