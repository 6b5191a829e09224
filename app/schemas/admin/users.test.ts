import { describe, expect, it } from "vitest";

import { filterUsers, parseUserFilters, userActionSchema } from "~/schemas/admin/users";

const staff = [
  { name: "Анна Петрова", email: "anna@company.kz", role: "admin", status: "active" as const },
  { name: "Борис", email: "boris@company.kz", role: "editor", status: "inactive" as const },
  { name: "Вера", email: "vera@company.kz", role: null, status: "active" as const },
];

describe("users screen filters", () => {
  it("ignores unknown values in the query string", () => {
    expect(parseUserFilters(new URLSearchParams("role=owner&status=gone&q=%20x%20"))).toEqual({
      q: "x",
      role: "",
      status: "",
    });
  });

  it("searches name and email case-insensitively and combines filters", () => {
    expect(filterUsers(staff, { q: "АННА", role: "", status: "" }).map((u) => u.name)).toEqual(["Анна Петрова"]);
    expect(filterUsers(staff, { q: "company.kz", role: "", status: "active" })).toHaveLength(2);
    expect(filterUsers(staff, { q: "", role: "editor", status: "" }).map((u) => u.name)).toEqual(["Борис"]);
  });
});

describe("users screen actions", () => {
  it("rejects a bad email with the Russian message", () => {
    const result = userActionSchema.safeParse({ intent: "invite", email: "nope", role: "editor" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Введите корректный email");
  });

  it("accepts only the three staff roles", () => {
    expect(userActionSchema.safeParse({ intent: "change-role", id: "u1", role: "owner" }).success).toBe(false);
    expect(userActionSchema.safeParse({ intent: "change-role", id: "u1", role: "marketer" }).success).toBe(true);
  });
});
