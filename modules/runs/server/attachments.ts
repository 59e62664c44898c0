import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { getTool, isToolId } from "@/lib/catalogue";
import { reviewModule, uploadGroupsOf, type AttachmentOwner } from "@/lib/catalogue/review-services";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import { safeFilename } from "@/lib/files/contact-attachment";
import { extensionOf } from "@/lib/files/file-signatures";
import {
  acceptsFile,
  attachmentContentType,
  fileExtension,
  fitsSize,
  groupProblemText,
} from "@/lib/files/file-groups";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { checkUploadInPool } from "@/lib/documents/pool";
import { AppError, errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { pruneExtractedText } from "@/lib/server/extraction-pool";
import { sweepAbandonedUploads } from "@/modules/settings/server";
import {
  ALREADY_CONFIRMED,
  pendingUpload,
  sealUpload,
  storage,
  unsealedConflict,
} from "@/lib/server/storage";

/**
 * Tool attachments: uploaded straight to storage with the same presigned-POST flow as guideline
 * files, checked on completion (magic numbers, macros, zip bombs), then referenced by id in a run.
 * The policy pages say so: run attachments are deleted 24 hours after upload (activity documents are kept).
 */
export const ATTACHMENT_PURPOSE = "attachment";
/** An attachment kept as a saved reference of an activity: used like one, but not swept. */
export const REFERENCE_PURPOSE = "reference";
export const ATTACHMENT_RETENTION_MS = 24 * 60 * 60_000;
const POLICY_SECONDS = 10 * 60;
const ZIP_BASED = new Set(["docx", "xlsx", "zip", "odt"]);

export type AttachmentView = { id: string; name: string; size: number; groupId: string };

/** The upload groups of the attachment's owner: a tool's groups, or a review module's slots. */
function groupsOf(owner: AttachmentOwner): readonly AttachmentGroup[] {
  if ("toolId" in owner) return isToolId(owner.toolId) ? getTool(owner.toolId).attachmentGroups : [];
  const review = reviewModule(owner.serviceId, owner.subserviceId);
  return review ? uploadGroupsOf(review) : [];
}

function groupOf(owner: AttachmentOwner, groupId: string): AttachmentGroup {
  const group = groupsOf(owner).find((g) => g.id === groupId);
  if (!group)
    throw new AppError("validation_error", 400, "Unknown attachment group.", {
      groupId: ["validation.choice"],
    });
  return group;
}

export async function presignAttachment(
  user: SessionUser,
  input: { owner: AttachmentOwner; groupId: string; filename: string; size: number },
) {
  return presignUpload(user, groupOf(input.owner, input.groupId), input, ATTACHMENT_PURPOSE);
}

/**
 * The presign of any checked upload into a group's rules, filed under `purpose` (and its key's source): tool
 * attachments ("attachment", swept after 24 hours) and activity documents ("activity", kept until deleted).
 */
export async function presignUpload(
  user: SessionUser,
  group: AttachmentGroup,
  input: { filename: string; size: number },
  purpose: string,
) {
  if (!acceptsFile(group, input.filename)) {
    throw new AppError(
      "unsupported_media_type",
      415,
      groupProblemText({
        code: "unsupported",
        file: input.filename,
        ext: fileExtension(input.filename) || input.filename,
      }),
    );
  }
  if (!fitsSize(group, input.size))
    throw new AppError(
      "payload_too_large",
      413,
      groupProblemText({ code: "tooLarge", file: input.filename, maxMB: group.maxFileSizeMB }),
    );
  const filename = safeFilename(input.filename);
  const contentType = attachmentContentType(filename);
  const fileId = randomUUID();
  const source = purpose === ATTACHMENT_PURPOSE ? "attachments" : purpose;
  const key = buildObjectKey({ orgId: user.orgId, source, fileId, filename });
  const maxBytes = group.maxFileSizeMB * 1024 * 1024;
  const post = await storage().presignPost({
    key,
    contentType,
    minBytes: 1,
    maxBytes,
    expiresInSeconds: POLICY_SECONDS,
  });
  await db().storedFile.create({
    data: {
      id: fileId,
      orgId: user.orgId,
      key,
      filename,
      contentType,
      size: input.size,
      purpose,
      expiresAt: post.expiresAt,
      createdBy: user.id,
    },
  });
  // Housekeeping rides on uploads, as for guideline files: no scheduler needed on one machine or many.
  if (Math.random() < 0.05)
    void Promise.all([sweepExpiredAttachments(), sweepAbandonedUploads()]).catch(() => undefined);
  return { url: post.url, fields: post.fields, fileId, expiresAt: post.expiresAt.toISOString() };
}

/**
 * Confirms an upload: the object is sealed first (moved to a key no upload policy grants, so the form cannot
 * replace it), and the sealed bytes must be what the name says; otherwise object and row are deleted
 * (422). Runs and reviews read the key stored here, i.e. the checked bytes.
 */
export async function completeAttachment(
  user: SessionUser,
  fileId: string,
  owner: AttachmentOwner,
  groupId: string,
): Promise<AttachmentView> {
  const file = await completeUpload(user, fileId, groupOf(owner, groupId), ATTACHMENT_PURPOSE);
  return { ...file, groupId };
}

/** The completion of presignUpload: the same seal and checks, for an upload filed under `purpose`. */
export async function completeUpload(
  user: SessionUser,
  fileId: string,
  group: AttachmentGroup,
  purpose: string,
): Promise<{ id: string; name: string; size: number }> {
  const file = pendingUpload(
    await db().storedFile.findFirst({
      where: { id: fileId, orgId: user.orgId, purpose },
      select: { id: true, key: true, filename: true, uploadStatus: true },
    }),
  );
  const sealed = await sealUpload(storage(), file.key, group.maxFileSizeMB * 1024 * 1024);
  if (sealed.status === "missing" || sealed.status === "taken") throw unsealedConflict(sealed);
  if (sealed.status === "too_large") {
    await discardUpload(file.id, file.key);
    throw new AppError(
      "payload_too_large",
      413,
      groupProblemText({ code: "tooLarge", file: file.filename, maxMB: group.maxFileSizeMB }),
    );
  }
  const { key, bytes } = sealed;
  const ext = extensionOf(file.filename);
  // Text files are checked by content; everything else by magic number, PDFs by structure too (no polyglots);
  // zip files by the zip guard. In the extraction pool, so a 25 MB scan never holds the event loop.
  const verdict = await checkUploadInPool(bytes, ext, { archive: ZIP_BASED.has(ext) });
  const problem = verdict.ok
    ? null
    : verdict.problem === "mismatch"
      ? `File ${file.filename} does not match its type (.${ext}). Attach the original file.`
      : `File ${file.filename} was refused: ${verdict.reason}`;
  if (problem) {
    await discardUpload(file.id, file.key, key);
    throw errors.unprocessable(problem);
  }
  const claimed = await db().storedFile.updateMany({
    where: { id: file.id, uploadStatus: "pending" },
    // expiresAt stays: until the policy has expired, the upload key is swept of replays (sweepUsedUploadKeys).
    data: {
      key,
      uploadStatus: "uploaded",
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      uploadedAt: new Date(),
    },
  });
  if (claimed.count !== 1) {
    await storage().delete(key); // another confirm of this upload won: nothing points at this copy
    throw errors.conflict(ALREADY_CONFIRMED);
  }
  return { id: file.id, name: file.filename, size: bytes.byteLength };
}

/** Removes one of the user's org's attachments (the × on a file row). Unknown ids are 404. */
export async function deleteAttachment(user: SessionUser, fileId: string): Promise<void> {
  const file = await db().storedFile.findFirst({
    where: { id: fileId, orgId: user.orgId, purpose: { in: [ATTACHMENT_PURPOSE, REFERENCE_PURPOSE] } },
    select: { id: true, key: true },
  });
  if (!file) throw errors.notFound("No attachment with this id in your organisation.");
  // A saved reference removed by its user is forgotten for every activity that kept it.
  await db().savedReference.deleteMany({ where: { orgId: user.orgId, fileId: file.id } });
  await discard(file.id, file.key);
}

/** The uploaded attachments of the org among `ids` (others are simply absent: the caller reports them). */
export async function findAttachments(orgId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return db().storedFile.findMany({
    where: {
      id: { in: [...ids] },
      orgId,
      purpose: { in: [ATTACHMENT_PURPOSE, REFERENCE_PURPOSE] },
      uploadStatus: "uploaded",
    },
    select: { id: true, key: true, filename: true, size: true, sha256: true },
  });
}

async function discard(fileId: string, key: string): Promise<void> {
  await storage().delete(key);
  await db().storedFile.deleteMany({ where: { id: fileId } });
}

/** A refused upload: its bytes at every key given, and its row unless a concurrent confirm has filed it. */
async function discardUpload(fileId: string, ...keys: string[]): Promise<void> {
  for (const key of keys) await storage().delete(key);
  await db().storedFile.deleteMany({ where: { id: fileId, uploadStatus: "pending" } });
}

/** Attachments older than the retention window are deleted with their bytes (called by the upload sweep). */
export async function sweepExpiredAttachments(now = new Date()): Promise<number> {
  const stale = await db().storedFile.findMany({
    where: {
      purpose: ATTACHMENT_PURPOSE,
      uploadStatus: "uploaded",
      uploadedAt: { lt: new Date(now.getTime() - ATTACHMENT_RETENTION_MS) },
    },
    select: { id: true, key: true },
    take: 100,
  });
  for (const file of stale) await discard(file.id, file.key);
  // Their text read for the runs goes too ("deleted 24 hours after upload"), and any other text whose last
  // file is gone; text of bytes another stored file still has is kept.
  if (stale.length) await pruneExtractedText();
  return stale.length;
}
