import { useEffect, useState } from "react";

import type { FlashToast } from "~/server/toast.server";

import { adminToast } from "./toast";

/**
 * The toast an action left for the page it redirected to (app/server/toast.server.ts). The server
 * renders it as a message at the top of the screen, which is all a browser without JavaScript shows;
 * once the panel is interactive it moves into a sonner toast like every other one.
 */
export function FlashToastMessage({ toast }: { toast: FlashToast | null }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setInteractive(true);
    if (toast) adminToast[toast.kind](toast.title, toast.description);
  }, [toast]);
  if (!toast || interactive) return null;
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      data-testid="flash-toast"
      className={
        toast.kind === "error"
          ? "mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          : "mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      }
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p>{toast.description}</p> : null}
    </div>
  );
}
