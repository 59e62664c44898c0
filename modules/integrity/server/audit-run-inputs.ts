import "server-only";
import { db } from "@/lib/server/db";

// A tool run's inputs for the archive's runs: its uploaded attachments with the SHA-256 recorded at upload.

/** The ids of a tool run's attachments as the run stored them: [{ id, name, groupId }]. */
function attachmentIds(attachments: unknown): string[] {
  if (!Array.isArray(attachments)) return [];
  return attachments.flatMap((item: unknown) => {
    const id = (item as { id?: unknown } | null)?.id;
    return typeof id === "string" ? [id] : [];
  });
}

export type FileHash = { name: string; sha256: string };

/** The SHA-256 recorded for each attachment of the runs, by file id (files stored without one are left out). */
export async function hashesOfAttachments(
  orgId: string,
  runs: readonly { attachments: unknown }[],
): Promise<Map<string, FileHash>> {
  const ids = [...new Set(runs.flatMap((run) => attachmentIds(run.attachments)))];
  const hashes = new Map<string, FileHash>();
  // In slices: a period may hold tens of thousands of attachments, more than one IN list should carry.
  for (let start = 0; start < ids.length; start += 5_000) {
    const files = await db().storedFile.findMany({
      where: { orgId, id: { in: ids.slice(start, start + 5_000) }, sha256: { not: null } },
      select: { id: true, filename: true, sha256: true },
    });
    for (const file of files) hashes.set(file.id, { name: file.filename, sha256: file.sha256! });
  }
  return hashes;
}

export const inputsOf = (attachments: unknown, hashes: Map<string, FileHash>) =>
  attachmentIds(attachments).flatMap((id) => {
    const hash = hashes.get(id);
    return hash ? [hash] : [];
  });
