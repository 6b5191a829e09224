import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";

const t = ru.admin.pager;

/** Previous and next links; every page is an address of its own. */
export function Pager({
  page,
  pages,
  total,
  pageSize,
  href,
}: {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
}) {
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t.pagination}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm sm:px-6 dark:border-slate-800"
    >
      <p className="text-slate-600 dark:text-slate-400">
        <span className="tabular-nums">{t.shown(from, to, total)}</span>
        <span className="sr-only">, {t.pageOf(page, pages)}</span>
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={href(page - 1)} rel="prev">
                <ChevronLeftIcon aria-hidden="true" />
                {t.previous}
              </Link>
            </Button>
          ) : null}
          <span aria-hidden="true" className="tabular-nums text-slate-600 dark:text-slate-400">
            {page} / {pages}
          </span>
          {page < pages ? (
            <Button asChild variant="outline" size="sm">
              <Link to={href(page + 1)} rel="next">
                {t.next}
                <ChevronRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
