import { clsx } from "clsx";

import { useLeadDialog } from "~/components/lead-dialog/lead-dialog-context";

/** A button that opens the 'Оставить заявку' dialog. */
export function LeadDialogButton({ className, children, ...props }: React.ComponentProps<"button">) {
  const { open } = useLeadDialog();
  return (
    <button type="button" {...props} onClick={open} className={clsx("btn btn-primary", className)}>
      {children}
    </button>
  );
}
