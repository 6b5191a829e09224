import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // lucide-react's package entry loads every icon (~70 MB in the server process); bundled, the
  // server keeps only the icons the app imports.
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    tsconfigPaths: true,
    alias: command === "build" && !isSsrBuild ? preactInTheBrowser : [],
  },
}));
