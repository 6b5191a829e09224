import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  route("robots.txt", "routes/_seo/robots.ts"),
  route("sitemap.xml", "routes/_seo/sitemap.ts"),
  ...prefix("api", [
    route("leads", "routes/api/leads.ts"),
    route("contact", "routes/api/contact.ts"),
    route("newsletter", "routes/api/newsletter.ts"),
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
