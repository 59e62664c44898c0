import "server-only";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { storage } from "@/lib/server/storage";
import { completeUpload, presignUpload } from "@/modules/runs/server";
import { DOCUMENT_KIND_LABELS, type ActivityDocumentView, type DocumentKind } from "../lib/fields";
import { ACTIVITY_DOCUMENT_GROUP } from "../lib/requests";
import { ACTIVITY_DOCUMENT_PURPOSE, MAX_DOCUMENTS_PER_ACTIVITY, requireActivity } from "./activities";
import { recordActivityEvent } from "./activity-audit";

const fullMessage = `An activity holds at most ${MAX_DOCUMENTS_PER_ACTIVITY} documents.`;

/**
 * An activity's documents: uploaded once through the tool attachments' presigned POST and checks
 * (modules/runs/server/attachments.ts), filed under the "activity" purpose, which the 24-hour attachment sweep
 * never touches; kept until removed here, the activity is deleted, or the org's automatic deletion removes them.
 */
export async function presignActivityDocument(
  user: SessionUser,
  activityId: string,
  input: { filename: string; size: number },
) {
  await requireActivity(user, activityId);
  const count = await db().activityDocument.count({ where: { orgId: user.orgId, activityId } });
  if (count >= MAX_DOCUMENTS_PER_ACTIVITY) throw errors.conflict(fullMessage);
  return presignUpload(user, ACTIVITY_DOCUMENT_GROUP, input, ACTIVITY_DOCUMENT_PURPOSE);
}

/**
 * Confirms the upload (sealed and checked, or refused with the reason) and files it under the activity. The cap
 * is counted again here, not only at presign: uploads started while places were left (or through another
 * activity) must not carry the activity past it. Filing locks the activity's row, so two adds at once are counted
 * one after the other; a file checked but not filed (full, or the activity deleted meanwhile) is deleted.
 */
export async function addActivityDocument(
  user: SessionUser,
  activityId: string,
  input: { fileId: string; kind: DocumentKind },
): Promise<ActivityDocumentView> {
  const activity = await requireActivity(user, activityId);
  const full = async (client: Pick<Prisma.TransactionClient, "activityDocument">) =>
    (await client.activityDocument.count({ where: { orgId: user.orgId, activityId } })) >=
    MAX_DOCUMENTS_PER_ACTIVITY;
  // Before the checks of the bytes: a full activity costs no scan (the pending upload is swept as abandoned).
  if (await full(db())) throw errors.conflict(fullMessage);
  const file = await completeUpload(user, input.fileId, ACTIVITY_DOCUMENT_GROUP, ACTIVITY_DOCUMENT_PURPOSE);
  const row = await db()
    .$transaction(async (tx) => {
      const locked = await tx.activity.updateMany({
        where: { id: activityId, orgId: user.orgId },
        data: { updatedAt: new Date() },
      });
      if (locked.count !== 1) throw errors.notFound("Activity not found.");
      if (await full(tx)) throw errors.conflict(fullMessage);
      return tx.activityDocument.create({
        data: { orgId: user.orgId, activityId, fileId: file.id, kind: input.kind, addedBy: user.id },
      });
    })
    .catch(async (error: unknown) => {
      await deleteFilesOf(user.orgId, [file.id]);
      throw error;
    });
  await recordActivityEvent(user, "activity.document.add", activity.reference, {
    fileId: file.id,
    filename: file.name,
    kind: input.kind,
  });
  return {
    id: row.id,
    fileId: file.id,
    name: file.name,
    size: file.size,
    kind: input.kind,
    kindLabel: DOCUMENT_KIND_LABELS[input.kind],
    addedAt: row.createdAt.toISOString(),
  };
}

async function requireDocument(user: SessionUser, activityId: string, documentId: string) {
  const activity = await requireActivity(user, activityId);
  const document = await db().activityDocument.findFirst({
    where: { id: documentId, activityId, orgId: user.orgId },
    select: { id: true, fileId: true, kind: true },
  });
  if (!document) throw errors.notFound("Document not found.");
  return { activity, document };
}

export async function setDocumentKind(
  user: SessionUser,
  activityId: string,
  documentId: string,
  kind: DocumentKind,
): Promise<void> {
  const { activity, document } = await requireDocument(user, activityId, documentId);
  await db().activityDocument.update({ where: { id: document.id }, data: { kind } });
  await recordActivityEvent(user, "activity.document.kind", activity.reference, {
    fileId: document.fileId,
    from: document.kind,
    to: kind,
  });
}

export async function removeActivityDocument(
  user: SessionUser,
  activityId: string,
  documentId: string,
): Promise<void> {
  const { activity, document } = await requireDocument(user, activityId, documentId);
  await db().activityDocument.delete({ where: { id: document.id } });
  await deleteFilesOf(user.orgId, [document.fileId]);
  await recordActivityEvent(user, "activity.document.remove", activity.reference, {
    fileId: document.fileId,
  });
}

/** Deletes the activity with its documents (rows and bytes); what was done under its reference stays. */
export async function deleteActivity(user: SessionUser, activityId: string): Promise<void> {
  const activity = await requireActivity(user, activityId);
  const documents = await db().activityDocument.findMany({
    where: { orgId: user.orgId, activityId },
    select: { fileId: true },
  });
  await db().activity.delete({ where: { id: activityId } });
  await deleteFilesOf(
    user.orgId,
    documents.map((d) => d.fileId),
  );
  await recordActivityEvent(user, "activity.delete", activity.reference, { documents: documents.length });
}

/**
 * Deletes the org's activity files among `fileIds` (bytes first, then rows) unless another activity still
 * files them, and the text read from them (the extraction cache keyed by content) unless another stored file,
 * of any org, still has the same bytes. Returns how many were deleted.
 */
export async function deleteFilesOf(orgId: string, fileIds: readonly string[]): Promise<number> {
  if (!fileIds.length) return 0;
  const stillFiled = new Set(
    (
      await db().activityDocument.findMany({
        where: { orgId, fileId: { in: [...fileIds] } },
        select: { fileId: true },
      })
    ).map((d) => d.fileId),
  );
  const files = await db().storedFile.findMany({
    where: {
      orgId,
      id: { in: fileIds.filter((id) => !stillFiled.has(id)) },
      purpose: ACTIVITY_DOCUMENT_PURPOSE,
    },
    select: { id: true, key: true, sha256: true },
  });
  for (const file of files) {
    await storage().delete(file.key);
    await db().storedFile.deleteMany({ where: { id: file.id } });
  }
  await forgetTextOf(files.flatMap((file) => (file.sha256 ? [file.sha256] : [])));
  return files.length;
}

/** The cached text of contents no stored file has any more: a document's text does not outlive it. */
export async function forgetTextOf(hashes: readonly string[]): Promise<void> {
  if (!hashes.length) return;
  const kept = await db().storedFile.findMany({
    where: { sha256: { in: [...hashes] } },
    select: { sha256: true },
  });
  const keptHashes = new Set(kept.map((file) => file.sha256));
  await db().extractedText.deleteMany({
    where: { sha256: { in: hashes.filter((hash) => !keptHashes.has(hash)) } },
  });
}
