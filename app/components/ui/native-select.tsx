import { ChevronDownIcon } from "lucide-react";

import { cn } from "~/lib/utils";

/** A styled native select: works without JavaScript and inside plain GET forms. */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className={cn("relative w-full", className)}>
      <select
        data-slot="native-select"
        className="h-9 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-slate-200 bg-white py-1 pr-8 pl-3 text-sm text-slate-900 shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

export { NativeSelect };
