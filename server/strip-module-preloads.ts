import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const OPEN_TAG_TAIL = /<[^>]*$/;

/**
 * Drops the <link rel="modulepreload"> tags that React hoists into <head> for every script chunk
 * of the page. On a phone's connection two dozen script downloads started before the first paint
 * compete with the stylesheet and push the first paint back by over a second (bench/: Lighthouse
 * FCP 2.5 s with them, 1.2 s without); the scripts still load, imported by the entry module, once
 * the page is painted. A tag split across two chunks is held back until it is whole.
 */
export function stripModulePreloads(): Transform {
  let pending = "";
  // React writes bytes: a Cyrillic letter may be split between two chunks.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const tail = OPEN_TAG_TAIL.exec(text);
      pending = tail ? tail[0] : "";
      const whole = tail ? text.slice(0, tail.index) : text;
      callback(null, whole.replace(MODULE_PRELOAD, ""));
    },
    flush(callback) {
      callback(null, (pending + decoder.end()).replace(MODULE_PRELOAD, ""));
    },
  });
}
