import type { ScreenId } from "~/lib/permissions";

/**
 * The admin's create forms and dialogs, opened by their address (ADR 0025): what the phone and
 * keyboard tests and `npm run screenshots` look at beside the screens themselves.
 */
export const ADMIN_OPEN_FORMS: readonly { screen: ScreenId; path: string }[] = [
  { screen: "hero", path: "/admin/hero?new" },
  { screen: "services", path: "/admin/services?new" },
  { screen: "advantages", path: "/admin/advantages?new" },
  { screen: "cases", path: "/admin/cases?new" },
  { screen: "cases", path: "/admin/cases?ai" },
  { screen: "team", path: "/admin/team?member=new" },
  { screen: "blog", path: "/admin/blog?new" },
  { screen: "gallery", path: "/admin/gallery?add=1" },
  { screen: "users", path: "/admin/users?invite" },
];
