import { apiV1Handler, downloadAuditExport } from "@/modules/integrity/server";

/** The finished export's ZIP: CSV, JSON, a PDF summary and a SHA-256 manifest. */
export const GET = apiV1Handler<undefined, undefined, { id: string }>(
  { scope: "audit_trail" },
  async ({ principal, params }) => downloadAuditExport(principal, params.id),
);
