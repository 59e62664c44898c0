import { apiHandler } from "@/lib/server/api/handler";
import { filtersFromQuery, riskQuerySchema } from "@/modules/risks";
import { risksToPdf, risksToXlsx, listRisks } from "@/modules/risks/server";

/** The register (as filtered) as XLSX or PDF. */
export const GET = apiHandler({ query: riskQuerySchema }, async ({ user, query }) => {
  const activityId = query.activityId || null;
  const risks = await listRisks(user, activityId, filtersFromQuery(query));
  const title = `Risk register — ${activityId ?? user.orgName}`;
  const name = `risk-register-${(activityId ?? "organisation").replace(/[^A-Za-z0-9-]+/g, "-").slice(0, 60)}`;
  if (query.format === "pdf") {
    const subtitle = `${user.orgName} · ${risks.length} risks · exported ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by ${user.email}`;
    return new Response(Buffer.from(await risksToPdf(title, subtitle, risks)), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${name}.pdf"`,
      },
    });
  }
  return new Response(Buffer.from(await risksToXlsx(title, risks)), {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="${name}.xlsx"`,
    },
  });
});
