import { useEffect, useState } from "react";

/**
 * False while the server's HTML is all there is (and without JavaScript), true once the page runs:
 * for controls that only work with a script, rendered in place of a fallback after hydration, so
 * the first client render still matches the server's.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
