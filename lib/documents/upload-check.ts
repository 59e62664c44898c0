/**
 * The content check of an uploaded file at confirm: the bytes must be what the name says (magic numbers, a
 * PDF's structure, no macros: lib/files/file-signatures.ts) and, for Office and other zip files, the archive
 * must pass the zip guard from its central directory (./zip-guard.ts). A scan of up to 25 MB and a walk of up
 * to thousands of directory entries: the server runs it in the extraction pool (./pool/check-in-pool.ts),
 * and this function is what the worker runs. Never throws: a damaged file is a verdict too.
 */
import { contentMatchesExtension } from "@/lib/files/file-signatures";
import { checkZip } from "./zip-guard";

export type ContentVerdict =
  | { ok: true }
  /** The bytes are not a genuine file of the extension's kind (or carry macros). */
  | { ok: false; problem: "mismatch" }
  /** The archive was refused by the zip guard; `reason` says why, for the uploader. */
  | { ok: false; problem: "archive"; reason: string };

export async function checkUploadContent(
  bytes: Uint8Array,
  extension: string,
  options: { archive: boolean },
): Promise<ContentVerdict> {
  if (!contentMatchesExtension(bytes, extension)) return { ok: false, problem: "mismatch" };
  if (options.archive) {
    const verdict = await checkZip(bytes);
    if (!verdict.ok) return { ok: false, problem: "archive", reason: verdict.reason };
  }
  return { ok: true };
}
