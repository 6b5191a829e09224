/** The media library's files as a grid of cards or a table (`?view=list`). */
import { ExternalLinkIcon, FileTextIcon, FilmIcon, ImageIcon, ShapesIcon } from "lucide-react";

import { DeleteLink, type DeleteLabels } from "~/components/admin/delete-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import * as ru from "~/i18n/ru";
import { imageAttributes, type ResponsiveImageSource } from "~/lib/media";

const t = ru.adminMedia;

export type MediaView = {
  id: string;
  name: string;
  type: string;
  category: string | null;
  sizeText: string;
  dateText: string;
  url: string;
  image: ResponsiveImageSource | null;
  /** How many records use the file, and where (ADR 0038): such a file is not deleted. */
  useCount: number;
  usedIn: string | null;
};

const ICONS = { image: ImageIcon, vector: ShapesIcon, video: FilmIcon, document: FileTextIcon } as const;

/** The delete question; for a file in use it says where, and offers no delete. */
export function deleteLabels(item: Pick<MediaView, "usedIn">): DeleteLabels {
  const { usedIn } = item;
  return {
    delete: t.delete,
    deleteNamed: t.deleteNamed,
    deleteTitle: t.deleteTitle,
    deleteText: usedIn ? (name) => t.deleteTextInUse(name, usedIn) : t.deleteText,
    cancel: t.cancel,
    // The server refuses it anyway (ADR 0038); the button would only lead to that refusal.
    blocked: Boolean(usedIn),
  };
}

function UseCount({ item }: { item: MediaView }) {
  if (item.useCount === 0) return null;
  return (
    <span data-testid="media-use-count" title={item.usedIn ?? undefined} className="text-xs text-amber-800 dark:text-amber-300">
      {t.usedCount(item.useCount)}
    </span>
  );
}

function Preview({ item, className }: { item: MediaView; className: string }) {
  if (item.image) {
    return (
      <img
        {...imageAttributes(item.image, "(min-width: 640px) 16rem, 50vw")}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${className} object-cover`}
      />
    );
  }
  const Icon = ICONS[item.type as keyof typeof ICONS] ?? FileTextIcon;
  return (
    <span className={`${className} grid place-items-center bg-slate-100 dark:bg-slate-800`}>
      <Icon aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
    </span>
  );
}

function OpenLink({ item, compact = false }: { item: MediaView; compact?: boolean }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={item.url} target="_blank" rel="noopener" aria-label={t.openNamed(item.name)}>
        <ExternalLinkIcon aria-hidden="true" />
        {compact ? <span className="hidden sm:inline">{t.open}</span> : t.open}
      </a>
    </Button>
  );
}

export function MediaList({ items, view, canDelete }: { items: MediaView[]; view: "grid" | "list"; canDelete: boolean }) {
  if (view === "list") {
    return (
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t.columns.file}</TableHead>
              <TableHead className="hidden sm:table-cell">{t.columns.type}</TableHead>
              <TableHead className="hidden md:table-cell">{t.columns.category}</TableHead>
              <TableHead>{t.columns.size}</TableHead>
              <TableHead className="hidden sm:table-cell">{t.columns.date}</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">{t.columns.actions}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid="media-item">
                <TableCell>
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="hidden shrink-0 min-[480px]:block">
                      <Preview item={item} className="size-10 rounded-md" />
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="max-w-28 truncate font-medium min-[480px]:max-w-48 sm:max-w-72" title={item.name}>
                        {item.name}
                      </span>
                      <UseCount item={item} />
                    </span>
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{t.types[item.type] ?? item.type}</TableCell>
                <TableCell className="hidden md:table-cell">{item.category ? t.categories[item.category] : "—"}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{item.sizeText}</TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{item.dateText}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <OpenLink item={item} compact />
                    {canDelete ? <DeleteLink item={{ id: item.id, title: item.name }} labels={deleteLabels(item)} /> : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="media-item"
          className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-950"
        >
          <Preview item={item} className="aspect-video w-full" />
          <div className="flex flex-1 flex-col gap-2 p-3">
            <p className="truncate text-sm font-medium" title={item.name}>
              {item.name}
            </p>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="secondary">{t.types[item.type] ?? item.type}</Badge>
              {item.category ? <Badge variant="outline">{t.categories[item.category]}</Badge> : null}
            </div>
            <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {item.sizeText} · {item.dateText}
            </p>
            <UseCount item={item} />
            <div className="mt-auto flex items-center justify-between gap-2 pt-1">
              <OpenLink item={item} />
              {canDelete ? <DeleteLink item={{ id: item.id, title: item.name }} labels={deleteLabels(item)} withText /> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
