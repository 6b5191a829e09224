import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let parallel test runs and benchmarks avoid overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true },
  routeDiscovery: { mode: "initial" },
} satisfies Config;
