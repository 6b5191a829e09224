/**
 * A file input that also takes files dragged onto it. The input is a real one inside the form, so
 * without JavaScript the form posts the chosen files; with JavaScript `onFiles` receives what was
 * picked or dropped (and the input is cleared, so the same file can be picked again).
 */
import { UploadCloudIcon } from "lucide-react";
import { useId, useState } from "react";

import { cn } from "~/lib/utils";

type Props = {
  name: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  title: string;
  or: string;
  /** The input's accessible name. */
  inputLabel: string;
  hint?: string;
  /** With a script: the files, as soon as they are picked or dropped. */
  onFiles?: (files: File[]) => void;
  className?: string;
  "aria-describedby"?: string;
};

export function FileDrop({ name, accept, multiple, disabled, title, or, inputLabel, hint, onFiles, className, ...rest }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, rest["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return (
    <div
      data-slot="file-drop"
      data-dragging={over ? true : undefined}
      onDragEnter={(event) => {
        if (!onFiles || disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!onFiles || disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!onFiles || disabled) return;
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={cn(
        "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center transition-colors dark:border-slate-700 dark:bg-slate-900/40",
        over && "border-primary bg-indigo-50 dark:bg-indigo-950/40",
        disabled && "opacity-60",
        className,
      )}
    >
      <UploadCloudIcon aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
      <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{title}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{or}</p>
      <label htmlFor={id} className="sr-only">
        {inputLabel}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          if (!onFiles) return;
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
        className="block w-full max-w-sm cursor-pointer rounded-md text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary-foreground hover:file:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-primary/40 focus-visible:outline-none dark:text-slate-300"
      />
      {hint ? (
        <p id={hintId} className="max-w-prose text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
