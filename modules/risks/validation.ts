import { z } from "zod";

/** GET /api/risks and its export: which register (activity or none) and the filters. */
export const riskQuerySchema = z.object({
  activityId: z.string().trim().max(120, "validation.tooLong").optional(),
  stage: z.string().max(200).optional(),
  category: z.string().max(300).optional(),
  status: z.string().max(100).optional(),
  overdue: z.string().max(5).optional(),
  q: z.string().max(200, "validation.tooLong").optional(),
  format: z.enum(["xlsx", "pdf"], "validation.choice").optional(),
});

/** GET /api/risks/suggestions. */
export const suggestionQuerySchema = z.object({
  focus: z.string().trim().min(1, "validation.choice").max(120),
  customQuery: z.string().max(2000, "validation.tooLong").optional(),
  activityId: z.string().trim().max(120, "validation.tooLong").optional(),
});
