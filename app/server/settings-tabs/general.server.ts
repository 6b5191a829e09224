/** The settings screen's general tab. */
import type { SessionUser } from "~/server/session-user.server";

export async function loadGeneralTab(_request: Request) {
  return {};
}

export async function generalTabAction(_request: Request, _user: SessionUser) {
  return null;
}
