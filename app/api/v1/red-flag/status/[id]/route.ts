import { apiV1Handler, getIntegrityJob } from "@/modules/integrity/server";

/** The job's status: queued, running, done, or failed with the reason. Another org's job is 404. */
export const GET = apiV1Handler<undefined, undefined, { id: string }>(
  { scope: "red_flags" },
  async ({ principal, params }) =>
    Response.json({ ok: true, ...(await getIntegrityJob(principal, "red_flags", params.id)) }),
);
