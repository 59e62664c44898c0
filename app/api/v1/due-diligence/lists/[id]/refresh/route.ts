import { apiV1Handler, refreshScreeningList } from "@/modules/integrity/server";

/** Fetches the list again from its source URL and replaces it. */
export const POST = apiV1Handler<undefined, undefined, { id: string }>(
  { scope: "due_diligence" },
  async ({ principal, params }) =>
    Response.json({ ok: true, list: await refreshScreeningList(principal, params.id) }),
);
