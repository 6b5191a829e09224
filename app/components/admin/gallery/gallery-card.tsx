import { DownloadIcon, ExternalLinkIcon, FileTextIcon, FilmIcon } from "lucide-react";

import { DeleteLink, type DeleteLabels } from "~/components/admin/delete-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";

const t = ru.adminGallery;

export type GalleryView = {
  id: string;
  title: string;
  description: string | null;
  type: string;
  category: string;
  url: string;
  thumbnail: string | null;
  sizeText: string | null;
  dateText: string;
};

export const galleryDeleteLabels: DeleteLabels = {
  delete: t.delete,
  deleteNamed: t.deleteNamed,
  deleteTitle: t.deleteTitle,
  deleteText: t.deleteText,
  cancel: t.cancel,
};

/** `?download=1`: the site answers with the file under its uploaded name, an image too. */
function downloadHref(url: string): string {
  return url.startsWith("/media/") ? `${url}?download=1` : url;
}

/** One gallery item: preview, texts, badges, size, date, view, download, delete. */
export function GalleryCard({ item, canDelete }: { item: GalleryView; canDelete: boolean }) {
  const Icon = item.type === "video" ? FilmIcon : FileTextIcon;
  return (
    <article
      data-testid="gallery-item"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-950"
    >
      {item.type === "image" && item.thumbnail ? (
        <img src={item.thumbnail} alt="" loading="lazy" decoding="async" className="aspect-video w-full object-cover" />
      ) : (
        <span className="grid aspect-video w-full place-items-center bg-slate-100 dark:bg-slate-800">
          <Icon aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{t.types[item.type] ?? item.type}</Badge>
          <Badge variant="outline">{item.category}</Badge>
        </div>
        <h3 className="text-base font-semibold break-words">{item.title}</h3>
        {item.description ? <p className="text-sm break-words text-slate-600 dark:text-slate-400">{item.description}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-x-3 pt-1 text-xs text-slate-600 dark:text-slate-400">
          <dt>{t.size}</dt>
          <dt>{t.uploadDate}</dt>
          <dd className="font-medium tabular-nums text-slate-900 dark:text-slate-100">{item.sizeText ?? "—"}</dd>
          <dd className="font-medium tabular-nums text-slate-900 dark:text-slate-100">{item.dateText}</dd>
        </dl>
        <div className="flex flex-wrap items-center gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <a href={item.url} target="_blank" rel="noopener" aria-label={t.viewNamed(item.title)}>
              <ExternalLinkIcon aria-hidden="true" />
              {t.view}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={downloadHref(item.url)} download aria-label={t.downloadNamed(item.title)}>
              <DownloadIcon aria-hidden="true" />
              {t.download}
            </a>
          </Button>
          {canDelete ? (
            <span className="ml-auto">
              <DeleteLink item={{ id: item.id, title: item.title }} labels={galleryDeleteLabels} />
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
