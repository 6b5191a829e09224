import { toast } from "sonner";

/**
 * The admin layout's own sonner Toaster answers only to this id, so a toaster another part of the
 * site mounted on <body> (after client navigation from /auth) never shows the panel's toasts twice.
 */
export const ADMIN_TOASTER_ID = "admin";

export const adminToast = {
  success: (title: string, description?: string) => toast.success(title, { description, toasterId: ADMIN_TOASTER_ID }),
  error: (title: string, description?: string) => toast.error(title, { description, toasterId: ADMIN_TOASTER_ID }),
  info: (title: string, description?: string) => toast.info(title, { description, toasterId: ADMIN_TOASTER_ID }),
};
