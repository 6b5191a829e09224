import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

import { DEFERRED_MODULE_TYPE } from "~/components/scripts-after-paint";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
// React Router's <Scripts> writes one module script, async, holding the imports of the route
// modules and of the entry; no other module script is written into our pages.
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module" async=""/g;
const OPEN_TAG_TAIL = /<[^>]*$/;

function deferScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, `$1 type="${DEFERRED_MODULE_TYPE}"`);
}

/**
 * Keeps a page's scripts from loading before it is painted (docs/decisions/0012-no-module-preloads.md,
 * 0043-scripts-after-paint.md). It drops the <link rel="modulepreload"> tags that React hoists into
 * <head> for every script chunk, and gives the module script that imports them a type the browser
 * does not run; app/components/scripts-after-paint.tsx runs it once the page has painted. On a
 * phone's connection script downloads started before the first paint compete with the stylesheet
 * and the hero photo. A tag split across two chunks is held back until it is whole.
 */
export function deferPageScripts(): Transform {
  let pending = "";
  // React writes bytes: a Cyrillic letter may be split between two chunks.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const tail = OPEN_TAG_TAIL.exec(text);
      pending = tail ? tail[0] : "";
      const whole = tail ? text.slice(0, tail.index) : text;
      callback(null, deferScripts(whole));
    },
    flush(callback) {
      callback(null, deferScripts(pending + decoder.end()));
    },
  });
}
