import { expect, vi } from "vitest";

import type { FlashToast } from "~/server/toast.server";

/** The flash toast a redirect carries: an unsigned base64 JSON cookie (app/server/toast.server.ts). */
export function flashToast(response: Response): FlashToast {
  const value = /admin_toast=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")) as FlashToast;
}

/**
 * A test that breaks the server on purpose expects the server to log why: `expected` must be among
 * the console.error lines, and every line must match `allowed` (the same by default), then the
 * lines are cleared so tests/setup/vitest-setup.ts does not fail the test for them.
 */
export function expectLogged(expected: RegExp, allowed: RegExp = expected): void {
  const logged = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
  expect(logged.some((line) => expected.test(line))).toBe(true);
  expect(logged.filter((line) => !allowed.test(line))).toEqual([]);
  vi.mocked(console.error).mockClear();
}
