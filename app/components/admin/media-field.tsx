import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";

import { FormField } from "~/components/admin/form-field";
import { MediaActions } from "~/components/admin/media/media-actions";
import { Input } from "~/components/ui/input";

type Props = Pick<React.ComponentProps<typeof MediaActions>, "kind" | "category" | "failedText"> & {
  form: Pick<FormMetadata, "update">;
  meta: FieldMetadata<string | undefined>;
  label: string;
  description: string;
  className?: string;
};

/**
 * A file's address in an admin form: typed or pasted (all there is without JavaScript), or filled
 * by an upload or a pick from the media library.
 */
export function MediaField({ form, meta, label, description, className, ...media }: Props) {
  return (
    <FormField meta={meta} label={label} description={description} className={className}>
      <Input
        {...getInputProps(meta, { type: "text", ariaDescribedBy: meta.descriptionId })}
        key={meta.key}
        inputMode="url"
        autoComplete="off"
        placeholder="/media/…"
      />
      <MediaActions label={label} {...media} value={meta.value} onValue={(value) => form.update({ name: meta.name, value })} />
    </FormField>
  );
}
