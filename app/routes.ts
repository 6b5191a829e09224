import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

import { SCREEN_IDS, screenPaths, screenResources } from "./lib/permissions";

/**
 * Every admin screen of app/lib/permissions.ts at each of its paths, served by
 * routes/admin/<screen id>.tsx: the registry is the one place a path is written. A module serving
 * several paths (the design and settings screens) gets an id per path.
 */
function adminScreenRoutes() {
  return SCREEN_IDS.filter((id) => id !== "dashboard").flatMap((id) => {
    const paths = screenPaths(id);
    return paths.map((path) => {
      const relative = path.slice("/admin/".length);
      const file = `routes/admin/${id}.tsx`;
      return paths.length === 1 ? route(relative, file) : route(relative, file, { id: `admin-${relative.replace("/", "-")}` });
    });
  });
}

/** The screens' downloads (app/lib/permissions.ts `resources`), each a loader-only module. */
function adminResourceRoutes() {
  return SCREEN_IDS.flatMap((id) =>
    screenResources(id).map((r) => route(r.path.slice("/admin/".length), `routes/admin/${id}-${r.name}.ts`)),
  );
}

export default [
  route("robots.txt", "routes/_seo/robots.ts"),
  route("sitemap.xml", "routes/_seo/sitemap.ts"),
  // The icon chosen in the settings, and a subscriber's unsubscribe page (ADR 0055).
  route("favicon.ico", "routes/favicon.ts"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  // Uploaded files, whatever the store (ADR 0023).
  route("media/:id/:file", "routes/media/file.ts"),
  ...prefix("api", [
    route("auth/*", "routes/api/auth.ts"),
    layout("routes/api/guard.ts", [
      route("openapi.json", "routes/api/openapi.ts"),
      route("leads", "routes/api/leads.ts"),
      route("leads/:id", "routes/api/lead-item.ts"),
      route("contact", "routes/api/contact.ts"),
      route("newsletter", "routes/api/newsletter.ts"),
      route("analytics", "routes/api/analytics.ts"),
      route("chat", "routes/api/chat.ts"),
      route("chat/lead", "routes/api/chat-lead.ts"),
      route("media", "routes/api/media.ts"),
      route("media/:id", "routes/api/media-item.ts"),
    ]),
  ]),
  route("auth", "routes/auth.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    ...adminScreenRoutes(),
    ...adminResourceRoutes(),
    // Any other admin path shows the dashboard.
    route("*", "routes/admin/dashboard.tsx", { id: "admin-fallback" }),
  ]),
  layout("routes/_public/layout.tsx", [
    index("routes/_public/home.tsx"),
    route("about", "routes/_public/about.tsx"),
    route("team", "routes/_public/team.tsx"),
    route("services", "routes/_public/services.tsx"),
    route("cases", "routes/_public/cases.tsx"),
    route("cases/:id", "routes/_public/case-detail.tsx"),
    route("contact", "routes/_public/contact.tsx"),
    route("blog", "routes/_public/blog.tsx"),
    route("blog/:slug", "routes/_public/blog-post.tsx"),
    route("careers", "routes/_public/careers.tsx"),
    route("partners", "routes/_public/partners.tsx"),
    route("support", "routes/_public/support.tsx"),
    route("docs", "routes/_public/docs.tsx"),
    route("faq", "routes/_public/faq.tsx"),
    route("privacy", "routes/_public/privacy.tsx"),
    route("terms", "routes/_public/terms.tsx"),
    route("*", "routes/_public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
