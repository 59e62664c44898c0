import { z } from "zod";

/** GET /api/settings/guidelines/search?q=…: what the user typed in the library's search box. */
export const librarySearchQuerySchema = z.object({
  q: z.string("validation.text").trim().min(1, "validation.text").max(300, "validation.tooLong"),
});
