import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** How often an open, visible screen asks the server for new leads. */
const REFRESH_MS = 30_000;

/**
 * "A new lead appears without a manual reload": while the tab is visible and nothing is being
 * typed or sent, the page asks its loader again every REFRESH_MS.
 */
export function useLiveRefresh(enabled: boolean) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  useEffect(() => {
    if (!enabled || !idle) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [enabled, idle, revalidator]);
}
