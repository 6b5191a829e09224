/**
 * A dialog named in the address (ADR 0025): until the page runs a script it is a card on the page,
 * afterwards the Radix dialog; closing it navigates to `closeTo`. The first client render matches
 * the server's, so hydration rebuilds nothing.
 */
import { Link, useNavigate } from "react-router";

import { useHydrated } from "~/components/admin/use-hydrated";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";

type Props = {
  open: boolean;
  /** The heading's id in the card. */
  id: string;
  title: string;
  description: string;
  closeTo: string;
  /** A close link under the card's content, for content without its own cancel link (a transcript). */
  closeLabel?: string;
  /** The dialog's width, when the content wants other than the default `sm:max-w-2xl`. */
  className?: string;
  children: React.ReactNode;
};

export function AddressDialog({ open, id, title, description, closeTo, closeLabel, className, children }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!hydrated) {
    return open ? (
      <Card role="dialog" aria-labelledby={id}>
        <CardHeader>
          <CardTitle>
            <h2 id={id}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {children}
          {closeLabel ? (
            <Link to={closeTo} className={cn(buttonVariants({ variant: "outline" }), "self-end")}>
              {closeLabel}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    ) : null;
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : navigate(closeTo, { replace: true, preventScrollReset: true }))}>
      <DialogContent closeLabel={ru.admin.shell.close} className={cn("max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A form's own cancel (or done) button inside an AddressDialog: it closes the dialog once the page
 * runs a script, and is a link to `closeTo` in the card before that.
 */
export function AddressDialogClose({ closeTo, variant = "outline", children }: { closeTo: string; variant?: "outline" | "default"; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <DialogClose asChild>
      <Button type="button" variant={variant}>
        {children}
      </Button>
    </DialogClose>
  ) : (
    <Link to={closeTo} className={buttonVariants({ variant })}>
      {children}
    </Link>
  );
}
