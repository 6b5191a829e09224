import type { FormMetadata, getFormProps } from "@conform-to/react";
import type { LucideIcon } from "lucide-react";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError } from "~/components/admin/form-field";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import * as ru from "~/i18n/ru";

const t = ru.adminAbout;

/** What conform gives a list button (insert, remove, reorder) to spread on a submit button. */
type IntentButton = ReturnType<FormMetadata["remove"]["getButtonProps"]>;

type Props = {
  formProps: ReturnType<typeof getFormProps>;
  intent: "timeline" | "partners";
  icon: LucideIcon;
  title: string;
  lead: string;
  empty: string;
  addLabel: string;
  rowLabel: (n: number) => string;
  max: number;
  saving: boolean;
  /** A role that may only read sees the rows, every control disabled and no buttons. */
  canEdit: boolean;
  /** The list's own error (too many rows, not a list) and the form's (a failed save). */
  listError: { id: string; errors?: string[] };
  formError: { id: string; errors?: string[] };
  rows: { key: string; fields: React.ReactNode }[];
  buttons: {
    add: IntentButton;
    remove: (index: number) => IntentButton;
    move: (from: number, to: number) => IntentButton;
  };
};

/**
 * A list setting edited as rows, added, moved and removed with conform's list intents: handled in
 * the page with JavaScript, posted to the server (which answers the form with the list changed)
 * without it. The save button comes first in the form, so Enter in a field saves rather than
 * pressing a row's button.
 */
export function ListEditor(props: Props) {
  const { rows, buttons } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const previousCount = useRef(rows.length);
  useEffect(() => {
    // A row added: its first field; a row removed: the add button, so focus never falls to the page.
    if (rows.length > previousCount.current) {
      listRef.current?.querySelector<HTMLElement>(":scope > li:last-child input")?.focus();
    } else if (rows.length < previousCount.current) {
      addRef.current?.focus();
    }
    previousCount.current = rows.length;
  }, [rows.length]);

  return (
    <Form method="post" {...props.formProps}>
      <input type="hidden" name="intent" value={props.intent} />
      <FormCard
        icon={props.icon}
        title={props.title}
        description={props.lead}
        action={
          props.canEdit ? (
            <Button type="submit" disabled={props.saving}>
              {t.save}
            </Button>
          ) : null
        }
      >
        <fieldset disabled={!props.canEdit} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">{props.title}</legend>
          {rows.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{props.empty}</p> : null}
          <ol ref={listRef} className="flex flex-col gap-4">
            {rows.map((row, index) => {
              const label = props.rowLabel(index + 1);
              return (
                <li key={row.key} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                  <fieldset className="flex flex-col gap-4">
                    <legend className="sr-only">{label}</legend>
                    <div className="flex items-center justify-between gap-2">
                      <p aria-hidden="true" className="text-sm font-semibold">
                        {label}
                      </p>
                      {props.canEdit ? (
                        <div className="flex gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            {...buttons.move(index, index - 1)}
                            disabled={index === 0}
                            aria-label={t.moveUp(label)}
                            title={t.moveUp(label)}
                          >
                            <ArrowUpIcon aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            {...buttons.move(index, index + 1)}
                            disabled={index === rows.length - 1}
                            aria-label={t.moveDown(label)}
                            title={t.moveDown(label)}
                          >
                            <ArrowDownIcon aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            {...buttons.remove(index)}
                            aria-label={t.remove(label)}
                            title={t.remove(label)}
                            className="text-destructive hover:text-destructive dark:text-red-400"
                          >
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        </div>
                      ) : null}
                    </div>
                    {row.fields}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <FieldError id={props.listError.id}>{props.listError.errors?.[0]}</FieldError>
          <FormError id={props.formError.id} errors={props.formError.errors} />
          {props.canEdit ? (
            <div>
              <Button ref={addRef} variant="outline" {...buttons.add} disabled={rows.length >= props.max}>
                <PlusIcon aria-hidden="true" />
                {props.addLabel}
              </Button>
            </div>
          ) : null}
        </fieldset>
      </FormCard>
    </Form>
  );
}
