/** The settings screen's advanced tab. */
import type { SessionUser } from "~/server/session-user.server";

export async function loadAdvancedTab(_request: Request) {
  return {};
}

export async function advancedTabAction(_request: Request, _user: SessionUser) {
  return null;
}
