import { apiHandler } from "@/lib/server/api/handler";
import { readRecordSchema } from "@/modules/evaluation";
import { readRecordFromFiles } from "@/modules/evaluation/server";

/** Reads uploaded report files into a record to show before it is confirmed (nothing is stored). */
export const POST = apiHandler({ body: readRecordSchema, maxBodyBytes: 16 * 1024 }, async ({ user, body }) =>
  Response.json({ ok: true, ...(await readRecordFromFiles(user, body.fileIds)) }),
);
