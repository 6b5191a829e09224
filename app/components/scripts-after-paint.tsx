/**
 * The page's scripts wait for its first paint and its largest image (docs/decisions/0043-scripts-after-paint.md).
 * server/defer-page-scripts.ts gives React Router's module script (the one that imports the route
 * modules and the entry) a type the browser does not run; the inline script below puts it back as
 * a module once the page has painted and every `fetchpriority="high"` image (the hero photo, a
 * case's or an article's cover) has loaded or failed, or after a cap, whichever comes first. On a
 * phone's connection the scripts then no longer share the bandwidth with the photo the visitor sees
 * first, and the page's content is readable meanwhile since it is server-rendered.
 */
export const DEFERRED_MODULE_TYPE = "text/x-module-after-paint";

/** A photo that never arrives must not leave the page without its scripts. */
export const SCRIPTS_AFTER_PAINT_CAP_MS = 3000;

// A classic inline script, so it runs as the parser reaches it; allowed by its hash in the
// Content-Security-Policy (server/security-headers.ts), since its text never changes. "Painted" is
// the first-contentful-paint entry, which comes once the frame is on screen: the end of the frame's
// task comes earlier, while the compositor still draws (in Chromium traces by 20-140 ms).
export const SCRIPTS_AFTER_PAINT = `(function () {
  var deferred = document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');
  if (!deferred) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.type = "module";
    script.async = true;
    script.nonce = deferred.nonce;
    script.textContent = deferred.textContent;
    deferred.replaceWith(script);
  }
  function nextFrame(then) {
    requestAnimationFrame(function () { setTimeout(then, 0); });
  }
  function whenPainted(then) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf("paint") < 0) return nextFrame(then);
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  var loading = [].filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (img) { return !img.complete; });
  var left = 1 + loading.length;
  function done() { if (--left === 0) nextFrame(start); }
  whenPainted(done);
  loading.forEach(function (img) {
    img.addEventListener("load", done, { once: true });
    img.addEventListener("error", done, { once: true });
  });
  setTimeout(start, ${SCRIPTS_AFTER_PAINT_CAP_MS});
})();`;

/**
 * Rendered right after React Router's <Scripts />. Its text is the server's alone: in the browser
 * the element is only adopted, so the bundle leaves the text out (half a kilobyte on every page).
 */
export function ScriptsAfterPaint() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SCRIPTS_AFTER_PAINT : "" }} />;
}
