import { readdirSync } from "node:fs";
import path from "node:path";

import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

const CLIENT_ROUTE = "?__react-router-build-client-route";
/** rolldown's RUNTIME_MODULE_ID (rolldown is Vite's, not a dependency of ours). */
const ROLLDOWN_RUNTIME = "\0rolldown/runtime.js";
/** Bytes of transformed source, before minifying: about 500 bytes gzipped. */
const SMALL_SHARED_MODULE = 2_000;

/**
 * Chunks for the public site's first visit (ADR 0062), three kinds beside each page's own chunk:
 * - "site": what every public page runs (the browser entry, the root and the public layout, with
 *   preact and React Router) and whatever two or more public pages share;
 * - "strings-<language>": a language's catalog with its areas, loaded before hydration;
 * - one chunk for each thing the site loads after the page is up (the chat window, the lead
 *   dialog, the toasts), with what it alone needs.
 * Left to itself the bundler makes a chunk of every set of routes sharing a module, admin screens
 * included, and a first visit loaded 40–52 files, most under 1 kB.
 */
export function publicSiteChunks(appDir: string): Rolldown.CodeSplittingOptions {
  let chunkOf: Map<string, string> | undefined;
  // A group takes the modules its captured ones import along with them, so the groups are asked in
  // order of priority: the site first, then the strings, then the rest.
  const group = (kind: (chunk: string) => boolean, priority: number) => ({
    name: (moduleId: string, ctx: ChunkingContext) => {
      chunkOf ??= publicChunkOf(appDir, ctx);
      const chunk = chunkOf.get(moduleId);
      return chunk !== undefined && kind(chunk) ? chunk : null;
    },
    priority,
  });
  return {
    groups: [
      { ...group((chunk) => chunk === "site", 3), debugName: "public site" },
      // The bundler's own helpers, which every chunk imports, would be a file of their own.
      { name: "site", test: (id: string) => id === ROLLDOWN_RUNTIME, priority: 3 },
      { ...group((chunk) => chunk.startsWith("strings-"), 2), debugName: "public strings" },
      { ...group((chunk) => chunk !== "site" && !chunk.startsWith("strings-"), 1), debugName: "loaded later" },
    ],
  };
}

function publicChunkOf(appDir: string, ctx: ChunkingContext): Map<string, string> {
  const closure = (roots: string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      queue.push(...info.importedIds);
    }
    return seen;
  };
  const route = (file: string) => `${appDir}/${file}${CLIENT_ROUTE}`;
  const chunkOf = new Map<string, string>();

  const site = closure([`${appDir}/entry.client.tsx`, route("root.tsx"), route("routes/_public/layout.tsx")]);
  // Every module of app/routes/_public the build made a route of, but the layout.
  const pages = readdirSync(`${appDir}/routes/_public`)
    .filter((file) => file !== "layout.tsx")
    .map((file) => route(`routes/_public/${file}`))
    .filter((id) => ctx.getModuleInfo(id) !== null);
  const pagesUsing = new Map<string, number>();
  for (const page of pages) {
    for (const id of closure([page])) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }
  // What every page uses, and small modules that pages share, join the site. So does a small
  // module one page shares with the admin's screens (an icon, a helper), which would otherwise be a
  // file of its own, as long as what it imports is in the site already. A larger shared module (the
  // case view of /cases and /cases/:id) keeps the chunk the bundler gives it.
  const small = (id: string) => (ctx.getModuleInfo(id)?.code?.length ?? 0) <= SMALL_SHARED_MODULE;
  for (const [id, count] of pagesUsing) if (count === pages.length || (count >= 2 && small(id))) site.add(id);
  for (const id of pagesUsing.keys()) {
    const info = ctx.getModuleInfo(id);
    if (!info || !small(id) || !info.importedIds.every((imported) => site.has(imported))) continue;
    if (info.importers.some((importer) => !pagesUsing.has(importer))) site.add(id);
  }
  // The browser entry keeps its own file, whatever it imports: React Router imports it after the
  // route modules are registered, and its code, run any earlier as part of the site chunk, would
  // hydrate before they are (an admin screen failed to hydrate that way).
  site.delete(`${appDir}/entry.client.tsx`);
  for (const id of site) chunkOf.set(id, "site");

  // Loaded later: the chat window (on the visitor's intent), the lead dialog and the toasts (when
  // first needed). Each chunk takes what only it (and the site) imports; a module the admin's
  // screens import too stays where the bundler puts it, or the screens would load the dialog's
  // chunk. The chat window goes first: its visitor is the likeliest to open the dialog next.
  const loadedLater = [...new Set([...site].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []))];
  const code = loadedLater
    .filter((id) => !id.startsWith(`${appDir}/i18n/`))
    .sort((a, b) => Number(b.endsWith("/chat-window.tsx")) - Number(a.endsWith("/chat-window.tsx")));
  const laterCode = new Set<string>();
  for (const root of code) {
    const name = path.basename(root).replace(/\.[jt]sx?$/, "");
    const reached = closure([root]);
    for (const id of reached) laterCode.add(id);
    const own = new Set([root]);
    for (let grown = true; grown; ) {
      grown = false;
      for (const id of reached) {
        if (own.has(id) || chunkOf.has(id)) continue;
        const importers = ctx.getModuleInfo(id)?.importers ?? [];
        if (importers.every((importer) => own.has(importer) || site.has(importer))) {
          own.add(id);
          grown = true;
        }
      }
    }
    for (const id of own) if (!chunkOf.has(id)) chunkOf.set(id, name);
  }
  // A language's strings, loaded before hydration, with every area of its catalog. An area that
  // public code outside the site imports as well (the link messages of the form rules) joins the
  // site instead: in the catalog's chunk it would make a Kazakh or English page that opens the
  // lead dialog download the whole Russian catalog.
  for (const catalog of loadedLater.filter((id) => id.startsWith(`${appDir}/i18n/public/`))) {
    const name = `strings-${path.basename(catalog, ".ts")}`;
    for (const id of closure([catalog])) {
      if (chunkOf.has(id)) continue;
      chunkOf.set(id, laterCode.has(id) || pagesUsing.has(id) ? "site" : name);
    }
  }
  return chunkOf;
}
