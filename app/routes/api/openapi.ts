import { getEnv } from "~/server/env.server";
import { openApiDocument } from "~/server/openapi.server";

/** GET /api/openapi.json */
export function loader() {
  return Response.json(openApiDocument(getEnv().SITE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
