/**
 * The team screen's writes (issue 9 points 7, 16, 17): each in one transaction with its audit
 * entry, the creator and display_order recorded, deletes for admin only, and /team reading the
 * result on the next request. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { asc, desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, mediaFiles, teamMembers } from "~/db/schema";
import { describeChange } from "~/server/audit.server";
import {
  createTeamMember,
  deleteTeamMember,
  listPublicTeam,
  listTeamForAdmin,
  moveTeamMember,
  setTeamMemberVisible,
  updateTeamMember,
  type TeamMemberInput,
} from "~/server/team.server";

import { createStaffUser } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
const actor = { id: "", name: "Админ Команды", email: "team-admin@test.kz" };
const cookies = { admin: "", editor: "", marketer: "" };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  actor.id = (await createStaffUser(app.db, { role: "admin", name: actor.name, email: actor.email })).id;
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(teamMembers);
  await app.db.delete(auditLog);
});

function input(overrides: Partial<TeamMemberInput> = {}): TeamMemberInput {
  return {
    name: "Асель Омарова",
    position: "Продуктовый аналитик",
    department: "Технический отдел",
    bio: null,
    avatar: null,
    email: null,
    phone: null,
    linkedin: null,
    skills: [],
    languages: ["Русский"],
    experience: null,
    education: null,
    joinDate: null,
    hiringStatus: null,
    ...overrides,
  };
}

const audit = () => app.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
const rows = () => app.db.select().from(teamMembers).orderBy(asc(teamMembers.displayOrder));

describe("the entity module", () => {
  it("adds members at the end (display_order = the count so far), with the creator and one audit entry each", async () => {
    const first = await createTeamMember(input({ name: "Первый" }), actor);
    const second = await createTeamMember(input({ name: "Второй", skills: ["SQL"], email: "two@test.kz" }), actor);
    expect(first).toMatchObject({ displayOrder: 0, createdBy: actor.id, isVisible: true, languages: ["Русский"] });
    expect(second).toMatchObject({ displayOrder: 1, createdBy: actor.id });
    const entries = await audit();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: "create",
      entity: "team_member",
      entityId: second.id,
      entityLabel: "Второй",
      actorId: actor.id,
      actorName: actor.name,
      changedFields: ["department", "email", "languages", "name", "position", "skills"],
    });
  });

  it("updates only what changed, names those fields, and logs nothing when nothing changed", async () => {
    const member = await createTeamMember(input(), actor);
    await app.db.delete(auditLog);
    expect(await updateTeamMember(member.id, input({ position: "Руководитель аналитики", skills: ["BI"] }), actor)).toBe(true);
    expect(await updateTeamMember(member.id, input({ position: "Руководитель аналитики", skills: ["BI"] }), actor)).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({ position: "Руководитель аналитики", skills: ["BI"], createdBy: actor.id });
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "update", entityId: member.id, changedFields: ["position", "skills"] });
    // The dashboard's recent activity names them in Russian.
    expect(describeChange(entries[0]!)).toEqual({
      title: expect.stringContaining("Асель Омарова"),
      detail: "Автор: Админ Команды · Должность, Навыки",
    });
  });

  it("a write the database refuses leaves no audit entry behind (same transaction)", async () => {
    const member = await createTeamMember(input(), actor);
    await app.db.delete(auditLog);
    // The CHECK constraint holds the safe-link rule for every writer, whatever the form let through.
    await expect(updateTeamMember(member.id, input({ linkedin: "javascript:alert(1)" }), actor)).rejects.toThrow();
    await expect(createTeamMember(input({ department: "Бухгалтерия" as TeamMemberInput["department"] }), actor)).rejects.toThrow();
    expect(await audit()).toEqual([]);
    expect(await rows()).toHaveLength(1);
  });

  it("hides and shows a member; /team follows on the next read", async () => {
    const member = await createTeamMember(input({ name: "Видимый" }), actor);
    await app.db.delete(auditLog);
    expect(await setTeamMemberVisible(member.id, false, actor)).toBe(true);
    expect((await listPublicTeam()).members).toEqual([]);
    // The same answer again changes nothing and is not logged twice.
    expect(await setTeamMemberVisible(member.id, false, actor)).toBe(true);
    expect(await setTeamMemberVisible(member.id, true, actor)).toBe(true);
    expect((await listPublicTeam()).members.map((m) => m.name)).toEqual(["Видимый"]);
    expect((await audit()).map((e) => e.changedFields)).toEqual([["is_visible"], ["is_visible"]]);
  });

  it("moves a member up or down, renumbering ties from 0, with one audit entry on the member moved", async () => {
    // As the seed leaves them: orders from 1, and a newcomer sharing the last one's.
    const [a, , c] = await app.db
      .insert(teamMembers)
      .values([
        { name: "А", position: "П", displayOrder: 1, createdAt: new Date("2025-01-01T00:00:00Z") },
        { name: "Б", position: "П", displayOrder: 2, createdAt: new Date("2025-01-02T00:00:00Z") },
        { name: "В", position: "П", displayOrder: 2, createdAt: new Date("2025-01-03T00:00:00Z") },
      ])
      .returning();
    const order = async () => (await listTeamForAdmin()).map((m) => m.name);
    expect(await order()).toEqual(["А", "Б", "В"]);

    expect(await moveTeamMember(c!.id, "up", actor)).toBe(true);
    expect(await order()).toEqual(["А", "В", "Б"]);
    // Numbered from 0 as a new member takes the count, so the next one added still comes last.
    expect((await rows()).map((m) => [m.name, m.displayOrder])).toEqual([["А", 0], ["В", 1], ["Б", 2]]);
    expect((await audit()).map((e) => [e.entityId, e.entityLabel, e.changedFields])).toEqual([[c!.id, "В", ["display_order"]]]);

    await app.db.delete(auditLog);
    expect(await moveTeamMember(a!.id, "down", actor)).toBe(true);
    expect(await order()).toEqual(["В", "А", "Б"]);
    expect((await audit()).map((e) => [e.entityId, e.entityLabel, e.changedFields])).toEqual([[a!.id, "А", ["display_order"]]]);
    expect((await listPublicTeam()).members.map((m) => m.name)).toEqual(["В", "А", "Б"]);
    const added = await createTeamMember(input({ name: "Г" }), actor);
    expect(added.displayOrder).toBe(3);
    expect(await order()).toEqual(["В", "А", "Б", "Г"]);

    // The first cannot go up, nor the last down: nothing changes, nothing is logged.
    await app.db.delete(auditLog);
    expect(await moveTeamMember(c!.id, "up", actor)).toBe(true);
    expect(await moveTeamMember(added.id, "down", actor)).toBe(true);
    expect(await order()).toEqual(["В", "А", "Б", "Г"]);
    expect(await audit()).toEqual([]);
    // A member already gone is reported, not thrown.
    expect(await moveTeamMember(crypto.randomUUID(), "up", actor)).toBe(false);
  });

  it("deletes with an audit entry; a member already gone is reported, not thrown", async () => {
    const member = await createTeamMember(input({ name: "Уходит" }), actor);
    expect(await deleteTeamMember(member.id, actor)).toBe(true);
    expect(await rows()).toEqual([]);
    const entries = await audit();
    expect(entries.at(-1)).toMatchObject({ action: "delete", entityId: member.id, entityLabel: "Уходит", changedFields: [] });
    expect(await deleteTeamMember(member.id, actor)).toBe(false);
    expect(await updateTeamMember(member.id, input(), actor)).toBe(false);
    expect(await setTeamMemberVisible(member.id, false, actor)).toBe(false);
    expect(await moveTeamMember(member.id, "up", actor)).toBe(false);
    expect(await audit()).toHaveLength(entries.length);
  });

  it("lists upcoming hires apart, and gives an uploaded avatar its sizes for srcset", async () => {
    const [media] = await app.db
      .insert(mediaFiles)
      .values({
        name: "photo.jpg",
        originalName: "photo.jpg",
        type: "image",
        category: "team",
        storageKey: "0b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c01/original.jpg",
        mimeType: "image/jpeg",
        size: 1000,
        width: 900,
        height: 900,
        variants: [{ width: 320, height: 320, key: "0b0e8a4e-1d1c-4c55-9a7e-6f1f4a2d9c01/320.webp", size: 100 }],
      })
      .returning();
    const avatar = `/media/${media!.id}/original.jpg`;
    await createTeamMember(input({ name: "С фото", avatar }), actor);
    await createTeamMember(input({ name: "Скоро", hiringStatus: "Присоединится в III квартале 2025" }), actor);
    const team = await listPublicTeam();
    expect(team.members.map((m) => m.name)).toEqual(["С фото"]);
    expect(team.members[0]!.avatarImage).toMatchObject({ width: 900, variants: [{ width: 320 }] });
    expect(team.upcoming.map((m) => [m.name, m.hiringStatus, m.avatarImage])).toEqual([
      ["Скоро", "Присоединится в III квартале 2025", null],
    ]);
  });
});

describe("the screen's action over HTTP", () => {
  async function post(cookie: string, fields: Record<string, string>) {
    return app.request("/admin/team", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }

  it("adds with the defaults and records the signed-in creator; /team shows the member", async () => {
    const response = await post(cookies.editor, { intent: "save", name: "Через форму", position: "Инженер", department: "Технический отдел", languages: "Русский", skills: "Go, , Rust" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/team");
    expect(response.headers.get("set-cookie")).toContain("admin_toast=");
    const [row] = await rows();
    expect(row).toMatchObject({ name: "Через форму", skills: ["Go", "Rust"], languages: ["Русский"], displayOrder: 0 });
    const [creator] = await app.db.select().from(auditLog).orderBy(desc(auditLog.createdAt));
    expect(creator!.actorId).toBe(row!.createdBy);
    const page = await app.request("/team");
    expect(await page.text()).toContain("Через форму");
  });

  it("answers the approved message with 400 and stores nothing without a department", async () => {
    const response = await post(cookies.editor, { intent: "save", name: "Без отдела", position: "Инженер" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Name, position, and department are required");
    expect(await rows()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it("deleting is the admin's: 403 for an editor, done for an admin", async () => {
    const member = await createTeamMember(input(), actor);
    expect((await post(cookies.editor, { intent: "delete", id: member.id })).status).toBe(403);
    expect(await rows()).toHaveLength(1);
    expect((await post(cookies.admin, { intent: "delete", id: member.id })).status).toBe(302);
    expect(await rows()).toEqual([]);
  });

  it("a marketer changes nothing (403)", async () => {
    const member = await createTeamMember(input(), actor);
    const attempts: Record<string, string>[] = [
      { intent: "save", name: "Маркетолог", position: "П", department: "HR" },
      { intent: "toggle", id: member.id, visible: "false" },
      { intent: "move", id: member.id, direction: "down" },
    ];
    for (const fields of attempts) {
      expect((await post(cookies.marketer, fields)).status).toBe(403);
    }
    expect(await rows()).toMatchObject([{ name: "Асель Омарова", isVisible: true }]);
  });

  it("additions at the same time each take their own place at the end", async () => {
    await Promise.all(["Один", "Два", "Три", "Четыре"].map((name) => createTeamMember(input({ name }), actor)));
    const orders = (await rows()).map((m) => m.displayOrder).sort();
    expect(orders).toEqual([0, 1, 2, 3]);
  });
});

describe("the add dialog's choices", () => {
  it("offers the five departments, 'Технический отдел' chosen, and 'Русский' as the language", async () => {
    const html = await (await app.request("/admin/team?member=new", { headers: { Cookie: cookies.editor } })).text();
    const select = /<select[^>]*name="department"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    expect([...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toEqual([
      "Руководство",
      "Технический отдел",
      "Маркетинг",
      "Продажи",
      "HR",
    ]);
    expect(select).toMatch(/<option value="Технический отдел" selected="">/);
    expect(html).toMatch(/name="languages"[^>]*value="Русский"|value="Русский"[^>]*name="languages"/);
  });
});
