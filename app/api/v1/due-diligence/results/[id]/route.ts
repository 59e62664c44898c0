import { apiV1Handler, integrityJobResult } from "@/modules/integrity/server";

/** The screening result: per bidder, its matches with score, reasons and debarment status. */
export const GET = apiV1Handler<undefined, undefined, { id: string }>(
  { scope: "due_diligence" },
  async ({ principal, params }) => {
    const { job, result } = await integrityJobResult(principal, "due_diligence", params.id);
    return Response.json({ ok: true, ...job, result });
  },
);
