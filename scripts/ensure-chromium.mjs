// The tests drive Debian programs that npm cannot install: Chromium for the end-to-end tests
// (Playwright cannot download browsers here) and nginx as the reverse proxy of
// tests/integration/reverse-proxy.test.ts. Installs whichever is missing, so `npm test` passes on a
// fresh Debian machine.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const tools = [
  { path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", packages: ["chromium", "fonts-dejavu-core"], setting: "CHROMIUM_PATH" },
  { path: process.env.NGINX_PATH ?? "/usr/sbin/nginx", packages: ["nginx-light"], setting: "NGINX_PATH" },
];
const missing = tools.filter((tool) => !existsSync(tool.path));
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((tool) => tool.packages);
console.log(`Not found: ${missing.map((tool) => tool.path).join(", ")}; installing Debian's ${packages.join(", ")}…`);
const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
const run = (args) => {
  const [cmd, ...rest] = [...asRoot, ...args];
  execFileSync(cmd, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
};
try {
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", ...packages]);
} catch {
  const hints = missing.map((tool) => `apt-get install ${tool.packages[0]} (or set ${tool.setting})`).join("; ");
  console.error(`Could not install ${packages.join(", ")}. Install them yourself: ${hints}.`);
  process.exit(1);
}
