import {
  apiV1Handler,
  listScreeningLists,
  listUploadQuerySchema,
  uploadScreeningList,
  screeningLimits,
} from "@/modules/integrity/server";

/** The org's debarment and sanctions lists, with their date and source. */
export const GET = apiV1Handler({ scope: "due_diligence" }, async ({ principal }) =>
  Response.json({ ok: true, lists: await listScreeningLists(principal) }),
);

/**
 * Loads a list: the body is the file as published (World Bank JSON/CSV, OpenSanctions CSV, UN XML, a debarment list
 * as CSV, Excel or PDF).
 */
export const POST = apiV1Handler(
  {
    scope: "due_diligence",
    query: listUploadQuerySchema,
    idempotent: true,
    // A keyed upload is read before the handler runs: held to the list cap by its declared length first.
    maxBodyBytes: () => screeningLimits().maxListBytes,
  },
  async ({ principal, req, query }) =>
    Response.json({ ok: true, list: await uploadScreeningList(principal, req, query) }, { status: 201 }),
);
