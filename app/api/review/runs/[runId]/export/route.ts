import { fileResponse } from "@/lib/server/api/download";
import { apiHandler } from "@/lib/server/api/handler";
import { exportReviewRun, reviewExportQuerySchema } from "@/modules/review/server";

export const GET = apiHandler<undefined, typeof reviewExportQuerySchema, { runId: string }>(
  { query: reviewExportQuerySchema },
  async ({ user, params, query }) =>
    fileResponse(await exportReviewRun(user, params.runId, query.format), false),
);
