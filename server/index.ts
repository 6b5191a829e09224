// The production entry, built beside the routes as build/server/start.js (vite.config.ts), so the
// server runs on plain Node with one copy of every module. NODE_ENV has to be settled before React
// is first loaded, and a static import would be evaluated before this module's own code: the rest
// of the server is imported only after it.
import "./production-by-default";
import "./heap-growth";
import "./wasm-compilation";

import { fileURLToPath } from "node:url";

try {
  const { PREPARE_DATA_FOLDER, prepareDataFolder, startServer } = await import("./main");
  if (process.env[PREPARE_DATA_FOLDER]) {
    await prepareDataFolder();
    process.exit(0);
  }
  // This file is build/server/start.js; the browser files are in build/client.
  await startServer(fileURLToPath(new URL("..", import.meta.url)));
} catch (error: unknown) {
  // A JSON line in production like every other (an invalid setting lists what is wrong).
  const { log } = await import("~/server/log.server");
  log().fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
