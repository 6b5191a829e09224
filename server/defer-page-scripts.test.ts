import { describe, expect, it } from "vitest";

import { DEFERRED_MODULE_TYPE } from "~/components/scripts-after-paint";

import { deferPageScripts } from "./defer-page-scripts";

async function run(chunks: Array<string | Buffer>): Promise<string> {
  const transform = deferPageScripts();
  const out: string[] = [];
  transform.on("data", (c: Buffer) => out.push(c.toString()));
  const done = new Promise((resolve) => transform.on("end", resolve));
  for (const c of chunks) transform.write(c);
  transform.end();
  await done;
  return out.join("");
}

const HEAD =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/home.js" nonce="abc"/><title>Главная</title></head>';
const EXPECTED =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><title>Главная</title></head>';

describe("deferPageScripts", () => {
  it("removes every module preload and keeps everything else, stylesheet included", async () => {
    expect(await run([HEAD])).toBe(EXPECTED);
  });

  it("handles a tag split across chunks at any point", async () => {
    for (let cut = 1; cut < HEAD.length; cut++) {
      expect(await run([HEAD.slice(0, cut), HEAD.slice(cut)])).toBe(EXPECTED);
    }
  });

  it("passes Cyrillic text and inline scripts through untouched", async () => {
    const body = '<body><h1>Успешные внедрения</h1><script nonce="abc">window.__x = 1 < 2;</script></body>';
    expect(await run([body.slice(0, 20), body.slice(20)])).toBe(body);
    const bytes = Buffer.from(body);
    // Byte 11 falls inside the two-byte 'У'.
    expect(await run([bytes.subarray(0, 11), bytes.subarray(11)])).toBe(body);
  });

  // What React Router's <Scripts> writes (react-router 7), cut short.
  const SCRIPTS =
    '<script nonce="abc">window.__reactRouterContext = {};</script>' +
    '<script nonce="abc" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
    'import("/assets/entry.client-1.js");</script><script type="application/ld+json">{"name":"AI Solutions"}</script>';
  const DEFERRED = SCRIPTS.replace('type="module" async=""', `type="${DEFERRED_MODULE_TYPE}"`);

  it("gives the module script a type the browser does not run, and leaves the other scripts alone", async () => {
    expect(await run([SCRIPTS])).toBe(DEFERRED);
    expect(DEFERRED).not.toContain('type="module"');
    expect(DEFERRED).toContain('<script nonce="abc">window.__reactRouterContext');
  });

  it("defers the module script when its tag is split across chunks at any point", async () => {
    for (let cut = 1; cut < SCRIPTS.length; cut++) {
      expect(await run([SCRIPTS.slice(0, cut), SCRIPTS.slice(cut)])).toBe(DEFERRED);
    }
  });
});
