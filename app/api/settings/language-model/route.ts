import { apiHandler } from "@/lib/server/api/handler";
import { languageModelPatchSchema } from "@/modules/settings";
import { getLanguageModelSetting, setLanguageModel } from "@/modules/tools/server";

export const GET = apiHandler({}, async ({ user }) =>
  Response.json({ ok: true, languageModel: await getLanguageModelSetting(user) }),
);

export const PUT = apiHandler(
  { body: languageModelPatchSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => Response.json({ ok: true, languageModel: await setLanguageModel(user, body) }),
);
