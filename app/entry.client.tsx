import { Fragment, options, type VNode } from "preact";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { endInitialHydrationPass } from "~/components/hydrate-later";
import { loadStrings } from "~/i18n/strings";

/**
 * The production browser bundle runs on preact/compat (vite.config.ts); these three adjustments
 * make it hydrate React's server HTML. In development React runs and they are skipped.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function prepareForPreact() {
  // Preact renders into document.documentElement, not the document: the root layout's <html>
  // must not create a second <html> inside the browser's own.
  const previousVNodeHook = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") (vnode as { type: unknown }).type = Fragment;
    previousVNodeHook?.(vnode);
  };
  // HydratedRouter suspends on its first render until the streamed loader data is decoded; React
  // waits at the root, Preact cannot, so wait here before hydrating.
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
  // With the data decoded, the same call creates the router (React Router keeps it in its module)
  // and then stops at its first hook, which needs a component: building the routes and matching
  // the address is then a task of its own instead of part of the first hydration pass.
  await nextTask();
  try {
    HydratedRouter({});
  } catch {
    // Expected: a hook outside a render. Had the router not been made here, hydration makes it.
  }
  // React's server renderer hoists resource hints into <head> (<Scripts>' modulepreloads, preloads
  // of images); the client tree has none, and Preact hydrates by position without patching
  // attributes, so it would reuse those elements for the stylesheet link and drop the stylesheet.
  // The hints have done their work by the time this module runs.
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')) {
    link.remove();
  }
}

async function main() {
  // The page's words, in its language only (app/i18n/strings.ts); the admin reads its own.
  if (!window.location.pathname.startsWith("/admin")) await loadStrings(window.location.pathname);
  if (import.meta.env.PROD) {
    await prepareForPreact();
    // Evaluating the modules and hydrating each take tens of milliseconds on a phone: a task
    // boundary between them keeps input from waiting for both (HydrateLater splits the rest).
    await nextTask();
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  endInitialHydrationPass();
}

void main();
