import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type { Plugin } from "vite";

/**
 * `import { Phone } from "lucide-react"` rewritten to `import Phone from "…/icons/phone.mjs"` in the
 * browser build. Through the package's barrel every component that uses an icon imports all of
 * them as far as the module graph can tell, so the graph cannot say which icons the public pages
 * use; with direct imports it can, and vite-plugins/public-chunks.ts groups the public site's
 * modules by that graph (ADR 0062).
 */
export function lucideDeepImports(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  return {
    name: "lucide-deep-imports",
    apply: "build",
    // After TypeScript is stripped, so type-only names (`type LucideIcon`) are gone.
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { code: "lucide-react" },
      handler(code, id) {
        if (id.includes("/node_modules/")) return;
        iconFiles ??= readIconFiles();
        const files = iconFiles;
        let changed = false;
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
          (statement: string, names: string) => {
            const specifiers = names
              .split(",")
              .map((name) => name.trim())
              .filter(Boolean)
              .map((name) => {
                const [imported, local = imported] = name.split(/\s+as\s+/).map((part) => part.trim());
                return { imported: imported!, local: local! };
              });
            // Anything but icons (createLucideIcon, the context) keeps the package import.
            if (!specifiers.every((s) => files.has(s.imported))) return statement;
            changed = true;
            return specifiers.map((s) => `import ${s.local} from ${JSON.stringify(files.get(s.imported))};`).join("\n");
          },
        );
        return changed ? { code: rewritten, map: null } : undefined;
      },
    },
  };
}

/** Every exported icon name (Phone, PhoneIcon, LucidePhone…) → the absolute path of its module. */
function readIconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const cjsEntry = require.resolve("lucide-react");
  const esmDir = path.join(path.dirname(cjsEntry), "../esm");
  const barrel = readFileSync(path.join(esmDir, "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const match of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)';/g)) {
    const file = path.join(esmDir, "icons", match[2]!);
    for (const name of match[1]!.matchAll(/default as (\w+)/g)) files.set(name[1]!, file);
  }
  if (files.size < 1000) throw new Error(`lucide-react's barrel changed shape: ${files.size} icons read from it`);
  return files;
}
