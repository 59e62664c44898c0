import { z } from "zod";
import {
  activityRecordSchema,
  memoBaselineSourceSchema,
  moduleInputsSchema,
  runAttachmentsSchema,
} from "@/lib/results/schemas";

/**
 * What was reviewed, as a review run or a review request keeps it in its `request` column: the activity and
 * module inputs the engine read, the attached files (ids with their names, never the text) and where the
 * revised memo's baseline came from. Read back through this schema, never cast.
 */
export const storedReviewRequestSchema = z.object({
  activity: activityRecordSchema,
  moduleInputs: moduleInputsSchema,
  attachments: runAttachmentsSchema,
  /** Null when the memo was drafted fresh. */
  baseline: z.object({ source: memoBaselineSourceSchema, name: z.string() }).nullable(),
});

export type StoredReviewRequest = z.infer<typeof storedReviewRequestSchema>;
