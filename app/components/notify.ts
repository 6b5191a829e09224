/**
 * Toasts for the whole site. sonner and its Toaster load on the first toast, so public pages do not
 * pay for them up front. Use this instead of importing sonner, so only one Toaster ever mounts.
 */

type ToastKind = "success" | "error" | "info";

let toaster: Promise<typeof import("~/components/toaster")> | undefined;

function show(kind: ToastKind, title: string, description?: string): Promise<void> {
  toaster ??= import("~/components/toaster");
  return toaster.then((m) => m.showToast(kind, title, description));
}

export const notify = {
  success: (title: string, description?: string) => show("success", title, description),
  /** The destructive failure toast, titled 'Ошибка' by the callers. */
  error: (title: string, description?: string) => show("error", title, description),
  info: (title: string, description?: string) => show("info", title, description),
};
