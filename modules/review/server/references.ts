import "server-only";
import { reviewServiceKey, type ReviewModule } from "@/lib/catalogue/review-services";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { ATTACHMENT_PURPOSE, REFERENCE_PURPOSE } from "@/modules/runs/server";
import type { AttachedRow } from "@/modules/runs/server";

export type SavedReferenceView = {
  fileId: string;
  name: string;
  size: number;
  groupId: string;
  savedAt: string;
};

/**
 * Saved references: the files of a module's reference slots are remembered for the activity, so
 * the next review of it can reuse them ('Yes, Use Saved'). A run replaces what was saved for each slot it
 * filled (an updated solicitation supersedes the old one). Saved files leave the 24-hour attachment sweep;
 * replaced ones that no other activity keeps go back to it.
 */
export async function saveReferences(
  tx: Prisma.TransactionClient,
  user: SessionUser,
  module: ReviewModule,
  activityId: string,
  rows: readonly AttachedRow[],
): Promise<void> {
  const referenceSlots = new Set(module.slots.filter((slot) => slot.reference).map((slot) => slot.id));
  const references = rows.filter((row) => referenceSlots.has(row.groupId));
  if (!references.length) return;
  const serviceKey = reviewServiceKey(module);
  const slot = {
    orgId: user.orgId,
    activityId,
    serviceKey,
    groupId: { in: [...new Set(references.map((row) => row.groupId))] },
  };
  const keptIds = references.map((row) => row.id);
  const replaced = await tx.savedReference.findMany({
    where: { ...slot, fileId: { notIn: keptIds } },
    select: { fileId: true },
  });
  await tx.savedReference.deleteMany({ where: slot });
  // Only run attachments become references: an activity's document stays the activity's (kept until deleted).
  await tx.storedFile.updateMany({
    where: {
      id: { in: keptIds },
      orgId: user.orgId,
      purpose: { in: [ATTACHMENT_PURPOSE, REFERENCE_PURPOSE] },
    },
    data: { purpose: REFERENCE_PURPOSE, expiresAt: null },
  });
  await tx.savedReference.createMany({
    data: references.map((row) => ({
      orgId: user.orgId,
      activityId,
      serviceKey,
      groupId: row.groupId,
      fileId: row.id,
    })),
    skipDuplicates: true,
  });
  await releaseUnreferenced(
    tx,
    user.orgId,
    replaced.map((ref) => ref.fileId),
  );
}

/** Files no saved reference points to any more become ordinary attachments again (the sweep deletes them). */
async function releaseUnreferenced(
  tx: Prisma.TransactionClient,
  orgId: string,
  fileIds: readonly string[],
): Promise<void> {
  if (!fileIds.length) return;
  const stillKept = new Set(
    (
      await tx.savedReference.findMany({
        where: { orgId, fileId: { in: [...fileIds] } },
        select: { fileId: true },
      })
    ).map((ref) => ref.fileId),
  );
  const released = fileIds.filter((id) => !stillKept.has(id));
  if (released.length)
    await tx.storedFile.updateMany({
      where: { id: { in: released }, orgId, purpose: REFERENCE_PURPOSE },
      data: { purpose: ATTACHMENT_PURPOSE },
    });
}

/** The references saved for an activity and module whose files still exist, newest first. */
export async function listReferences(
  user: SessionUser,
  module: ReviewModule,
  activityId: string,
): Promise<SavedReferenceView[]> {
  const saved = await db().savedReference.findMany({
    where: { orgId: user.orgId, activityId, serviceKey: reviewServiceKey(module) },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  if (!saved.length) return [];
  const files = await db().storedFile.findMany({
    where: { id: { in: saved.map((ref) => ref.fileId) }, orgId: user.orgId, uploadStatus: "uploaded" },
    select: { id: true, filename: true, size: true },
  });
  const byId = new Map(files.map((file) => [file.id, file]));
  return saved.flatMap((ref) => {
    const file = byId.get(ref.fileId);
    return file
      ? [
          {
            fileId: file.id,
            name: file.filename,
            size: file.size,
            groupId: ref.groupId,
            savedAt: ref.createdAt.toISOString(),
          },
        ]
      : [];
  });
}
