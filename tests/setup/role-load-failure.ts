/**
 * A staff member whose role cannot be read, for tests of what the server grants then ("staff"
 * only). A role the code does not know makes every role read fail as a broken row or a failing
 * query would; the check constraint that normally refuses such a row is dropped first, in the
 * test's own database.
 */
import { eq, sql } from "drizzle-orm";
import { expect, vi } from "vitest";

import { userRoles } from "~/db/schema";
import type { Db } from "~/db/types";

export async function breakRoleOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`ALTER TABLE user_roles DROP CONSTRAINT IF EXISTS user_roles_role_check`);
  await db.update(userRoles).set({ role: "retired" }).where(eq(userRoles.userId, userId));
}

/**
 * Runs requests that load a broken role, then forgets the server's "Could not load the user's
 * role" errors they log on purpose; any other console.error still fails the test.
 */
export async function ignoringRoleLoadErrors<T>(run: () => Promise<T>): Promise<T> {
  const errors = vi.mocked(console.error);
  errors.mockImplementation(() => {});
  try {
    return await run();
  } finally {
    const unexpected = errors.mock.calls.filter((call) => call[0] !== "Could not load the user's role");
    // Back to the plain spy of tests/setup/vitest-setup.ts, with no calls recorded.
    errors.mockReset();
    expect(unexpected.map((call) => call.join(" "))).toEqual([]);
  }
}
