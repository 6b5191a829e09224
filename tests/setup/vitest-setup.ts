import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";

import { registerAllStrings } from "~/i18n/all-strings.server";

// Components and meta functions read the page's words as the server does (app/i18n/strings.ts).
registerAllStrings();

// A console.error during a test means something went wrong that the test did not assert on.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called during the test:\n${calls.map((c: unknown[]) => c.join(" ")).join("\n")}`);
  }
});
