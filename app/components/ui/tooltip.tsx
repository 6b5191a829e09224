import { Tooltip as TooltipPrimitive } from "radix-ui";
import { useCallback, useState } from "react";

import { cn } from "~/lib/utils";

function TooltipProvider({ delayDuration = 0, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props} />;
}

/**
 * Always controlled by us (docs/decisions/0032-admin-primitives.md). Left uncontrolled, Radix
 * reports an opening from an effect, which sends the document event that closes every other open
 * tooltip; under Preact (the production browser bundle) the opening tooltip's own content is
 * already listening by then, so it closed itself at once. Controlled, Radix sends that event from
 * the pointer or focus handler itself, before the content exists.
 */
function Tooltip({ open, defaultOpen = false, onOpenChange, ...props }: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const changeOpen = useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  return <TooltipPrimitive.Root data-slot="tooltip" open={open ?? ownOpen} onOpenChange={changeOpen} {...props} />;
}

function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

function TooltipContent({ className, sideOffset = 4, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-fit rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white dark:bg-slate-100 dark:text-slate-900",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
