import { apiV1Handler, deleteScreeningList } from "@/modules/integrity/server";

export const DELETE = apiV1Handler<undefined, undefined, { id: string }>(
  { scope: "due_diligence" },
  async ({ principal, params }) => {
    await deleteScreeningList(principal, params.id);
    return Response.json({ ok: true });
  },
);
