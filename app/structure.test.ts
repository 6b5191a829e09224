import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { expect, it } from "vitest";

/**
 * Rules of the house that a reader would otherwise have to remember: the admin forms share one
 * hook, the company's time zone and the transaction type are each written once.
 */

const APP = resolve(import.meta.dirname);

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(APP).map((path) => ({ path: relative(APP, path), text: readFileSync(path, "utf8") }));
const containing = (needle: RegExp) => files.filter((file) => needle.test(file.text)).map((file) => file.path);

it("admin forms get conform's options from useAdminForm, never from useForm directly", () => {
  const admin = /^(components|routes)\/admin\//;
  expect(containing(/\buseForm\s*[<(]/).filter((path) => admin.test(path))).toEqual(["components/admin/use-admin-form.ts"]);
});

it("the company's time zone is spelled once", () => {
  expect(containing(/Asia\/Almaty/)).toEqual(["lib/dates.ts"]);
});

it("transactions are used as a Db without casts", () => {
  expect(containing(/as unknown as Db\b/)).toEqual([]);
});
