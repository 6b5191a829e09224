/**
 * Delete only after a confirmation, the one way every admin screen asks it. The trigger is a
 * link to `?delete=<id>`: without JavaScript the page answers it with DeleteConfirmation, a card
 * with a plain form; with JavaScript the link opens the same question as an alert dialog instead.
 * Either way the action receives `intent=delete` and `id`.
 */
import { Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export type DeleteLabels = {
  delete: string;
  deleteNamed: (title: string) => string;
  deleteTitle: string;
  deleteText: (title: string) => string;
  cancel: string;
  /** The question only explains why the item cannot be deleted now: no delete button is offered. */
  blocked?: boolean;
};

type Target = { id: string; title: string };

const destructiveGhost = "text-destructive hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950";

/** The trash link; `withText` adds the word beside the icon from the `sm` width up. */
export function DeleteLink({ item, labels, withText = false }: { item: Target; labels: DeleteLabels; withText?: boolean }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const submit = useSubmit();
  return (
    <>
      <Button asChild variant="ghost" size={withText ? "sm" : "icon"} className={cn(!withText && "size-8", destructiveGhost)}>
        <Link
          ref={trigger}
          to={`?delete=${item.id}`}
          preventScrollReset
          aria-label={labels.deleteNamed(item.title)}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Trash2Icon aria-hidden="true" />
          {withText ? <span className="hidden sm:inline">{labels.delete}</span> : null}
        </Link>
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // No Radix trigger (the link is one only with JavaScript): focus goes back to it by hand.
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{labels.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{labels.deleteText(item.title)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{labels.cancel}</AlertDialogCancel>
            {labels.blocked ? null : (
              <AlertDialogAction
                className="bg-destructive text-white hover:bg-red-700"
                onClick={() => submit({ intent: "delete", id: item.id }, { method: "post", preventScrollReset: true })}
              >
                {labels.delete}
              </AlertDialogAction>
            )}
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** The same question without JavaScript: the page shows it for `?delete=<id>`. */
export function DeleteConfirmation({ item, labels, closeTo }: { item: Target; labels: DeleteLabels; closeTo: string }) {
  return (
    <Card
      role="alertdialog"
      aria-labelledby="delete-confirmation-title"
      aria-describedby="delete-confirmation-text"
      className="border-red-200 dark:border-red-900"
    >
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 id="delete-confirmation-title" className="text-lg font-semibold">
            {labels.deleteTitle}
          </h2>
          <p id="delete-confirmation-text" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {labels.deleteText(item.title)}
          </p>
        </div>
        <Form method="post" action={closeTo} className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item.id} />
          {labels.blocked ? null : (
            <Button type="submit" variant="destructive">
              {labels.delete}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={closeTo}>{labels.cancel}</Link>
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
