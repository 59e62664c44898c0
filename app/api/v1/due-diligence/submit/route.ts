import { apiV1Handler, dueDiligenceSubmitSchema, submitDueDiligence } from "@/modules/integrity/server";

/** Screen bidders against the org's debarment and sanctions lists: 202 with the job. */
export const POST = apiV1Handler(
  { scope: "due_diligence", body: dueDiligenceSubmitSchema, maxBodyBytes: 512 * 1024, idempotent: true },
  async ({ principal, body }) =>
    Response.json({ ok: true, ...(await submitDueDiligence(principal, body)) }, { status: 202 }),
);
