/**
 * The buttons under an item of an ordered, hideable list (services, advantages): move up and down,
 * edit, show or hide, delete after a question. Each is a plain link or form, so all of them work
 * without JavaScript; the delete question is a dialog with JavaScript and a card on the page
 * (?delete=id, DeleteConfirmation) without it.
 */
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";

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

export type ItemActionLabels = {
  editNamed: (title: string) => string;
  edit: string;
  hide: string;
  show: string;
  hideNamed: (title: string) => string;
  showNamed: (title: string) => string;
  moveUp: (title: string) => string;
  moveDown: (title: string) => string;
  delete: string;
  deleteNamed: (title: string) => string;
  deleteTitle: string;
  deleteText: (title: string) => string;
  cancel: string;
};

type Item = { id: string; title: string; isVisible: boolean };

const destructiveGhost = "text-destructive hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950";

/** One hidden-field form with one button: an action on one item that needs no further input. */
function IntentButton({
  intent,
  id,
  fields,
  children,
  ...button
}: { intent: string; id: string; fields?: Record<string, string> } & React.ComponentProps<typeof Button>) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("id") === id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" {...button} disabled={button.disabled || busy}>
        {children}
      </Button>
    </Form>
  );
}

export function ItemActions({ item, first, last, labels }: { item: Item; first: boolean; last: boolean; labels: ItemActionLabels }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-1">
        <IntentButton intent="move" id={item.id} fields={{ direction: "up" }} variant="outline" size="icon" className="size-8" disabled={first} aria-label={labels.moveUp(item.title)}>
          <ArrowUpIcon aria-hidden="true" />
        </IntentButton>
        <IntentButton intent="move" id={item.id} fields={{ direction: "down" }} variant="outline" size="icon" className="size-8" disabled={last} aria-label={labels.moveDown(item.title)}>
          <ArrowDownIcon aria-hidden="true" />
        </IntentButton>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button asChild variant="outline" size="sm">
          <Link to={`?edit=${item.id}`} aria-label={labels.editNamed(item.title)}>
            <PencilIcon aria-hidden="true" />
            {labels.edit}
          </Link>
        </Button>
        <IntentButton
          intent="visibility"
          id={item.id}
          fields={{ visible: String(!item.isVisible) }}
          variant="outline"
          size="sm"
          aria-label={item.isVisible ? labels.hideNamed(item.title) : labels.showNamed(item.title)}
        >
          {item.isVisible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          {item.isVisible ? labels.hide : labels.show}
        </IntentButton>
        <DeleteButton item={item} labels={labels} />
      </div>
    </div>
  );
}

/** The delete link; with JavaScript it opens the question as a dialog instead of following the link. */
function DeleteButton({ item, labels }: { item: Item; labels: ItemActionLabels }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const submit = useSubmit();
  return (
    <>
      <Button asChild variant="ghost" size="icon" className={`size-8 ${destructiveGhost}`}>
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
            <AlertDialogAction
              onClick={() => submit({ intent: "delete", id: item.id }, { method: "post", preventScrollReset: true })}
            >
              {labels.delete}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** The same question without JavaScript: the page shows it for ?delete=id. */
export function DeleteConfirmation({ item, labels, closeTo }: { item: Pick<Item, "id" | "title">; labels: ItemActionLabels; closeTo: string }) {
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
          <Button type="submit" variant="destructive">
            {labels.delete}
          </Button>
          <Button asChild variant="outline">
            <Link to={closeTo}>{labels.cancel}</Link>
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
