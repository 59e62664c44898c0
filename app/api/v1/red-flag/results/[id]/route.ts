import { z } from "zod";
import { parseStored } from "@/lib/server/stored-json";
import { fromStoredRedFlags, storedRedFlagsSchema } from "@/modules/integrity";
import { apiV1Handler, integrityJobResult, redFlagsCsv, redFlagsXlsx } from "@/modules/integrity/server";

const query = z.object({ format: z.enum(["json", "csv", "xlsx"], "validation.choice").default("json") });

/** The flags per contracting process, buyer, procuring entity and tenderer, with the fences used. */
export const GET = apiV1Handler<undefined, typeof query, { id: string }>(
  { scope: "red_flags", query },
  async ({ principal, params, query }) => {
    const { job, result } = await integrityJobResult(principal, "red_flags", params.id);
    const stored = parseStored(storedRedFlagsSchema, result, {
      record: "red-flag job",
      id: job.jobId,
      column: "result",
    });
    const flags = fromStoredRedFlags(stored);
    const name = `red-flags-${job.jobId.slice(0, 8)}`;
    if (query.format === "csv")
      return new Response(redFlagsCsv(flags), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${name}.csv"`,
        },
      });
    if (query.format === "xlsx")
      return new Response(Buffer.from(await redFlagsXlsx(flags)), {
        headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "content-disposition": `attachment; filename="${name}.xlsx"`,
        },
      });
    return Response.json({ ok: true, ...job, result: flags });
  },
);
