import { fileResponse } from "@/lib/server/api/download";
import { apiHandler } from "@/lib/server/api/handler";
import { exportToolRun } from "@/modules/tools/server";
import { toolExportQuerySchema } from "@/modules/tools";

export const GET = apiHandler<undefined, typeof toolExportQuerySchema, { runId: string }>(
  { query: toolExportQuerySchema },
  async ({ user, params, query }) => {
    const file = await exportToolRun(user, params.runId, query.document, query.format);
    return fileResponse(file, false);
  },
);
