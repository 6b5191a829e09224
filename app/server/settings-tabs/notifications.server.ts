/** The settings screen's notifications tab. */
import type { SessionUser } from "~/server/session-user.server";

export async function loadNotificationsTab(_request: Request) {
  return {};
}

export async function notificationsTabAction(_request: Request, _user: SessionUser) {
  return null;
}
