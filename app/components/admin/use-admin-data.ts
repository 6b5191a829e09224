import { useRouteLoaderData } from "react-router";

import type { StaffRole } from "~/lib/constants";

export type AdminShellData = {
  user: { id: string; name: string; email: string; role: StaffRole };
  /** null: the role may not read leads. */
  newLeads: number | null;
};

/** What the admin layout loaded: the signed-in user and the sidebar's counters. */
export function useAdminShell(): AdminShellData {
  const data = useRouteLoaderData("routes/admin/layout") as AdminShellData | undefined;
  if (!data) throw new Error("useAdminShell must be used inside the admin layout.");
  return data;
}
