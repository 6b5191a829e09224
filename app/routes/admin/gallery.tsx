import { FileTextIcon, FilmIcon, ImageIcon, ImagesIcon, PlusIcon, TriangleAlertIcon } from "lucide-react";
import { data, Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

import { AddressDialog, AddressDialogClose } from "~/components/admin/address-dialog";
import { DeleteConfirmation } from "~/components/admin/delete-link";
import { GalleryCard, galleryDeleteLabels, type GalleryView } from "~/components/admin/gallery/gallery-card";
import { GalleryForm } from "~/components/admin/gallery/gallery-form";
import { LinkTabs } from "~/components/admin/link-tabs";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { GALLERY_CATEGORIES } from "~/lib/constants";
import { formatFileSize, formatUploadDate } from "~/lib/format";
import { ADMIN_SCREENS } from "~/lib/permissions";
import type { FormReply } from "~/schemas/admin/form-reply";
import { galleryActionSchema, galleryCategoryParam } from "~/schemas/admin/gallery";
import { uploadKindOf } from "~/schemas/media";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { createGalleryItem, deleteGalleryItem, listGallery } from "~/server/gallery.server";
import { deleteMedia } from "~/server/media.server";
import { requirePermission, requireScreen, userCan } from "~/server/permissions.server";
import { redirectAfterWrite, redirectWithToast } from "~/server/toast.server";
import { uploadMedia } from "~/server/uploads.server";

import type { Route } from "./+types/gallery";

const t = ru.adminGallery;
const PATH = ADMIN_SCREENS.gallery.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

const hrefFor = (category: string | undefined) => (category ? `${PATH}?category=${encodeURIComponent(category)}` : PATH);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "gallery");
  // A marketer reads the gallery and changes none of it; deleting is the admin's.
  const canEdit = userCan(user, "media.write");
  const canDelete = userCan(user, "media.delete");
  const category = galleryCategoryParam.parse(new URL(request.url).searchParams.get("category") ?? undefined);
  const counts = { image: 0, video: 0, document: 0 };
  try {
    const list = await listGallery(category);
    const items: GalleryView[] = list.items.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      category: row.category,
      url: row.url,
      thumbnail: row.thumbnail,
      sizeText: row.size === null ? null : formatFileSize(row.size),
      dateText: formatUploadDate(row.createdAt),
    }));
    return { category: category ?? null, items, counts: list.counts, canEdit, canDelete, loadFailed: false };
  } catch (error) {
    console.error("The gallery could not be loaded:", error);
    return data({ category: category ?? null, items: [] as GalleryView[], counts, canEdit, canDelete, loadFailed: true }, { status: 500 });
  }
}

/** Opening or closing the form or the question only changes ?add or ?delete: the list is still current. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("category") === nextUrl.searchParams.get("category")) {
    return false;
  }
  return defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "gallery", "edit");
  const submission = await parseAdminForm(request, galleryActionSchema);
  // Deleting media is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "media.delete");
  const back = hrefFor(galleryCategoryParam.parse(new URL(request.url).searchParams.get("category") ?? undefined));
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;

  if (input.intent === "delete") {
    return redirectAfterWrite(back, () => deleteGalleryItem(input.id, user), {
      success: t.deleted,
      failure: t.deleteFailed,
      what: "Gallery item could not be deleted",
    });
  }

  // One step: the file (posted without a script) is uploaded here; with a script it already was.
  let mediaId = input.mediaId;
  let uploadedHere = false;
  if (input.file) {
    try {
      const outcome = await uploadMedia({ file: input.file, kind: uploadKindOf(input.file), uploadedBy: user.id, actor: user });
      if (!outcome.ok) return invalidForm(submission, { fieldErrors: { file: [outcome.error] }, status: outcome.status });
      mediaId = outcome.media.id;
      uploadedHere = true;
    } catch (error) {
      console.error("Gallery upload could not be stored:", error);
      return invalidForm(submission, { formError: ru.media.upload.failed, status: 500 });
    }
  }
  try {
    const item = await createGalleryItem(
      { title: input.title, description: input.description, category: input.category, mediaId: mediaId! },
      user,
    );
    if (!item) return invalidForm(submission, { fieldErrors: { file: [ru.media.upload.noFile] }, status: 400 });
  } catch (error) {
    console.error("Gallery item could not be added:", error);
    // A file uploaded for this item alone would be left without it.
    if (uploadedHere && mediaId) await deleteMedia(mediaId).catch(() => undefined);
    return invalidForm(submission, { formError: t.createFailed, status: 500 });
  }
  return redirectWithToast(hrefFor(input.category), { kind: "success", title: t.created });
}

export default function GalleryScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { category, items, counts, canEdit, canDelete, loadFailed } = loaderData;
  const [params] = useSearchParams();
  const here = hrefFor(category ?? undefined);
  const { creating: adding, deleting } = addressState(params, items, { canEdit, canDelete }, { create: "add" });
  const lastResult = (actionData as FormReply | undefined)?.result;
  const addHref = category ? `?category=${encodeURIComponent(category)}&add=1` : "?add=1";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          canEdit ? (
            <Button asChild>
              <Link to={addHref} preventScrollReset>
                <PlusIcon aria-hidden="true" />
                {t.add}
              </Link>
            </Button>
          ) : undefined
        }
      />

      {loadFailed ? <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} /> : null}

      <AddressDialog open={adding} id="gallery-form-title" title={t.addTitle} description={t.dialogText} closeTo={here} className="sm:max-w-xl">
        <GalleryForm
          // The form's own address: a refused save comes back with the form open, its message shown.
          action={`${here}${here.includes("?") ? "&" : "?"}add=1`}
          defaultCategory={category ?? GALLERY_CATEGORIES[0]}
          lastResult={lastResult}
          cancel={<AddressDialogClose closeTo={here}>{t.cancel}</AddressDialogClose>}
        />
      </AddressDialog>
      {deleting ? <DeleteConfirmation item={{ id: deleting.id, title: deleting.title }} labels={galleryDeleteLabels} closeTo={here} /> : null}

      <section aria-label={t.title} className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-3">
        <StatCard label={t.stats.images} value={String(counts.image)} icon={ImageIcon} />
        <StatCard label={t.stats.videos} value={String(counts.video)} icon={FilmIcon} tone="violet" />
        <StatCard label={t.stats.documents} value={String(counts.document)} icon={FileTextIcon} tone="amber" />
      </section>

      <LinkTabs
        label={t.tabsLabel}
        current={category ?? "all"}
        tabs={[
          { key: "all", label: t.all, href: PATH },
          ...GALLERY_CATEGORIES.map((c) => ({ key: c, label: c, href: hrefFor(c) })),
        ]}
      />

      {loadFailed ? null : items.length === 0 ? (
        <Notice icon={ImagesIcon} title={t.empty} />
      ) : (
        <section aria-labelledby="gallery-list-title">
          <h2 id="gallery-list-title" className="sr-only">
            {t.list}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex *:flex-1">
                <GalleryCard item={item} canDelete={canDelete} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
