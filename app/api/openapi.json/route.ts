import { openApiDocument } from "@/modules/openapi";
import { env } from "@/lib/server/env";

export const dynamic = "force-static";

export function GET() {
  return Response.json(openApiDocument(env.APP_URL), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
