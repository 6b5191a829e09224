import { describe, expect, it } from "vitest";

import { readFlashToast, redirectWithToast } from "./toast.server";

function cookieOf(response: Response): string {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
}

describe("flash toasts", () => {
  it("carries a toast through a redirect to the next request, once", async () => {
    const response = await redirectWithToast("/admin/hero", { kind: "success", title: "Успешно", description: "Hero блок создан" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/hero");
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);

    const next = new Request("http://localhost/admin/hero", { headers: { Cookie: cookieOf(response) } });
    const { toast, headers } = await readFlashToast(next);
    expect(toast).toEqual({ kind: "success", title: "Успешно", description: "Hero блок создан" });
    expect(headers.get("Set-Cookie")).toMatch(/admin_toast=;.*Max-Age=0/i);
  });

  it("reads nothing without the cookie, and ignores a cookie that is not a toast", async () => {
    expect((await readFlashToast(new Request("http://localhost/admin"))).toast).toBeNull();
    const forged = `admin_toast=${Buffer.from(JSON.stringify({ kind: "script", title: "<b>x</b>" })).toString("base64")}`;
    const { toast, headers } = await readFlashToast(new Request("http://localhost/admin", { headers: { Cookie: forged } }));
    expect(toast).toBeNull();
    expect(headers.get("Set-Cookie")).toMatch(/Max-Age=0/i);
  });
});
