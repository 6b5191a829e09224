import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

import ts from "typescript";
import { expect, it } from "vitest";

/**
 * Modules that import each other see each other half-initialised at startup, depending on which one
 * is loaded first. Type-only imports are erased, so they do not count.
 */

const APP = resolve(import.meta.dirname);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function imports(file: string, { includeTypes }: { includeTypes: boolean }): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && (includeTypes || !typeOnly)) specifiers.push(node.moduleSpecifier.text);
    } else if (includeTypes && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  if (includeTypes) visit(source);
  else source.statements.forEach((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? visit(statement) : undefined);
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

const runtimeImports = (file: string) => imports(file, { includeTypes: false });

it("no two modules of the app import each other, directly or around a loop", () => {
  const graph = new Map(sourceFiles(APP).map((file) => [file, runtimeImports(file)]));
  const cycles: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file].map((f) => relative(APP, f)).join(" → "));
      return;
    }
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  expect(cycles).toEqual([]);
});

/**
 * The floors of the app, lowest first: schemas and lib are read by everything and read nothing above
 * them; the server never reaches up into the UI. A type-only import counts here too: it is still a
 * dependency a reader must follow, and a moved type would drag the module it names along.
 */
const FORBIDDEN_DIRECTIONS: { from: string[]; to: string[] }[] = [
  { from: ["server", "routes/api"], to: ["components"] },
  { from: ["lib", "schemas"], to: ["db", "server", "components"] },
];

it("no module imports from a floor above its own", () => {
  const within = (file: string, folders: string[]) => folders.some((folder) => relative(join(APP, folder), file).split("/")[0] !== "..");
  const wrong = sourceFiles(APP).flatMap((file) =>
    FORBIDDEN_DIRECTIONS.flatMap(({ from, to }) =>
      within(file, from) ? imports(file, { includeTypes: true }).filter((target) => within(target, to)).map((target) => `${relative(APP, file)} → ${relative(APP, target)}`) : [],
    ),
  );
  expect(wrong).toEqual([]);
});

/**
 * db.server.ts opens the database and runs the seed on it: the seed, the schema and anything else
 * under db/ must not reach back to it, or the first start would load a half-initialised connection
 * module. Type-only imports count, so that moving a type cannot quietly start the loop.
 */
it("nothing under db/ reaches db.server.ts, by any path", () => {
  const target = join(APP, "server/db.server.ts");
  const reached = new Map<string, string>();
  const queue = sourceFiles(join(APP, "db"));
  queue.forEach((file) => reached.set(file, relative(APP, file)));
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of imports(file, { includeTypes: true })) {
      if (reached.has(next)) continue;
      reached.set(next, `${reached.get(file)} → ${relative(APP, next)}`);
      queue.push(next);
    }
  }
  expect(reached.get(target)).toBeUndefined();
});

/**
 * The rules of the forms a visitor fills in the browser (the lead dialog's schema, the chat's
 * contact rules and its client) take their words from the page's catalog, handed in (ADR 0060): at
 * runtime they reach no catalog of those forms, so a Kazakh or English page does not download the
 * Russian one. (fields.ts's admin and link messages are reached too, and left out by tree-shaking:
 * tests/e2e/languages-forms.spec.ts checks what a page actually downloads.)
 */
it("the visitor forms' browser code reaches none of their catalogs at runtime", () => {
  const formCatalog = (file: string) => /^i18n\/[a-z]+\/(leads|chat)\.ts$/.test(relative(APP, file));
  const reached = ["schemas/lead.ts", "schemas/chat.ts", "components/chat-widget/chat-client.ts"].flatMap((start) => {
    const seen = new Set<string>([join(APP, start)]);
    const queue = [join(APP, start)];
    const found: string[] = [];
    while (queue.length > 0) {
      for (const next of runtimeImports(queue.shift()!)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
        if (formCatalog(next)) found.push(`${start} → ${relative(APP, next)}`);
      }
    }
    return found;
  });
  expect(reached).toEqual([]);
});
