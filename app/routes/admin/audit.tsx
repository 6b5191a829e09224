import { DownloadIcon, EyeIcon, HistoryIcon, PencilIcon, PlusIcon, Trash2Icon, TriangleAlertIcon } from "lucide-react";
import { data, Form } from "react-router";

import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { Pager } from "~/components/admin/pager";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import { AUDIT_PAGE_SIZE, describeChange, listChanges } from "~/server/audit.server";
import { requireScreen } from "~/server/permissions.server";

import type { Route } from "./+types/audit";

const t = ru.admin.auditLog;
const PATH = ADMIN_SCREENS.audit.path;
const ENTITIES = Object.entries(ru.admin.audit.entities);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

function addressOf(entity: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (entity) params.set("entity", entity);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "audit");
  const params = new URL(request.url).searchParams;
  // An entity the log does not name, or a page that is not a whole number, falls back to the default.
  const asked = params.get("entity");
  const entity = ENTITIES.some(([key]) => key === asked) ? asked : null;
  let page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  try {
    let { rows, total } = await listChanges({ entity, page });
    // A page past the end (an old link, a shorter section) shows the last one.
    const last = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
    if (page > last) {
      page = last;
      ({ rows, total } = await listChanges({ entity, page }));
    }
    const changes = rows.map((row) => ({
      id: row.id,
      action: row.action,
      ...describeChange(row),
      at: row.createdAt.toISOString(),
      atLabel: formatActivityDate(row.createdAt),
    }));
    return {
      entity,
      page,
      pageSize: AUDIT_PAGE_SIZE,
      total,
      pages: last,
      changes,
      loadFailed: false,
    };
  } catch (error) {
    console.error("The audit log could not be loaded:", error);
    return data({ entity, page, pageSize: AUDIT_PAGE_SIZE, total: 0, pages: 1, changes: [], loadFailed: true }, { status: 500 });
  }
}

const ACTION_ICONS = { create: PlusIcon, update: PencilIcon, delete: Trash2Icon, export: DownloadIcon, read: EyeIcon } as const;

export default function AuditScreen({ loaderData }: Route.ComponentProps) {
  const { entity, page, pageSize, total, pages, changes, loadFailed } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />

      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.entity}
          <NativeSelect name="entity" defaultValue={entity ?? ""} key={entity ?? ""} className="min-w-56">
            <option value="">{t.allEntities}</option>
            {ENTITIES.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" variant="outline">
          {t.apply}
        </Button>
      </Form>

      {loadFailed ? (
        <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} />
      ) : changes.length === 0 ? (
        <Notice icon={HistoryIcon} title={entity ? t.emptyFiltered : t.empty} />
      ) : (
        <Card className="gap-0 py-0">
          <section aria-labelledby="audit-list-title">
            <h2 id="audit-list-title" className="sr-only">
              {t.list}
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {changes.map((change) => {
                const Icon = ACTION_ICONS[change.action as keyof typeof ACTION_ICONS] ?? PencilIcon;
                return (
                  <li key={change.id} data-testid="audit-entry" className="flex items-start gap-3 px-4 py-3 sm:px-6">
                    <span
                      aria-hidden="true"
                      className={cn(
                        "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full",
                        change.action === "delete"
                          ? "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300"
                          : change.action === "create"
                            ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
                            : change.action === "export" || change.action === "read"
                              ? "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300"
                              : "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
                      )}
                    >
                      <Icon className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium break-words">{change.title}</span>
                      <span className="block text-xs break-words text-slate-600 dark:text-slate-400">{change.detail}</span>
                    </span>
                    <time dateTime={change.at} className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                      {change.atLabel}
                    </time>
                  </li>
                );
              })}
            </ul>
          </section>
          <Pager page={page} pages={pages} total={total} pageSize={pageSize} href={(to) => addressOf(entity, to)} />
        </Card>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
