import { FileTextIcon, FilmIcon, HardDriveIcon, ImageIcon, LayoutGridIcon, ListIcon, SearchIcon, TriangleAlertIcon } from "lucide-react";
import { data, Form, Link, useSearchParams } from "react-router";

import { DeleteConfirmation } from "~/components/admin/delete-link";
import { LinkTabs } from "~/components/admin/link-tabs";
import { deleteLabels, MediaList, type MediaView } from "~/components/admin/media/media-list";
import { MediaUploader } from "~/components/admin/media/media-uploader";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { MEDIA_CATEGORIES } from "~/lib/constants";
import { formatFileSize, formatUploadDate } from "~/lib/format";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import { MEDIA_TABS, mediaActionSchema, mediaScreenHref, readMediaScreenQuery, TAB_TYPES } from "~/schemas/admin/media";
import { uploadKindOf } from "~/schemas/media";
import { parseAdminForm } from "~/server/admin-form.server";
import { describeMediaUses, findMediaUses } from "~/server/media-usage.server";
import { deleteUnusedMedia, listMedia, type MediaCounts } from "~/server/media.server";
import { requirePermission, requireScreen, userCan } from "~/server/permissions.server";
import { redirectWithError, redirectWithToast } from "~/server/toast.server";
import { uploadMedia } from "~/server/uploads.server";

import type { Route } from "./+types/media";

const t = ru.adminMedia;
const PATH = ADMIN_SCREENS.media.path;
/** One page of the library; the screen says how many more match. */
const PAGE = 200;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

const noCounts: MediaCounts = { image: 0, video: 0, vector: 0, document: 0 };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "media");
  // A marketer reads the library and changes none of it; deleting is the admin's.
  const canEdit = userCan(user, "media.write");
  const canDelete = userCan(user, "media.delete");
  const query = readMediaScreenQuery(new URL(request.url).searchParams);
  try {
    const list = await listMedia({ category: query.category, search: query.search, limit: PAGE, offset: 0 }, TAB_TYPES[query.tab]);
    const uses = await findMediaUses(list.items.map((item) => item.id));
    const items: MediaView[] = list.items.map((item) => {
      const itemUses = uses.get(item.id) ?? [];
      return {
        id: item.id,
        name: item.originalName,
        type: item.type,
        category: item.category,
        sizeText: formatFileSize(item.size),
        dateText: formatUploadDate(item.createdAt),
        url: item.url,
        image: item.image,
        useCount: itemUses.length,
        usedIn: itemUses.length > 0 ? describeMediaUses(itemUses) : null,
      };
    });
    return {
      query,
      items,
      total: list.total,
      counts: list.counts,
      storage: formatFileSize(list.storageBytes),
      canEdit,
      canDelete,
      loadFailed: false,
    };
  } catch (error) {
    console.error("The media library could not be loaded:", error);
    return data(
      { query, items: [] as MediaView[], total: 0, counts: noCounts, storage: formatFileSize(0), canEdit, canDelete, loadFailed: true },
      { status: 500 },
    );
  }
}

/** Back to the list the form was posted from, its filters kept, any open question closed. */
function backTo(request: Request): string {
  const url = new URL(request.url);
  return mediaScreenHref(PATH, readMediaScreenQuery(url.searchParams));
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "media", "edit");
  const submission = await parseAdminForm(request, mediaActionSchema);
  // Deleting media is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "media.delete");
  const back = backTo(request);
  if (submission.status !== "success") {
    // Nothing chosen, or a form this screen does not send: 400, shown above the upload.
    const message = Object.values(submission.error ?? {}).flat()[0] ?? ru.media.upload.noFile;
    return data({ error: message }, { status: 400 });
  }
  const input = submission.value;
  if (input.intent === "delete") {
    let outcome: Awaited<ReturnType<typeof deleteUnusedMedia>> | null = null;
    try {
      outcome = await deleteUnusedMedia(input.id, undefined, user);
    } catch (error) {
      console.error("Media could not be deleted:", error);
    }
    if (outcome?.ok) return redirectWithToast(back, { kind: "success", title: t.deleted });
    const description = outcome?.reason === "in-use" ? t.inUse(describeMediaUses(outcome.uses)) : t.deleteFailed;
    return redirectWithError(back, description);
  }
  // Without a script: every chosen file in one post, each checked and stored on its own.
  let done = 0;
  const refused: string[] = [];
  for (const file of input.files) {
    if (file.size === 0 && !file.name) continue;
    try {
      const outcome = await uploadMedia({ file, kind: uploadKindOf(file), category: input.category, uploadedBy: user.id, actor: user });
      if (outcome.ok) done += 1;
      else refused.push(t.refused(file.name, outcome.error));
    } catch (error) {
      console.error("Upload could not be stored:", error);
      refused.push(t.refused(file.name, ru.media.upload.failed));
    }
  }
  if (done === 0 && refused.length === 0) refused.push(ru.media.upload.noFile);
  if (refused.length > 0) {
    const description = (done > 0 ? [t.uploaded(done), ...refused] : refused).join("\n").slice(0, 1000);
    return redirectWithToast(back, { kind: "error", title: done > 0 ? t.someRefused : ru.toast.errorTitle, description });
  }
  return redirectWithToast(back, { kind: "success", title: t.uploaded(done) });
}

export default function MediaScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { query, items, total, counts, storage, canEdit, canDelete, loadFailed } = loaderData;
  const formError = actionData && "error" in actionData ? actionData.error : undefined;
  const [params] = useSearchParams();
  const here = mediaScreenHref(PATH, query);
  const { deleting } = addressState(params, items, { canEdit, canDelete });
  const filtered = query.tab !== "all" || Boolean(query.category) || Boolean(query.search);
  const tabCounts = {
    all: counts.image + counts.vector + counts.video + counts.document,
    images: counts.image + counts.vector,
    videos: counts.video,
    documents: counts.document,
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />

      {loadFailed ? <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} /> : null}

      {deleting ? (
        <DeleteConfirmation item={{ id: deleting.id, title: deleting.name }} labels={deleteLabels(deleting)} closeTo={here} />
      ) : null}

      <section aria-label={t.title} className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard label={t.stats.images} value={String(tabCounts.images)} icon={ImageIcon} />
        <StatCard label={t.stats.videos} value={String(counts.video)} icon={FilmIcon} tone="violet" />
        <StatCard label={t.stats.documents} value={String(counts.document)} icon={FileTextIcon} tone="amber" />
        <StatCard label={t.stats.storage} value={storage} icon={HardDriveIcon} tone="emerald" />
      </section>

      {canEdit ? <MediaUploader action={here} formError={formError} /> : null}

      <div className="flex flex-col gap-4">
        <LinkTabs
          label={t.tabsLabel}
          current={query.tab}
          tabs={MEDIA_TABS.map((tab) => ({
            key: tab,
            label: t.tabs[tab],
            href: mediaScreenHref(PATH, query, { tab }),
            count: tabCounts[tab],
          }))}
        />
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <Form
            method="get"
            action={PATH}
            role="search"
            aria-label={t.filtersLabel}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            {query.tab !== "all" ? <input type="hidden" name="tab" value={query.tab} /> : null}
            {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
            <Field className="sm:w-64">
              <FieldLabel htmlFor="media-search">{t.search}</FieldLabel>
              <Input
                id="media-search"
                type="search"
                name="search"
                defaultValue={query.search ?? ""}
                placeholder={t.searchPlaceholder}
                key={query.search ?? ""}
              />
            </Field>
            <Field className="sm:w-48">
              <FieldLabel htmlFor="media-category">{t.category}</FieldLabel>
              <NativeSelect id="media-category" name="category" defaultValue={query.category ?? ""} key={query.category ?? ""}>
                <option value="">{t.allCategories}</option>
                {MEDIA_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t.categories[c]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <div className="flex gap-2">
              <Button type="submit" variant="secondary">
                <SearchIcon aria-hidden="true" />
                {t.apply}
              </Button>
              {query.search || query.category ? (
                <Link
                  to={mediaScreenHref(PATH, query, { search: undefined, category: undefined })}
                  className={buttonVariants({ variant: "ghost" })}
                >
                  {t.reset}
                </Link>
              ) : null}
            </div>
          </Form>
          <nav aria-label={t.viewLabel} className="flex gap-1 self-start lg:self-end">
            {(["grid", "list"] as const).map((view) => {
              const Icon = view === "grid" ? LayoutGridIcon : ListIcon;
              return (
                <Link
                  key={view}
                  to={mediaScreenHref(PATH, query, { view })}
                  preventScrollReset
                  aria-current={query.view === view ? "page" : undefined}
                  className={cn(buttonVariants({ variant: query.view === view ? "default" : "outline", size: "sm" }))}
                >
                  <Icon aria-hidden="true" />
                  {view === "grid" ? t.grid : t.list}
                </Link>
              );
            })}
          </nav>
        </div>
      </div>

      {loadFailed ? null : items.length === 0 ? (
        <Notice icon={ImageIcon} title={filtered ? t.emptyFiltered : t.empty} text={filtered ? undefined : t.emptyText} />
      ) : (
        <section aria-labelledby="media-list-title" className="flex flex-col gap-3">
          <h2 id="media-list-title" className="text-sm text-slate-600 dark:text-slate-400">
            {t.shown(items.length, total)}
          </h2>
          <MediaList items={items} view={query.view} canDelete={canDelete} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
