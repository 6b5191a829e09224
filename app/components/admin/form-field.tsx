import type { FieldMetadata } from "@conform-to/react";
import { useEffect } from "react";

import { Field, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
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

/**
 * The message for the whole form (a failed save): above its buttons, and as SPEC.md's 'Ошибка'
 * toast when it arrives.
 */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  const message = errors?.[0];
  useEffect(() => {
    if (message) adminToast.error(ru.toast.errorTitle, message);
  }, [message, errors]);
  return <FieldError id={id}>{message}</FieldError>;
}
