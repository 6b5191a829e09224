import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";

// The dialog's code (form, validation, toasts) loads only when a visitor first opens it.
const LeadDialog = lazy(() => import("./lead-dialog"));

type LeadDialogApi = { open: () => void };

const LeadDialogContext = createContext<LeadDialogApi | null>(null);

export function LeadDialogProvider({ children }: { children: React.ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => {
    setMounted(true);
    setIsOpen(true);
  }, []);
  const api = useMemo(() => ({ open }), [open]);
  return (
    <LeadDialogContext.Provider value={api}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <LeadDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </LeadDialogContext.Provider>
  );
}

/** Opens the 'Оставить заявку' dialog from the header, service cards, the contact page and so on. */
export function useLeadDialog(): LeadDialogApi {
  const api = useContext(LeadDialogContext);
  if (!api) throw new Error("useLeadDialog must be used inside LeadDialogProvider");
  return api;
}
