/**
 * Every public form and API parameter of the site as sqlmap requests, with the field names the
 * site's own forms and widgets send (app/schemas, app/routes). Writes carry the headers a browser
 * sends from the site's own page, as the cross-site guard (server/security-headers.ts) wants.
 */
import type { SqlmapTarget } from "./sqlmap";

export type ScanSite = {
  url: string;
  /** A read-write key of the leads API (app/server/api-keys.server.ts). */
  apiKey: string;
  /** The staff account that exists, so sign-in runs its whole path. */
  staffEmail: string;
  /** A conversation of the browser whose cookie is `chatCookie`, with the widget on. */
  chat: { sessionId: string; cookie: string };
  /** Found on the site's pages: a published case, an article, a service and a blog category. */
  caseId: string;
  postSlug: string;
  serviceSlug: string;
  blogCategory: string;
  leadId: string;
};

const visitor = { name: "Айгерим Сейтова", phone: "+7 701 234 56 78", email: "aigerim@example.kz", company: "ТОО Тулпар" };

export function sqlmapTargets(site: ScanSite): SqlmapTarget[] {
  const from = (page: string) => ({ Origin: site.url, "Sec-Fetch-Site": "same-origin", Referer: `${site.url}${page}` });
  const api = { Authorization: `Bearer ${site.apiKey}` };
  const attribution = { pageUrl: "/services?utm_source=scan", landingPath: "/services", utmSource: "scan", utmCampaign: "autumn" };
  return [
    {
      name: "lead dialog POST /api/leads",
      method: "POST",
      url: `${site.url}/api/leads`,
      headers: from("/services"),
      body: { type: "json", value: { name: visitor.name, phone: visitor.phone, website: "", attribution } },
      reached: [201, 400],
      level: 3,
    },
    {
      // Posted as the hydrated page posts it (React Router's single fetch): the same action as a
      // post without JavaScript, without rendering the whole page for each of sqlmap's requests.
      name: "contact form POST /contact.data",
      method: "POST",
      url: `${site.url}/contact.data`,
      headers: from("/contact"),
      body: {
        type: "form",
        value: {
          name: visitor.name,
          company: visitor.company,
          email: visitor.email,
          phone: visitor.phone,
          service: site.serviceSlug,
          message: "Хотим чат-бота для отдела продаж",
          consent: "on",
          website: "",
          "attribution.pageUrl": "/contact",
          "attribution.utmSource": "scan",
        },
      },
      reached: [200, 400],
    },
    {
      name: "contact API POST /api/contact",
      method: "POST",
      url: `${site.url}/api/contact`,
      headers: from("/contact"),
      body: {
        type: "json",
        value: { ...visitor, service: site.serviceSlug, message: "Хотим чат-бота для отдела продаж", consent: true, website: "", attribution },
      },
      reached: [201, 400],
    },
    {
      name: "newsletter form POST /api/newsletter",
      method: "POST",
      url: `${site.url}/api/newsletter`,
      headers: from("/blog"),
      body: { type: "form", value: { email: visitor.email, website: "" } },
      // The answer redirects back to the Referer's path.
      reached: [303],
      level: 3,
    },
    {
      name: "newsletter JSON POST /api/newsletter",
      method: "POST",
      url: `${site.url}/api/newsletter`,
      headers: from("/blog"),
      // No honeypot: sqlmap 1.7 skips the string after an empty JSON string (the form-encoded
      // target above tests `website`).
      body: { type: "json", value: { email: "reader@example.kz" } },
      reached: [200, 400],
    },
    {
      // Without the visitor cookie each request is a new browser, so the per-browser limits of
      // app/server/chat-limits.server.ts (fixed, not configurable) do not stop the scan.
      name: "chat message POST /api/chat",
      method: "POST",
      url: `${site.url}/api/chat`,
      headers: from("/"),
      body: { type: "json", value: { message: "Сколько стоит внедрение чат-бота?", sessionId: "chat_scan00000000" } },
      reached: [200, 400],
      dropSetCookie: true,
    },
    {
      name: "chat contacts POST /api/chat/lead",
      method: "POST",
      url: `${site.url}/api/chat/lead`,
      headers: from("/"),
      cookie: site.chat.cookie,
      body: { type: "json", value: { ...visitor, sessionId: site.chat.sessionId, attribution } },
      reached: [201, 400, 404, 409],
    },
    {
      name: "sign-in form POST /auth.data",
      method: "POST",
      url: `${site.url}/auth.data`,
      headers: from("/auth"),
      body: { type: "form", value: { intent: "sign-in", email: site.staffEmail, password: "not-the-password-2026" } },
      reached: [200, 400],
    },
    {
      name: "sign-in API POST /api/auth/sign-in/email",
      method: "POST",
      url: `${site.url}/api/auth/sign-in/email`,
      headers: from("/auth"),
      body: { type: "json", value: { email: site.staffEmail, password: "not-the-password-2026" } },
      reached: [400, 401],
      ignoreCode: 401,
    },
    {
      name: "analytics beacon POST /api/analytics",
      method: "POST",
      url: `${site.url}/api/analytics`,
      headers: from("/"),
      body: { type: "json", value: { path: "/services?utm_source=scan&utm_medium=cpc&utm_campaign=autumn" } },
      reached: [204, 400],
    },
    {
      name: "leads API GET /api/leads?q&status&source&language&page&tab",
      method: "GET",
      url: `${site.url}/api/leads?q=${encodeURIComponent("Айгерим")}&status=new&source=website_form&language=ru&page=1&tab=leads`,
      headers: api,
      reached: [200],
    },
    {
      name: "leads API GET /api/leads/:id",
      method: "GET",
      url: `${site.url}/api/leads/${site.leadId}*`,
      headers: api,
      reached: [200, 404],
    },
    {
      name: "leads API PATCH /api/leads/:id",
      method: "PATCH",
      url: `${site.url}/api/leads/${site.leadId}`,
      headers: api,
      body: { type: "json", value: { status: "in-progress" } },
      reached: [200, 400],
    },
    {
      // The page view itself is stored later, in a batch (app/server/analytics.server.ts), where
      // sqlmap cannot see it; the page's own answer to the parameters is what it compares.
      name: "page views GET /services?utm_*",
      method: "GET",
      url: `${site.url}/services?utm_source=scan&utm_medium=cpc&utm_campaign=autumn`,
      headers: { Referer: "https://www.google.com/search?q=ai" },
      reached: [200],
    },
    { name: "blog filter GET /blog?category", method: "GET", url: `${site.url}/blog?category=${site.blogCategory}`, reached: [200] },
    { name: "article GET /blog/:slug", method: "GET", url: `${site.url}/blog/${site.postSlug}*`, reached: [200, 404] },
    // With no published case the page answers 404, which sqlmap would otherwise stop at.
    { name: "case GET /cases/:id", method: "GET", url: `${site.url}/cases/${site.caseId}*`, reached: [200, 404], ignoreCode: 404 },
    { name: "invitation GET /auth?invite", method: "GET", url: `${site.url}/auth?invite=abcdefghijklmnop`, reached: [200] },
    // The confirmation button's post is also a mail client's RFC 8058 one-click request.
    unsubscribe(site, "GET"),
    unsubscribe(site, "POST"),
  ];
}

/**
 * A subscriber's unsubscribe link. Lookups by token are limited to 30 per 15 minutes per address
 * (app/server/newsletter.server.ts). An unknown token answers 404; a token an injection matched
 * would show a subscriber.
 */
function unsubscribe(site: ScanSite, method: "GET" | "POST"): SqlmapTarget {
  return {
    name: `unsubscribe ${method} /newsletter/unsubscribe?token`,
    method,
    url: `${site.url}/newsletter/unsubscribe?token=abcdefghijklmnop`,
    ...(method === "POST" ? { body: { type: "form", value: { "List-Unsubscribe": "One-Click" } } } : {}),
    reached: [404],
    ignoreCode: 404,
    spreadAddresses: true,
    only: ["token"],
  };
}
