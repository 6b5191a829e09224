import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { session, user } from "~/db/auth-schema";
import { auditLog } from "~/db/schema";
import { changeRole, deleteStaff, listStaff, setActive, StaffError } from "~/server/users.server";

import { createStaffUser, signIn, staffSession } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

function adminStatus(cookie: string) {
  return app.request("/admin", { headers: { Cookie: cookie }, redirect: "manual" }).then((r) => r.status);
}

describe.sequential("staff management", () => {
  it("never demotes, deactivates or deletes the last admin", async () => {
    const { staff: admin, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
    await expect(changeRole(admin.id, "editor", null)).rejects.toThrow(new StaffError("Нельзя понизить последнего администратора", "last-admin"));
    await expect(setActive(admin.id, false, null)).rejects.toThrow("Нельзя отключить последнего администратора");
    await expect(deleteStaff(admin.id, null)).rejects.toThrow("Нельзя удалить последнего администратора");
    expect(await adminStatus(cookie)).toBe(200);

    // With a second admin, the first may step down.
    const second = await createStaffUser(app.db, { role: "admin" });
    await changeRole(admin.id, "marketer", null);
    expect((await listStaff()).find((s) => s.id === admin.id)?.role).toBe("marketer");
    await expect(deleteStaff(second.id, null)).rejects.toThrow(StaffError);
  });

  it("deactivation signs the user out everywhere at once and blocks sign-in until reactivated", async () => {
    const { staff, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    const otherDevice = await signIn(app.request, TEST_ORIGIN, staff);
    expect(await adminStatus(cookie)).toBe(200);

    await setActive(staff.id, false, null);
    expect(await adminStatus(cookie)).toBe(302);
    expect(await adminStatus(otherDevice)).toBe(302);
    expect(await app.db.select().from(session).where(eq(session.userId, staff.id))).toEqual([]);
    expect((await listStaff()).find((s) => s.id === staff.id)?.status).toBe("inactive");

    const refused = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe("Учётная запись отключена администратором");

    await setActive(staff.id, true, null);
    expect(await adminStatus(await signIn(app.request, TEST_ORIGIN, staff))).toBe(200);
  });

  it("deleting a staff member removes the account and its sessions", async () => {
    const { staff, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    await deleteStaff(staff.id, null);
    expect(await app.db.select().from(user).where(eq(user.id, staff.id))).toEqual([]);
    expect(await adminStatus(cookie)).toBe(302);
  });

  it("logs every change to a colleague with who made it, in the change's own transaction", async () => {
    const admin = await createStaffUser(app.db, { role: "admin", name: "Главный Админ" });
    const colleague = await createStaffUser(app.db, { role: "editor", name: "Коллега Журнал" });
    await changeRole(colleague.id, "marketer", admin);
    await setActive(colleague.id, false, admin);
    await deleteStaff(colleague.id, admin);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, colleague.id));
    expect(entries.map((e) => [e.actorName, e.action, e.entityLabel, e.changedFields])).toEqual([
      ["Главный Админ", "update", "Коллега Журнал", ["role"]],
      ["Главный Админ", "update", "Коллега Журнал", ["status"]],
      ["Главный Админ", "delete", "Коллега Журнал", []],
    ]);
    // A refused change leaves no entry.
    const before = (await app.db.select().from(auditLog)).length;
    await expect(changeRole("no-such-user", "editor", admin)).rejects.toThrow(StaffError);
    expect(await app.db.select().from(auditLog)).toHaveLength(before);
  });
});
