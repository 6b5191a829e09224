import { buildRobotsTxt } from "~/server/sitemap.server";

export function loader() {
  return new Response(buildRobotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
