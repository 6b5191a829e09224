import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";

let mounted = false;

// sonner's rich colours put green and red text on pale backgrounds just under 4.5:1; darker text fixes that.
const CONTRAST = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(0, 100%, 38%)",
  "--info-text": "hsl(210, 92%, 35%)",
} as React.CSSProperties;

/**
 * A root of its own at the end of <body>, created on the first toast: no layout has to render it,
 * and sonner replays toasts raised before its Toaster subscribed. sonner's list is an aria-live
 * region, which a modal dialog leaves visible to screen readers.
 */
function mountToaster() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.dataset.slot = "toaster";
  document.body.append(host);
  createRoot(host).render(
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={6000}
      containerAriaLabel="Уведомления"
      toastOptions={{ closeButtonAriaLabel: "Закрыть" }}
      style={CONTRAST}
    />,
  );
}

export function showToast(kind: "success" | "error" | "info", title: string, description?: string) {
  mountToaster();
  toast[kind](title, { description });
}
