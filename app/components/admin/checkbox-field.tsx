import { getInputProps, type FieldMetadata } from "@conform-to/react";

import { FieldDescription, FieldError } from "~/components/ui/field";

/** A yes/no field of an admin form: a native checkbox (it posts without JavaScript), its label and hint. */
export function CheckboxField({ meta, label, hint }: { meta: FieldMetadata<boolean | undefined>; label: string; hint?: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        {...getInputProps(meta, { type: "checkbox", ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        key={meta.key}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary"
      />
      <div className="grid gap-1">
        <label htmlFor={meta.id} className="cursor-pointer text-sm leading-snug font-medium">
          {label}
        </label>
        {hint ? <FieldDescription id={meta.descriptionId}>{hint}</FieldDescription> : null}
        <FieldError id={meta.errorId}>{meta.errors?.[0]}</FieldError>
      </div>
    </div>
  );
}
