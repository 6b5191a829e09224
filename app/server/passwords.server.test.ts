import { expect, it } from "vitest";

import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./passwords.server";

it("knows at least 10,000 common passwords, in any letter case", () => {
  expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  for (const password of ["123456", "password", "qwerty123", "QWERTY123", "Dragon", "august30", "escaflowne"]) {
    expect(isCommonPassword(password), password).toBe(true);
  }
  for (const password of ["kettle-orbit-77", "correct-horse-42", "Тулпар-2026"]) {
    expect(isCommonPassword(password), password).toBe(false);
  }
});
