/**
 * The maintenance switch of the settings' advanced tab (ADR 0055): while it is on, a visitor asking
 * for a public page gets a Russian maintenance page with 503 and Retry-After, which search engines
 * take as "come back later" and do not index. Signed-in staff see the site as usual; the admin,
 * /auth, the APIs (the lead API with its keys), uploaded files, assets, robots.txt, sitemap.xml and
 * the unsubscribe page are not public pages and are never stopped, nor is the outbox worker.
 */
import type { MiddlewareHandler } from "hono";
import { html } from "hono/html";

import * as ru from "~/i18n/ru";
import { isMaintenanceMode } from "~/server/maintenance.server";
import { getSessionUser } from "~/server/session-user.server";
import { readSiteSettings } from "~/server/settings.server";

import type { RouteVariables } from "./route-policy";

/** The route every public page (and the public 404) renders inside. */
const PUBLIC_LAYOUT = "routes/_public/layout";
/** Seconds a crawler or browser is told to wait before asking again. */
export const MAINTENANCE_RETRY_AFTER = 1800;
export const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

async function isStaff(request: Request): Promise<boolean> {
  // No session cookie, no staff member: most visitors never reach the database here.
  if (!/session_token=/.test(request.headers.get("cookie") ?? "")) return false;
  try {
    return (await getSessionUser(request)) !== null;
  } catch (error) {
    console.error("The session could not be checked during maintenance:", error);
    return false;
  }
}

/** A page of its own, outside the site's layout, in the words given: maintenance, or a database outage (server/database-outage.ts). */
export async function servicePage(t: { title: string; heading: string; text: string; contact: string }) {
  const settings = await readSiteSettings(["site_name", "company_name", "email", "phone"]).catch(() => null);
  const name = settings ? settings.site_name || settings.company_name : "";
  const contacts = [settings?.email, settings?.phone].filter((v): v is string => Boolean(v));
  return html`<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${name ? `${t.title} — ${name}` : t.title}</title>
    <style>
      :root { color-scheme: light dark; --bg: #f8fafc; --card: #ffffff; --text: #0f172a; --muted: #475569; --accent: #4f46e5; --border: #e2e8f0; }
      @media (prefers-color-scheme: dark) { :root { --bg: #0b1020; --card: #111827; --text: #f1f5f9; --muted: #cbd5e1; --accent: #a5b4fc; --border: #1e293b; } }
      * { box-sizing: border-box; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; background: var(--bg); color: var(--text); font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
      main { width: 100%; max-width: 560px; background: var(--card); border: 1px solid var(--border); border-radius: 24px; padding: 40px 32px; text-align: center; box-shadow: 0 10px 30px rgb(15 23 42 / 0.08); }
      .mark { width: 56px; height: 56px; margin: 0 auto 20px; border-radius: 16px; display: grid; place-items: center; background: var(--accent); color: var(--card); font-size: 28px; font-weight: 700; }
      .site { margin: 0 0 8px; color: var(--muted); font-size: 14px; font-weight: 600; letter-spacing: 0.02em; }
      h1 { margin: 0 0 12px; font-size: clamp(24px, 6vw, 30px); line-height: 1.25; }
      p { margin: 0 0 12px; color: var(--muted); }
      a { color: var(--accent); font-weight: 600; overflow-wrap: anywhere; }
      ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 8px 20px; }
    </style>
  </head>
  <body>
    <main>
      <div class="mark" aria-hidden="true">⚙</div>
      ${name ? html`<p class="site">${name}</p>` : ""}
      <h1>${t.heading}</h1>
      <p>${t.text}</p>
      ${contacts.length > 0
        ? html`<p>${t.contact}</p>
            <ul>
              ${contacts.map((c) => html`<li><a href="${c.includes("@") ? `mailto:${c}` : `tel:${c.replace(/[^\d+]/g, "")}`}">${c}</a></li>`)}
            </ul>`
        : ""}
    </main>
  </body>
</html>`;
}

export function maintenanceMode(): MiddlewareHandler<RouteVariables> {
  return async (c, next) => {
    if (!c.get("route").routeIds.includes(PUBLIC_LAYOUT)) return next();
    if (!(await isMaintenanceMode())) return next();
    if (await isStaff(c.req.raw)) return next();
    return c.html(await servicePage(ru.servicePages.maintenance), 503, {
      "Retry-After": String(MAINTENANCE_RETRY_AFTER),
      "X-Robots-Tag": "noindex",
      "Cache-Control": "no-store",
      "Content-Security-Policy": PAGE_POLICY,
    });
  };
}
