import { apiHandler } from "@/lib/server/api/handler";
import { riskSuggestions } from "@/modules/risks/server";
import { suggestionQuerySchema } from "@/modules/risks";

/** Risks to consider: the enquiry focus's, and those the org's reviews and red flags point to. */
export const GET = apiHandler({ query: suggestionQuerySchema }, async ({ user, query }) =>
  Response.json({
    ok: true,
    suggestions: await riskSuggestions(user, {
      focus: query.focus,
      customQuery: query.customQuery,
      activityId: query.activityId || null,
    }),
  }),
);
