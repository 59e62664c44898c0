import { apiHandler } from "@/lib/server/api/handler";
import { findActivityByReference, listActivityDocuments } from "@/modules/activities/server";
import { draftListQuerySchema } from "@/modules/tools";

/**
 * GET /api/tools/activity-documents?activityId=: the documents of the org's activity with this Activity ID, which
 * a tool or review opened for it offers instead of a new upload. An ID the org keeps no activity for: none.
 */
export const GET = apiHandler<undefined, typeof draftListQuerySchema>(
  { query: draftListQuerySchema },
  async ({ user, query }) => {
    const reference = query.activityId?.trim() ?? "";
    const activity = reference ? await findActivityByReference(user, reference) : null;
    const documents = activity ? await listActivityDocuments(user, activity.id) : [];
    return Response.json({
      activity: activity && { reference: activity.reference, subject: activity.subject },
      documents: documents.map(({ fileId, name, size, kind, kindLabel }) => ({
        fileId,
        name,
        size,
        kind,
        kindLabel,
      })),
    });
  },
);
