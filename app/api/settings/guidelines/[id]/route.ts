import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { deleteReference, editReference, getReference } from "@/modules/settings/server";
import { editReferenceSchema } from "@/modules/settings";

type Params = { id: string };

export const GET = apiHandler<undefined, undefined, Params>({}, async ({ user, params }) => {
  return Response.json({ ok: true, reference: await getReference(user, params.id) });
});

export const PATCH = apiHandler<typeof editReferenceSchema, undefined, Params>(
  { body: editReferenceSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body, params }) => {
    await enforce(LIMITS.guidelineEditPerUser, user.id);
    return Response.json({ ok: true, reference: await editReference(user, params.id, body) });
  },
);

export const DELETE = apiHandler<undefined, undefined, Params>({}, async ({ user, params }) => {
  await deleteReference(user, params.id);
  return Response.json({ ok: true });
});
