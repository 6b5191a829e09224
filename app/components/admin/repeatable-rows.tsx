import type { DefaultValue, FieldMetadata, FormMetadata } from "@conform-to/react";
import { PlusIcon, Trash2Icon, XIcon } from "lucide-react";

import { Button } from "~/components/ui/button";
import { FieldDescription, FieldError } from "~/components/ui/field";
import { cn } from "~/lib/utils";

type Props<Row> = {
  form: Pick<FormMetadata, "insert" | "remove">;
  /** The list field; each of its rows is one repeated fieldset or line. */
  field: FieldMetadata<Row[] | undefined>;
  legend: string;
  /** Shown under the legend (after the rows for lines) and describing the whole group. */
  hint: string;
  /** Said instead of an empty list (boxes only). */
  empty?: string;
  addLabel: string;
  /** The most rows the schema accepts; the add button is disabled at it. */
  max?: number;
  /** The new row's values, for a field that must not start blank (a select's first option). */
  newRow?: DefaultValue<Row>;
  removeLabel: (n: number) => string;
  /**
   * "boxes": each row a bordered group of fields, removed with a bin; "lines": each row one text
   * field with its own error, removed with a cross offered only while more than one row exists.
   */
  layout?: "boxes" | "lines";
  /** Classes of each row's <li> (boxes), and of its remove button, placed within the row. */
  rowClassName?: string;
  removeClassName?: string;
  /** An accessible name for each row's <li>. */
  rowLabel?: (n: number) => string;
  /** Attributes of the group's <fieldset> over the defaults (conform's getFieldsetProps). */
  fieldset?: Omit<React.ComponentProps<"fieldset">, "children">;
  /** The row's fields; `remove` is its remove button, placed by the row (boxes). */
  children: (row: FieldMetadata<Row>, index: number, remove: React.ReactNode) => React.ReactNode;
};

/**
 * A list field edited as repeated rows, added and removed with conform's list intents: handled in
 * the page with JavaScript, posted to the server (which answers with the list changed) without it.
 */
export function RepeatableRows<Row>({
  form,
  field,
  legend,
  hint,
  empty,
  addLabel,
  max,
  newRow,
  removeLabel,
  layout = "boxes",
  rowClassName,
  removeClassName,
  rowLabel,
  fieldset,
  children,
}: Props<Row>) {
  const rows = field.getFieldList();
  const lines = layout === "lines";
  const hintId = `${field.id}-hint`;
  const description = <FieldDescription id={hintId}>{hint}</FieldDescription>;
  const removeButton = (index: number) =>
    lines ? (
      rows.length > 1 ? (
        <Button
          {...form.remove.getButtonProps({ name: field.name, index })}
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-slate-500 hover:text-destructive"
          aria-label={removeLabel(index + 1)}
        >
          <XIcon aria-hidden="true" />
        </Button>
      ) : null
    ) : (
      <Button
        {...form.remove.getButtonProps({ name: field.name, index })}
        variant="ghost"
        size="icon"
        className={cn(
          removeClassName,
          "text-destructive hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950",
        )}
        aria-label={removeLabel(index + 1)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    );
  const List = lines ? "ul" : "ol";

  return (
    <fieldset className={cn("flex flex-col sm:col-span-2", lines ? "gap-2" : "gap-3")} aria-describedby={hintId} {...fieldset}>
      <legend className={cn("text-sm font-medium", lines ? "mb-2" : "mb-1")}>{legend}</legend>
      {lines ? null : description}
      {!lines && empty && rows.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p> : null}
      <List className={cn("flex flex-col", lines ? "gap-2" : "gap-3")}>
        {rows.map((row, index) =>
          lines ? (
            <li key={row.key} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                {children(row, index, null)}
                {removeButton(index)}
              </div>
              <FieldError id={row.errorId}>{row.errors?.[0]}</FieldError>
            </li>
          ) : (
            <li key={row.key ?? index} aria-label={rowLabel?.(index + 1)} className={rowClassName}>
              {children(row, index, removeButton(index))}
            </li>
          ),
        )}
      </List>
      {lines ? description : null}
      <FieldError id={field.errorId}>{field.errors?.[0]}</FieldError>
      <div>
        <Button
          {...form.insert.getButtonProps({ name: field.name, defaultValue: newRow })}
          variant="outline"
          size="sm"
          disabled={max !== undefined && rows.length >= max}
        >
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
