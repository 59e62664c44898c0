import "server-only";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { ATTACHMENT_PURPOSE, REFERENCE_PURPOSE } from "./attachments";

/**
 * Runs that use an activity's documents (issue 35): a tool or review opened from an activity names the
 * activity's files by id instead of uploading them again. Here, because the run pipeline must not depend on the
 * activities feature (which files its uploads through this one): the two share the tables and this purpose.
 * Equal to modules/activities ACTIVITY_DOCUMENT_PURPOSE (checked by tests/integration/activity-runs.test.ts).
 */
export const ACTIVITY_FILE_PURPOSE = "activity";
/** Equal to modules/activities MAX_DOCUMENTS_PER_ACTIVITY. */
const MAX_DOCUMENTS_PER_ACTIVITY = 200;

export type ActivityFileRow = {
  id: string;
  key: string;
  filename: string;
  size: number;
  sha256: string | null;
};

/**
 * The activity documents among `ids` a run for `activityReference` may use: files of the org, uploaded, and
 * documents of the org's activity with that reference. `refused`: the ids that are activity documents but not of
 * that activity (another activity's, or none given); files of another org are never seen at all.
 */
export async function findActivityFiles(
  orgId: string,
  activityReference: string | null,
  ids: readonly string[],
): Promise<{ rows: ActivityFileRow[]; refused: string[] }> {
  if (!ids.length) return { rows: [], refused: [] };
  const files = await db().storedFile.findMany({
    where: { id: { in: [...ids] }, orgId, purpose: ACTIVITY_FILE_PURPOSE, uploadStatus: "uploaded" },
    select: { id: true, key: true, filename: true, size: true, sha256: true },
  });
  if (!files.length) return { rows: [], refused: [] };
  const activity = activityReference
    ? await db().activity.findUnique({
        where: { orgId_reference: { orgId, reference: activityReference } },
        select: { id: true },
      })
    : null;
  const ofActivity = activity
    ? new Set(
        (
          await db().activityDocument.findMany({
            where: { orgId, activityId: activity.id, fileId: { in: files.map((file) => file.id) } },
            select: { fileId: true },
          })
        ).map((document) => document.fileId),
      )
    : new Set<string>();
  return {
    rows: files.filter((file) => ofActivity.has(file.id)),
    refused: files.filter((file) => !ofActivity.has(file.id)).map((file) => file.id),
  };
}

/** The 400's message when a run names documents of another activity: nothing was run, nothing was removed. */
export function foreignActivityFilesMessage(activityReference: string | null, count: number): string {
  const files = count === 1 ? "One chosen document is" : `${count} chosen documents are`;
  return activityReference
    ? `${files} not among the documents of activity ${activityReference}. Nothing was run and no file was removed: choose from this activity's documents or upload the file again.`
    : `${files} kept with an activity, but this run names no Activity ID. Nothing was run and no file was removed: enter the activity's ID or upload the file again.`;
}

/**
 * A run made for an existing activity files its new uploads among the activity's documents (kind from the group
 * they were uploaded to), so the next tool opened from the activity offers them instead of asking again. They
 * leave the 24-hour attachment sweep: the activity keeps them until deleted. No activity with that reference:
 * nothing changes (the run is still tied to the reference it names).
 */
export async function fileUploadsWithActivity(
  tx: Prisma.TransactionClient,
  user: SessionUser,
  activityReference: string | null,
  uploads: readonly { fileId: string; kind: string }[],
): Promise<number> {
  if (!activityReference || !uploads.length) return 0;
  const activity = await tx.activity.findUnique({
    where: { orgId_reference: { orgId: user.orgId, reference: activityReference } },
    select: { id: true },
  });
  if (!activity) return 0;
  // Only this org's run attachments move; an activity document (or anything else) stays what it is.
  const movable = await tx.storedFile.findMany({
    where: {
      id: { in: uploads.map((upload) => upload.fileId) },
      orgId: user.orgId,
      purpose: { in: [ATTACHMENT_PURPOSE, REFERENCE_PURPOSE] },
      uploadStatus: "uploaded",
    },
    select: { id: true, filename: true },
  });
  const room =
    MAX_DOCUMENTS_PER_ACTIVITY - (await tx.activityDocument.count({ where: { activityId: activity.id } }));
  const ids = new Set(movable.map((file) => file.id));
  const filed = uploads.filter((upload) => ids.has(upload.fileId)).slice(0, Math.max(0, room));
  if (filed.length)
    await tx.storedFile.updateMany({
      where: { id: { in: filed.map((upload) => upload.fileId) }, orgId: user.orgId },
      data: { purpose: ACTIVITY_FILE_PURPOSE, expiresAt: null },
    });
  await forgetSavedReferencesOf(tx, user.orgId, uploads);
  if (!filed.length) return 0;
  await tx.activityDocument.createMany({
    data: filed.map((upload) => ({
      orgId: user.orgId,
      activityId: activity.id,
      fileId: upload.fileId,
      kind: upload.kind,
      addedBy: user.id,
    })),
    skipDuplicates: true,
  });
  // As a document added on the activity's page is (modules/activities), so the activity's audit trail shows it.
  const names = new Map(movable.map((file) => [file.id, file.filename]));
  await tx.auditEvent.createMany({
    data: filed.map((upload) => ({
      orgId: user.orgId,
      userId: user.id,
      action: "activity.document.add",
      detail: {
        activityId: activityReference,
        fileId: upload.fileId,
        filename: names.get(upload.fileId) ?? "",
        kind: upload.kind,
      },
    })),
  });
  return filed.length;
}

/**
 * A file that is now an activity's document is no saved reference any more (of this activity or another): the
 * activity keeps it and offers it, and deletes it when the member removes the document. A saved reference left
 * pointing at it would offer, for another activity, a document a run of that activity refuses, and would outlive
 * the file. Files that stayed run attachments (no room in the activity) keep their saved references.
 */
async function forgetSavedReferencesOf(
  tx: Prisma.TransactionClient,
  orgId: string,
  uploads: readonly { fileId: string }[],
): Promise<void> {
  const ofActivity = await tx.storedFile.findMany({
    where: { id: { in: uploads.map((upload) => upload.fileId) }, orgId, purpose: ACTIVITY_FILE_PURPOSE },
    select: { id: true },
  });
  if (ofActivity.length)
    await tx.savedReference.deleteMany({
      where: { orgId, fileId: { in: ofActivity.map((file) => file.id) } },
    });
}
