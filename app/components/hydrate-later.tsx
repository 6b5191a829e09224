import { Suspense, useEffect, useRef, type ReactElement } from "react";

/**
 * Progressive hydration (docs/decisions/0018-progressive-hydration.md). Only the production
 * browser bundle runs Preact, whose hydration can stop at a component that throws a promise, keep
 * that component's server-rendered element as it is, and resume there once the promise settles.
 * React, on the server and in development, renders everything in one pass.
 */
const SLICED = import.meta.env.PROD && !import.meta.env.SSR;

let initialPass = SLICED;
let rootCommitted = false;
let pendingSlices = 0;

// Until this attribute is set, clicks on server-rendered controls may do nothing; end-to-end tests
// (and any script) wait for it.
function announceIfInteractive() {
  if (rootCommitted && pendingSlices === 0) document.documentElement.dataset.hydrated = "true";
}

/** entry.client calls this once the first hydration pass has returned. */
export function endInitialHydrationPass() {
  initialPass = false;
}

/** The root route calls this: the page is interactive once the root and every slice have hydrated. */
export function useAnnounceHydration() {
  useEffect(() => {
    rootCommitted = true;
    announceIfInteractive();
  }, []);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function SliceHydrated() {
  useEffect(() => {
    pendingSlices -= 1;
    announceIfInteractive();
  }, []);
  return null;
}

type SliceState = { paused: boolean };

// Preact drops the hooks of a component whose first render threw, so what the slice remembers
// lives in HydrateLater's ref.
function Paused({ slice, children }: { slice: SliceState; children: ReactElement }) {
  // A slice first rendered while the page is still hydrating (in the first pass, or inside a slice
  // that is resuming) waits for a task of its own; one rendered later, after a client navigation,
  // renders at once.
  if (!slice.paused && (initialPass || pendingSlices > 0)) {
    slice.paused = true;
    pendingSlices += 1;
    throw nextTask();
  }
  return (
    <>
      {children}
      {slice.paused && <SliceHydrated />}
    </>
  );
}

/**
 * Hydrates its child in a task of its own after the first pass, so no single task blocks the main
 * thread for the whole page. Slices nest: one inside another waits for a further task once its
 * parent has resumed. The child must be exactly one element: that element is what Preact keeps
 * while the slice waits.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const slice = useRef<SliceState>({ paused: false });
  if (!SLICED) return children;
  return (
    <Suspense fallback={null}>
      <Paused slice={slice.current}>{children}</Paused>
    </Suspense>
  );
}
