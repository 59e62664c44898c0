import "server-only";
import { createHash } from "node:crypto";
import type { FrameworkSource } from "@/lib/frameworks/options";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { checkOrgTemplateInPool } from "@/lib/documents/pool";
import { ORG_TEMPLATE_TAG } from "@/lib/files/org-template-rules";
import { storage } from "@/lib/server/storage";
import { referenceSelect, toLibraryRef } from "./references";

export type NewLink = { source: FrameworkSource; title: string; url: string; tags: string[]; notes: string };
export type ReferenceEdit = { title?: string; url?: string; tags?: string[]; notes?: string };

export async function addLink(user: SessionUser, link: NewLink) {
  const row = await db().guidelineRef.create({
    data: { orgId: user.orgId, kind: "link", createdBy: user.id, ...link },
    select: referenceSelect,
  });
  return toLibraryRef(row);
}

/** One reference of the caller's org; another org's id is "not found", never revealed. */
export async function getReference(user: SessionUser, id: string) {
  const row = await db().guidelineRef.findFirst({
    where: { id, orgId: user.orgId },
    select: referenceSelect,
  });
  if (!row) throw errors.notFound("No such reference in your organisation.");
  return toLibraryRef(row);
}

export async function editReference(user: SessionUser, id: string, edit: ReferenceEdit) {
  const current = await db().guidelineRef.findFirst({
    where: { id, orgId: user.orgId },
    select: { kind: true, tags: true, file: { select: { key: true, filename: true } } },
  });
  if (!current) throw errors.notFound("No such reference in your organisation.");
  // Tagging a Word file "template" makes it a drafting template: held to the upload's placeholder rule (S35).
  const becomesTemplate =
    edit.tags?.includes(ORG_TEMPLATE_TAG) && !current.tags.includes(ORG_TEMPLATE_TAG) && current.file;
  if (becomesTemplate) {
    // Each re-tag reads the file again in the extraction pool: a member toggling the tag in a loop is throttled.
    await enforce(LIMITS.templateCheckPerUser, user.id);
    const { filename, key } = current.file!;
    // Bytes that cannot be read are no template anyway: the drafting tools skip a file they cannot read.
    const bytes = await storage()
      .read(key)
      .catch(() => null);
    const problem = bytes && (await checkOrgTemplateInPool(filename, edit.tags!, bytes));
    if (problem) throw errors.unprocessable(problem);
  }
  // A file's address is where its bytes are served; only a link's URL is the user's to change.
  const data = current.kind === "file" ? { ...edit, url: undefined } : edit;
  const row = await db().guidelineRef.update({ where: { id }, data, select: referenceSelect });
  return toLibraryRef(row);
}

/**
 * Deletes references of the caller's org with their stored files: rows first (the chunks go with the file
 * row), then the bytes. A failed byte delete leaves an unreachable object, never a row without its file.
 */
export async function deleteReferences(user: SessionUser, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db().guidelineRef.findMany({
    where: { id: { in: ids }, orgId: user.orgId },
    select: { id: true, title: true, fileId: true, file: { select: { key: true } } },
  });
  const fileIds = rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
  await db().$transaction(async (tx) => {
    await tx.guidelineRef.deleteMany({ where: { id: { in: rows.map((row) => row.id) }, orgId: user.orgId } });
    await tx.storedFile.deleteMany({ where: { id: { in: fileIds }, orgId: user.orgId } });
    await tx.auditEvent.create({
      data: {
        orgId: user.orgId,
        userId: user.id,
        action: "guideline.delete",
        detail: { ids: rows.map((row) => row.id) },
      },
    });
  });
  for (const row of rows) {
    if (row.file)
      await storage()
        .delete(row.file.key)
        .catch((error: Error) =>
          console.error(`storage delete failed for ${row.file!.key}: ${error.message}`),
        );
  }
  return rows.length;
}

export async function deleteReference(user: SessionUser, id: string): Promise<void> {
  if ((await deleteReferences(user, [id])) === 0)
    throw errors.notFound("No such reference in your organisation.");
}

/**
 * The stored bytes of a file reference, for download or preview: read at the key stored when the upload was
 * confirmed, and only if they are still the bytes checked then (their SHA-256), so what is served is what was
 * checked.
 */
export async function readReferenceFile(user: SessionUser, id: string) {
  const row = await db().guidelineRef.findFirst({
    where: { id, orgId: user.orgId, kind: "file" },
    select: {
      title: true,
      file: {
        select: { id: true, key: true, filename: true, contentType: true, uploadStatus: true, sha256: true },
      },
    },
  });
  if (!row?.file || row.file.uploadStatus !== "uploaded")
    throw errors.notFound("No such file in your organisation.");
  const bytes = await storage().read(row.file.key);
  if (row.file.sha256 && createHash("sha256").update(bytes).digest("hex") !== row.file.sha256) {
    console.error(
      JSON.stringify({
        level: "error",
        context: "readReferenceFile",
        message: "stored bytes differ from the checked upload",
        fileId: row.file.id,
        at: new Date().toISOString(),
      }),
    );
    throw errors.conflict("This file changed in storage after it was checked. Upload it again.");
  }
  return { bytes, filename: row.file.filename, contentType: row.file.contentType };
}
