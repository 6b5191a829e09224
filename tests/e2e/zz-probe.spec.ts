import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { test } from "./fixtures";
test("probe", async ({ page, db, baseURL, context }) => {
  const t = () => performance.now();
  let s = t();
  await context.addCookies([{ name: "admin_theme", value: "light", url: baseURL! }]);
  await login(page, db, "admin", baseURL!);
  console.log("login", Math.round(t() - s));
  for (const path of ["/admin/leads", "/admin/services", "/admin/design/colors", "/admin/settings/seo", "/admin/cases", "/admin/leads"]) {
    s = t(); await page.goto(path); const g = t() - s;
    s = t(); await wcagViolations(page); const a = t() - s;
    console.log(path, "goto", Math.round(g), "axe", Math.round(a));
  }
});
