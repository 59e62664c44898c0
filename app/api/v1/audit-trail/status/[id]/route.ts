import { apiV1Handler, getAuditExportJob } from "@/modules/integrity/server";

/**
 * The job's status: queued, running, done (with the archive's SHA-256 and size), or failed with the reason.
 * Another org's job is 404.
 */
export const GET = apiV1Handler<undefined, undefined, { id: string }>(
  { scope: "audit_trail" },
  async ({ principal, params }) =>
    Response.json({ ok: true, ...(await getAuditExportJob(principal, params.id)) }),
);
