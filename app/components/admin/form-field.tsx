import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";

import { adminToast } from "./toast";

type Props = {
  /** conform's metadata of the field: its id, error id and errors come from the screen's schema. */
  meta: Pick<FieldMetadata<unknown>, "id" | "errorId" | "descriptionId" | "errors">;
  label: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  /** The control, spread with conform's props (getInputProps, getTextareaProps, …). */
  children: React.ReactNode;
};

/** An admin form field: label, control, hint, and the server's or the browser's error below it. */
export function FormField({ meta, label, description, className, children }: Props) {
  return (
    <Field className={className} data-invalid={meta.errors?.length ? true : undefined}>
      <FieldLabel htmlFor={meta.id}>{label}</FieldLabel>
      {children}
      {description ? <FieldDescription id={meta.descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={meta.errorId}>{meta.errors?.[0]}</FieldError>
    </Field>
  );
}

/** A text field offering the values already in use (the browser's own suggestion list), free to type a new one. */
export function SuggestInput({
  meta,
  listId,
  suggestions,
  ...props
}: { meta: FieldMetadata<string | undefined>; listId: string; suggestions: string[] } & React.ComponentProps<typeof Input>) {
  return (
    <>
      <Input {...getInputProps(meta, { type: "text" })} key={meta.key} list={listId} {...props} />
      <datalist id={listId}>
        {suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </>
  );
}

/**
 * The message for the whole form (a failed save): above its buttons, and as an 'Ошибка' toast
 * when it arrives, the way every admin failure is reported.
 */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  const message = errors?.[0];
  useEffect(() => {
    if (message) adminToast.error(ru.toast.errorTitle, message);
  }, [message, errors]);
  return <FieldError id={id}>{message}</FieldError>;
}

/**
 * The end of an admin form: its message, the submit button (first, so Enter in a field submits with
 * it), any extra buttons, and cancel as a link back to the list.
 */
export function FormFooter({
  form,
  submitLabel,
  cancelLabel,
  closeTo,
  saving,
  className = "flex flex-col gap-3 sm:col-span-2",
  children,
}: {
  form: { errorId: string; errors?: string[] };
  submitLabel: string;
  cancelLabel: string;
  closeTo: string;
  saving: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={className}>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
        {children}
        <Button asChild variant="outline">
          <Link to={closeTo} preventScrollReset>
            {cancelLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
