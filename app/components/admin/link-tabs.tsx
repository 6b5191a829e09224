/**
 * Tabs that are links: each tab is an address (`?tab=images`, `?category=Демо`), so the server
 * renders the chosen list, a tab can be bookmarked, and they work without JavaScript. The current
 * one carries `aria-current="page"`.
 */
import { Link } from "react-router";

import { cn } from "~/lib/utils";

export type LinkTab = { key: string; label: string; href: string; count?: number };

export function LinkTabs({ label, tabs, current, className }: { label: string; tabs: LinkTab[]; current: string; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      {/* Wraps on a narrow screen rather than hide a tab behind a scroll. */}
      <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800/70">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.href}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-700 outline-none hover:text-slate-950 focus-visible:ring-[3px] focus-visible:ring-primary/40 dark:text-slate-300 dark:hover:text-white",
                  active && "bg-white text-slate-950 shadow-sm dark:bg-slate-950 dark:text-white",
                )}
              >
                {tab.label}
                {tab.count === undefined ? null : (
                  <span className="rounded-full bg-slate-200 px-1.5 text-xs tabular-nums text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                    {tab.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
