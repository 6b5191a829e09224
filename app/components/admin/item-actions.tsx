/**
 * The buttons under an item of an ordered, hideable list (services, advantages): move up and down,
 * edit, show or hide, delete after a question. Each is a plain link or form, so all of them work
 * without JavaScript; delete asks first through DeleteLink.
 */
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon, PencilIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";

import { DeleteLink, type DeleteLabels } from "~/components/admin/delete-link";
import { Button } from "~/components/ui/button";

export type ItemActionLabels = DeleteLabels & {
  editNamed: (title: string) => string;
  edit: string;
  hide: string;
  show: string;
  hideNamed: (title: string) => string;
  showNamed: (title: string) => string;
  moveUp: (title: string) => string;
  moveDown: (title: string) => string;
};

type Item = { id: string; title: string; isVisible: boolean };

/** One hidden-field form with one button: an action on one item that needs no further input. */
export function IntentButton({
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
        <DeleteLink item={item} labels={labels} />
      </div>
    </div>
  );
}
