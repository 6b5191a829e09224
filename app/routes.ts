import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

import type { SiteLanguage } from "./lib/constants";
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

/**
 * The public site, once per language: Russian at the root, Kazakh and English under their prefix
 * (app/lib/languages.ts). Each language's routes get ids of their own, `<language>:<file>`; the
 * Russian ones keep the files' default ids.
 */
function publicSite(language: SiteLanguage) {
  const id = (file: string) => (language === "ru" ? undefined : `${language}:${file.replace(/\.tsx?$/, "")}`);
  const page = (path: string, file: string) => route(path, file, { id: id(file) });
  return [
    layout("routes/_public/layout.tsx", { id: id("routes/_public/layout.tsx") }, [
      index("routes/_public/home.tsx", { id: id("routes/_public/home.tsx") }),
      page("about", "routes/_public/about.tsx"),
      page("team", "routes/_public/team.tsx"),
      page("services", "routes/_public/services.tsx"),
      page("cases", "routes/_public/cases.tsx"),
      page("cases/:id", "routes/_public/case-detail.tsx"),
      page("contact", "routes/_public/contact.tsx"),
      page("blog", "routes/_public/blog.tsx"),
      page("blog/:slug", "routes/_public/blog-post.tsx"),
      page("careers", "routes/_public/careers.tsx"),
      page("partners", "routes/_public/partners.tsx"),
      page("support", "routes/_public/support.tsx"),
      page("docs", "routes/_public/docs.tsx"),
      page("faq", "routes/_public/faq.tsx"),
      page("privacy", "routes/_public/privacy.tsx"),
      page("terms", "routes/_public/terms.tsx"),
      page("*", "routes/_public/not-found.tsx"),
    ]),
  ];
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
  ...publicSite("ru"),
  ...prefix("kz", publicSite("kz")),
  ...prefix("en", publicSite("en")),
] satisfies RouteConfig;
