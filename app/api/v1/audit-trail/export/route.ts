import { apiV1Handler, auditExportSchema, submitAuditExport } from "@/modules/integrity/server";

/** Export the org's audit trail for a period (and optionally one activity): 202 with the job. */
export const POST = apiV1Handler(
  { scope: "audit_trail", body: auditExportSchema, maxBodyBytes: 8 * 1024, idempotent: true },
  async ({ principal, body }) =>
    Response.json({ ok: true, ...(await submitAuditExport(principal, body)) }, { status: 202 }),
);
