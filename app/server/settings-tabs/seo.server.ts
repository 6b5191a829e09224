/** The settings screen's seo tab. */
import type { SessionUser } from "~/server/session-user.server";

export async function loadSeoTab(_request: Request) {
  return {};
}

export async function seoTabAction(_request: Request, _user: SessionUser) {
  return null;
}
