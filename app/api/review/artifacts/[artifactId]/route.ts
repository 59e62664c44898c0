import { apiHandler } from "@/lib/server/api/handler";
import { getArtifact } from "@/modules/review/server";

/**
 * One memo version as an HTML file. Downloaded, never rendered on our origin, and sandboxed by CSP should a
 * browser render it anyway: the memo quotes uploaded documents (escaped, but defence in depth).
 */
export const GET = apiHandler<undefined, undefined, { artifactId: string }>({}, async ({ user, params }) => {
  const { filename, html } = await getArtifact(user, params.artifactId);
  const document = `<!doctype html><html><head><meta charset="utf-8"><title>${filename}</title></head><body>${html}</body></html>`;
  return new Response(document, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
