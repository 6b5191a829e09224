/** The settings screen's languages tab. */
import type { SessionUser } from "~/server/session-user.server";

export async function loadLanguagesTab(_request: Request) {
  return {};
}

export async function languagesTabAction(_request: Request, _user: SessionUser) {
  return null;
}
