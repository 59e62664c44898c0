import { z } from "zod";
import {
  apiV1Handler,
  jobActivityIdSchema,
  submitRedFlags,
  MAX_OCDS_BYTES,
} from "@/modules/integrity/server";

const query = z.object({
  settings: z.string().max(20_000, "validation.tooLong").optional(),
  callbackUrl: z.url("validation.url").max(500, "validation.tooLong").optional(),
  activityId: jobActivityIdSchema.optional(),
});

/** The body is the OCDS data (JSON lines, a release package or a record package): 202 with the job. */
export const POST = apiV1Handler(
  { scope: "red_flags", query, idempotent: true, maxBodyBytes: MAX_OCDS_BYTES },
  async ({ principal, req, query }) =>
    Response.json({ ok: true, ...(await submitRedFlags(principal, req, query)) }, { status: 202 }),
);
