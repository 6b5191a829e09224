// The end-to-end tests drive Debian's Chromium (Playwright cannot download browsers here).
// Installs it when it is missing, so `npm test` passes on a fresh Debian machine.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

console.log(`Chromium not found at ${path}; installing Debian's chromium package…`);
const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
const run = (args) => {
  const [cmd, ...rest] = [...asRoot, ...args];
  execFileSync(cmd, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
};
try {
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "chromium", "fonts-dejavu-core"]);
} catch {
  console.error("Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}
