/**
 * Hydration must adopt the server's elements, not throw them away and rebuild them (a flash, a lost
 * scroll position or half-typed input). Installed with page.addInitScript, this records every
 * element removed from the document while the page loads.
 */
declare global {
  interface Window {
    removedDuringLoad: string[];
  }
}

export function recordRemovedElements() {
  window.removedDuringLoad = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element) window.removedDuringLoad.push(node.outerHTML.slice(0, 80));
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * What may go: scripts that have run, React's streaming placeholders (<template>, hidden
 * <div id="S:n">), the resource hints entry.client removes on purpose, and the stylesheet sonner
 * injects (and re-injects) on the client.
 */
const PLUMBING =
  /^<(script|template)\b|^<div hidden="" id="S:\d+"|^<link rel="(modulepreload|preload)"|^<style type="text\/css">\[data-sonner-toaster\]/;

/** The server elements hydration removed: none, on a page that hydrated cleanly. */
export async function rebuiltElements(page: import("@playwright/test").Page): Promise<string[]> {
  const removed = await page.evaluate(() => window.removedDuringLoad);
  return removed.filter((html) => !PLUMBING.test(html));
}
