/**
 * Toasts that survive a redirect (the Epic Stack's pattern): an action sets a short-lived cookie,
 * the admin layout's loader reads and clears it on the next page, and the layout shows the toast —
 * with sonner when JavaScript runs, as a server-rendered message when it does not.
 */
import { createCookie, redirect } from "react-router";
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { getEnv } from "~/server/env.server";

const FlashToastSchema = z.object({
  kind: z.enum(["success", "error", "info"]),
  title: z.string().min(1).max(300),
  description: z.string().max(1000).optional(),
});
export type FlashToast = z.infer<typeof FlashToastSchema>;

/**
 * Not signed: what it carries is shown back to the same browser, as text (React escapes it), and
 * only a script already running on this site could set it. The schema keeps out anything else.
 */
function flashCookie() {
  return createCookie("admin_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().SITE_URL.startsWith("https://"),
    maxAge: 60,
  });
}

/** Headers that carry the toast to the next page the browser loads. */
async function toastHeaders(toast: FlashToast, headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await flashCookie().serialize(toast));
  return headers;
}

export async function redirectWithToast(url: string, toast: FlashToast, init: ResponseInit = {}) {
  const headers = await toastHeaders(toast, new Headers(init.headers));
  return redirect(url, { ...init, headers });
}

/** The failure toast every admin screen shows: titled 'Ошибка', the reason under it. */
export function errorToast(description: string): FlashToast {
  return { kind: "error", title: ru.toast.errorTitle, description };
}

export async function redirectWithError(url: string, description: string) {
  return redirectWithToast(url, errorToast(description));
}

/**
 * A one-click write (hide, move, delete, a status) answered on the list it came from: the success
 * toast when it did its work, the failure toast when the item was gone or the database refused
 * (logged with `what`, never shown), so a failed click never ends on an error page.
 */
export async function redirectAfterWrite(
  url: string,
  write: () => Promise<boolean>,
  messages: { success: string; failure: string; what: string },
) {
  let done = false;
  try {
    done = await write();
  } catch (error) {
    console.error(`${messages.what}:`, error);
  }
  return done ? redirectWithToast(url, { kind: "success", title: messages.success }) : redirectWithError(url, messages.failure);
}

/** The pending toast, if any, and the header that clears it once shown. */
export async function readFlashToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const cookie = flashCookie();
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  const headers = new Headers();
  if (raw === null || raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  const parsed = FlashToastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}
