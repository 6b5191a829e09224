import { ShieldXIcon } from "lucide-react";
import { data } from "react-router";

import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { ScreenPlaceholder } from "~/components/admin/screen-placeholder";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { screenAccess } from "~/server/permissions.server";

import type { Route } from "./+types/logo";

const screen = ru.admin.screens.logo;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(screen.title, ADMIN_SCREENS.logo.path, matches);

// SPEC.md 2.14 screen 19: other roles see a denial on the page itself, and receive no data.
export async function loader({ request }: Route.LoaderArgs) {
  const { allowed } = await screenAccess(request, "logo");
  if (!allowed) return data({ denied: true }, { status: 403 });
  return { denied: false };
}

export default function LogoScreen({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={screen.title} />
        <Notice icon={ShieldXIcon} tone="warning" title={ru.admin.screens.logoDenied} />
      </div>
    );
  }
  return <ScreenPlaceholder title={screen.title} description={screen.text} />;
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
