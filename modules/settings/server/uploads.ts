import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { extensionOf } from "@/lib/files/file-signatures";
import type { FrameworkSource } from "@/lib/frameworks/options";
import { GUIDELINE_FILE, guidelineContentType, guidelineFileProblem } from "@/lib/files/guideline-files";
import { safeFilename } from "@/lib/files/contact-attachment";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { checkOrgTemplateInPool, checkUploadInPool } from "@/lib/documents/pool";
import { AppError, errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { enqueueJob, kickJobs } from "@/lib/server/jobs";
import {
  ALREADY_CONFIRMED,
  pendingUpload,
  sealUpload,
  storage,
  unsealedConflict,
  uploadKeyOf,
} from "@/lib/server/storage";
import { referenceSelect, toLibraryRef } from "./references";

/** A presigned upload is valid this long; the browser starts it at once. */
export const UPLOAD_POLICY_SECONDS = 10 * 60;
const ZIP_EXTENSIONS = new Set(["docx", "xlsx", "pptx"]);

export type PresignInput = { source: FrameworkSource; filename: string; size: number };

/**
 * Step 1 of an upload: checks name and size, records a pending file and returns a POST policy
 * that only accepts this key, this content type and 1 byte..25 MB.
 */
export async function presignUpload(user: SessionUser, input: PresignInput) {
  const problem = guidelineFileProblem(input.filename, input.size);
  if (problem) {
    const status = problem.kind === "tooLarge" ? 413 : problem.kind === "unsupported" ? 415 : 400;
    const code =
      status === 413 ? "payload_too_large" : status === 415 ? "unsupported_media_type" : "validation_error";
    throw new AppError(code, status, problem.message);
  }
  // The content type comes from the extension, never from the browser's guess.
  const contentType = guidelineContentType(input.filename)!;
  const filename = safeFilename(input.filename);
  const fileId = randomUUID();
  const key = buildObjectKey({ orgId: user.orgId, source: input.source, fileId, filename });
  const post = await storage().presignPost({
    key,
    contentType,
    minBytes: 1,
    maxBytes: GUIDELINE_FILE.maxBytes,
    expiresInSeconds: UPLOAD_POLICY_SECONDS,
  });
  await db().storedFile.create({
    data: {
      id: fileId,
      orgId: user.orgId,
      key,
      filename,
      contentType,
      size: input.size,
      source: input.source,
      expiresAt: post.expiresAt,
      createdBy: user.id,
    },
  });
  if (Math.random() < 0.05) void sweepAbandonedUploads().catch(() => undefined);
  return { url: post.url, fields: post.fields, fileId, expiresAt: post.expiresAt.toISOString() };
}

export type CompleteInput = { title?: string; tags: string[]; notes: string };

/**
 * Step 3: the bytes are in storage. They are first sealed: moved to a key no upload policy grants, so posting
 * the form again cannot change them. The sealed bytes must be the type the name says (magic numbers and
 * PDF structure, no macros, no zip bomb); otherwise they are deleted with the row (422). Then the
 * row points at the sealed key, the reference is created and text extraction is queued, so the request does
 * not wait for it. Of two confirms of one upload, one wins; the other gets 409 and leaves nothing behind.
 */
export async function completeUpload(user: SessionUser, fileId: string, input: CompleteInput) {
  const file = pendingUpload(
    await db().storedFile.findFirst({
      where: { id: fileId, orgId: user.orgId, source: { not: null } },
      select: { id: true, key: true, filename: true, source: true, uploadStatus: true },
    }),
  );
  const { source } = file;
  if (!source) throw errors.notFound("No pending upload with this id in your organisation.");
  // The policy caps the size, but not every S3-compatible service enforces policies: sealUpload checks it again.
  const sealed = await sealUpload(storage(), file.key, GUIDELINE_FILE.maxBytes);
  if (sealed.status === "missing" || sealed.status === "taken") throw unsealedConflict(sealed);
  if (sealed.status === "too_large") {
    await discardUpload(file.id, file.key);
    throw new AppError(
      "payload_too_large",
      413,
      `File ${file.filename} is too large. Maximum size is ${GUIDELINE_FILE.maxMB}MB.`,
    );
  }
  const { key, bytes } = sealed;
  const problem = await contentProblem(file.filename, bytes);
  if (problem) {
    await discardUpload(file.id, file.key, key);
    throw errors.unprocessable(problem);
  }
  // A drafting template may not name prototype properties in its placeholders nor change their delimiters, and
  // its text is capped (S35): read in the extraction pool, refused with the reason.
  const templateProblem = await checkOrgTemplateInPool(file.filename, input.tags, bytes);
  if (templateProblem) {
    await discardUpload(file.id, file.key, key);
    throw errors.unprocessable(templateProblem);
  }
  let reference;
  try {
    reference = await db().$transaction(async (tx) => {
      const claimed = await tx.storedFile.updateMany({
        where: { id: file.id, uploadStatus: "pending" },
        // expiresAt stays: until the policy has expired, the upload key is swept of replays (sweepUsedUploadKeys).
        data: {
          key,
          uploadStatus: "uploaded",
          size: bytes.byteLength,
          sha256: sha256(bytes),
          uploadedAt: new Date(),
        },
      });
      if (claimed.count !== 1) throw errors.conflict(ALREADY_CONFIRMED);
      const row = await tx.guidelineRef.create({
        data: {
          orgId: user.orgId,
          source,
          kind: "file",
          title: input.title || file.filename,
          tags: input.tags,
          notes: input.notes,
          fileId: file.id,
          createdBy: user.id,
        },
        select: referenceSelect,
      });
      await enqueueJob(tx, { kind: "extract_file", payload: { fileId: file.id }, orgId: user.orgId });
      await tx.auditEvent.create({
        data: { orgId: user.orgId, userId: user.id, action: "guideline.upload", detail: { fileId: file.id } },
      });
      return row;
    });
  } catch (error) {
    await storage().delete(key); // rolled back: nothing points at this sealed copy
    throw error;
  }
  kickJobs();
  return toLibraryRef(reference);
}

/** Magic numbers, structure, macros and the zip guard, in the extraction pool (off the event loop). */
async function contentProblem(filename: string, bytes: Uint8Array): Promise<string | null> {
  const ext = extensionOf(filename);
  const verdict = await checkUploadInPool(bytes, ext, { archive: ZIP_EXTENSIONS.has(ext) });
  if (verdict.ok) return null;
  return verdict.problem === "mismatch"
    ? `File ${filename} does not match its type (.${ext}). Upload the original file.`
    : `File ${filename} was refused: ${verdict.reason}`;
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Deletes a refused or abandoned upload: its bytes (at the upload key and, once sealed, the sealed key) and its
 * row, unless a concurrent confirm has meanwhile filed it.
 */
async function discardUpload(fileId: string, uploadKey: string, sealedKey?: string): Promise<void> {
  await storage().delete(uploadKey);
  if (sealedKey) await storage().delete(sealedKey);
  await db().storedFile.deleteMany({ where: { id: fileId, uploadStatus: "pending" } });
}

/** Pending uploads whose policy expired an hour ago were abandoned: remove their rows and any bytes. */
export async function sweepAbandonedUploads(now = new Date()): Promise<number> {
  const stale = await db().storedFile.findMany({
    where: { uploadStatus: "pending", expiresAt: { lt: new Date(now.getTime() - 60 * 60_000) } },
    select: { id: true, key: true },
    take: 100,
  });
  for (const file of stale) await discardUpload(file.id, file.key);
  await sweepUsedUploadKeys(now);
  return stale.length;
}

/** Margin for a storage service whose clock runs behind ours when it checks a policy's expiry. */
const REPLAY_CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * S3 keeps accepting a confirmed upload's form until its policy expires; a replay lands at the upload
 * key, which nothing reads since the row points at the sealed key. Once the policy has expired, this deletes
 * whatever is at the upload key of confirmed files and clears their expiresAt, so each is swept once. (The
 * local driver refuses replays, so there is nothing to find there.) Called with the abandoned-upload sweep.
 */
export async function sweepUsedUploadKeys(now = new Date()): Promise<number> {
  const done = await db().storedFile.findMany({
    where: { uploadStatus: "uploaded", expiresAt: { lt: new Date(now.getTime() - REPLAY_CLOCK_MARGIN_MS) } },
    select: { id: true, key: true },
    take: 100,
  });
  for (const file of done) {
    const uploadKey = uploadKeyOf(file.key);
    if (uploadKey) await storage().delete(uploadKey);
    await db().storedFile.updateMany({ where: { id: file.id, key: file.key }, data: { expiresAt: null } });
  }
  return done.length;
}
