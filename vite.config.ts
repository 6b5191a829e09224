import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { lucideDeepImports } from "./vite-plugins/lucide-deep-imports";
import { publicSiteChunks } from "./vite-plugins/public-chunks";

// React and React Router alone ship ~110 KB of gzipped JavaScript to the browser, over the 100 KB
// first-visit budget; Preact's compat layer runs the same components in ~10 KB. Only the production
// browser bundle uses it: the server renders with React, and `react-router dev` keeps React's
// warnings and Fast Refresh (docs/decisions/0007-js-budget.md).
const preactInTheBrowser = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

// The server build has two entries: the routes (build/server/index.js, what React Router and the
// tests load) and the production server (build/server/start.js, server/index.ts). Built together,
// they share one copy of every module, and production needs no TypeScript loader: tsx's loader
// thread alone held ~190 MB (docs/decisions/0040-server-entry-in-the-build.md).
const serverEntries = {
  index: "virtual:react-router/server-build",
  start: "server/index.ts",
};

/** React Router names the server entry file index.js; with two entries each keeps its own name. */
function namedServerEntries(): Plugin {
  return {
    name: "named-server-entries",
    configEnvironment(name) {
      if (name !== "ssr") return;
      return { build: { rollupOptions: { output: { entryFileNames: "[name].js" } } } };
    },
  };
}

/**
 * Every script and stylesheet of the browser build also written gzipped (`x.js.gz`), once, at the
 * highest level, for the server to send as it is (server/app.ts). Compressing each request instead
 * cost the server CPU on every asset of a first visit (ADR 0041).
 */
function gzippedAssets(): Plugin {
  return {
    name: "gzipped-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          const gzipped = gzipSync(source, { level: 9 });
          // A file too small to gain from it is sent as it is.
          if (gzipped.byteLength < source.byteLength) await writeFile(path.join(dir, `${file}.gz`), gzipped);
        }),
      );
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), namedServerEntries(), gzippedAssets(), lucideDeepImports()],
  build: {
    rollupOptions: isSsrBuild
      ? { input: serverEntries }
      : { output: { codeSplitting: publicSiteChunks(path.resolve("app")) } },
  },
  // lucide-react's package entry loads every icon (~70 MB in the server process); bundled, the
  // server keeps only the icons the app imports.
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    tsconfigPaths: true,
    alias: command === "build" && !isSsrBuild ? preactInTheBrowser : [],
  },
}));
