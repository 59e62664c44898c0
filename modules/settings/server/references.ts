import "server-only";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import type { Prisma } from "@/lib/server/generated/prisma/client";

/** The columns a library row needs; responses select fields, never whole rows. */
export const referenceSelect = {
  id: true,
  source: true,
  kind: true,
  title: true,
  url: true,
  tags: true,
  notes: true,
  createdAt: true,
  file: {
    select: {
      id: true,
      size: true,
      contentType: true,
      uploadedAt: true,
      extractionStatus: true,
      extractionError: true,
      // "Indexed for search" is only said of a file whose passages are in the index.
      _count: { select: { chunks: true } },
    },
  },
} satisfies Prisma.GuidelineRefSelect;

export type ReferenceRow = Prisma.GuidelineRefGetPayload<{ select: typeof referenceSelect }>;

export function fileUrl(referenceId: string): string {
  return `/api/settings/guidelines/${referenceId}/file`;
}

/**
 * A database row as the Guidelines Library row. Files carry their stored file's id, not an s3Key:
 * where a file lives in storage is the server's business, and the id is all a client can use.
 */
export function toLibraryRef(row: ReferenceRow): LibraryRef & { fileId?: string } {
  const base = { id: row.id, source: row.source, title: row.title, tags: row.tags, notes: row.notes };
  if (row.kind === "link" || !row.file) {
    return { ...base, kind: "link", url: row.url ?? "", uploadedAt: row.createdAt.toISOString() };
  }
  return {
    ...base,
    kind: "file",
    url: fileUrl(row.id),
    fileId: row.file.id,
    size: row.file.size,
    contentType: row.file.contentType,
    uploadedAt: (row.file.uploadedAt ?? row.createdAt).toISOString(),
    extraction: {
      status: row.file.extractionStatus,
      error: row.file.extractionError,
      chunks: row.file._count.chunks,
    },
  };
}
