import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/vitest-setup.ts"],
    globalSetup: ["tests/setup/pglite-template.ts"],
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. The
    // integration files wait on their databases often enough that two run ~40% faster there.
    maxWorkers: 2,
    testTimeout: 30_000,
    // The page cache (ADR 0067) is off here: tests write content straight into the database between
    // requests. tests/integration/page-cache.test.ts turns it on.
    env: { PAGE_CACHE_MAX_BYTES: "0" },
    hookTimeout: 60_000,
  },
});
