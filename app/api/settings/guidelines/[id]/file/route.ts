import { z } from "zod";
import { fileResponse } from "@/lib/server/api/download";
import { apiHandler } from "@/lib/server/api/handler";
import { readReferenceFile } from "@/modules/settings/server";

const query = z.object({ inline: z.enum(["1", "0"]).optional() });

export const GET = apiHandler<undefined, typeof query, { id: string }>(
  { query },
  async ({ user, params, query }) => {
    return fileResponse(await readReferenceFile(user, params.id), query.inline === "1");
  },
);
