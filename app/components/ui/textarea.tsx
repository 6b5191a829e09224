import { cn } from "~/lib/utils";

/** A multi-line text control, styled like Input (shadcn/ui's textarea). */
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex field-sizing-content min-h-20 w-full min-w-0 rounded-md border border-slate-200 bg-white px-3 py-2 text-base text-slate-900 shadow-xs outline-none transition-[color,box-shadow] placeholder:text-slate-500 focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
