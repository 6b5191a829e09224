import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";

type Props = {
  icon: LucideIcon;
  title: string;
  text?: string;
  tone?: "neutral" | "warning";
  withBackLink?: boolean;
  className?: string;
};

/** A centred message card: empty states, "being built" screens, access denials. */
export function Notice({ icon: Icon, title, text, tone = "neutral", withBackLink = false, className }: Props) {
  return (
    <Card data-slot="notice" className={cn("border-dashed", className)}>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-full",
            tone === "warning"
              ? "bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
              : "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300",
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">{title}</h2>
        {text ? <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{text}</p> : null}
        {withBackLink ? (
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link to="/admin">{ru.admin.screens.backToDashboard}</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
