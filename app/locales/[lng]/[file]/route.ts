import { namespaceMessages } from "@/lib/i18n/messages";

type Context = { params: Promise<{ lng: string; file: string }> };

// GET /locales/{lng}/{ns}.json. Clients add ?v=<timestamp>; the content is fixed per build.
export async function GET(_req: Request, context: Context) {
  const { lng, file } = await context.params;
  const messages = file.endsWith(".json") ? namespaceMessages(lng, file.slice(0, -".json".length)) : null;
  if (!messages) {
    return Response.json(
      { ok: false, error: { code: "not_found", message: `No translations for ${lng}/${file}.` } },
      { status: 404 },
    );
  }
  return Response.json(messages, { headers: { "Cache-Control": "public, max-age=300" } });
}
