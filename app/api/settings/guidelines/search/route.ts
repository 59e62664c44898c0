import { apiHandler } from "@/lib/server/api/handler";
import { searchLibraryText } from "@/modules/settings/server";
import { librarySearchQuerySchema } from "@/modules/settings";

/** The guideline library's search of file text: references of your org whose files contain the words. */
export const GET = apiHandler({ query: librarySearchQuerySchema }, async ({ user, query }) => {
  return Response.json({ ok: true, matches: await searchLibraryText(user, query.q) });
});
