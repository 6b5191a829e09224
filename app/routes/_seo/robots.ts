import { buildRobotsTxt } from "~/server/sitemap.server";

export async function loader() {
  return new Response(await buildRobotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
