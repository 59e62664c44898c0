/**
 * One outcome per file offered to an attachment group (dropped or picked): added, or refused with exactly one
 * reason. Decided once, here, so the page states each file's fate once: added files become rows and count in
 * the 'Files Added' toast; refused files never become rows, and their reason is said under the group.
 * Pure (names, sizes and first bytes in, outcomes out): the browser and the tests share it. The server's
 * checks (presign, complete) stay the real gate; what they refuse later is turned into a refusal too.
 */
import { fieldMessage } from "@/lib/api/field-errors";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import { acceptsFile, fileExtension, fitsSize, type FileLike, type GroupProblem } from "./file-groups";
import { headMatchesExtension } from "./file-signatures";

/** A file as offered: its name and size, and its first bytes when they could be read (HEAD_BYTES). */
export type OfferedFile = FileLike & { head?: Uint8Array };

export type Refusal =
  /** Same name and size as a file already in the group (or earlier in the same batch). */
  | { code: "duplicate"; file: string }
  | { code: "unsupported"; file: string; ext: string; accepted: readonly string[] }
  | { code: "tooLarge"; file: string; maxMB: number }
  /** The name says one type, the first bytes another (a text file renamed .pdf). */
  | { code: "contentMismatch"; file: string; ext: string }
  /** The group was already full when this file's turn came. */
  | { code: "tooMany"; file: string; max: number }
  /** The server refused the upload; its message says why (e.g. a PDF without a PDF's structure). */
  | { code: "serverRefused"; file: string; message: string }
  /** The upload did not reach the server (network). */
  | { code: "uploadFailed"; file: string };

export type UploadOutcome<T> = { file: T; added: true } | { file: T; added: false; refusal: Refusal };

type GroupRules = Pick<AttachmentGroup, "accept" | "maxFiles" | "maxFileSizeMB">;

const sameFile = (a: FileLike, b: FileLike) => a.name === b.name && a.size === b.size;

/** The one reason a file cannot join the group now, or null when it can. The first rule that fails wins. */
function refusalOf(group: GroupRules, kept: readonly FileLike[], file: OfferedFile): Refusal | null {
  const ext = fileExtension(file.name);
  if (kept.some((other) => sameFile(other, file))) return { code: "duplicate", file: file.name };
  if (!acceptsFile(group, file.name))
    return { code: "unsupported", file: file.name, ext: ext || file.name, accepted: group.accept };
  if (!fitsSize(group, file.size)) return { code: "tooLarge", file: file.name, maxMB: group.maxFileSizeMB };
  // No bytes read (the browser could not): the server's check decides.
  if (file.head && !headMatchesExtension(file.head, ext.slice(1)))
    return { code: "contentMismatch", file: file.name, ext };
  // Last, so a file refused for itself never takes a slot and a wrong file is not blamed on the count.
  if (kept.length >= group.maxFiles) return { code: "tooMany", file: file.name, max: group.maxFiles };
  return null;
}

/**
 * The outcome of every offered file, in order, given the files the group already holds (uploaded or
 * uploading). Files added earlier in the batch count as held, for duplicates and for the slots.
 */
export function decideUploads<T extends OfferedFile>(
  group: GroupRules,
  held: readonly FileLike[],
  offered: readonly T[],
): { outcomes: UploadOutcome<T>[]; added: T[]; refused: Refusal[] } {
  const kept: FileLike[] = [...held];
  const outcomes: UploadOutcome<T>[] = [];
  for (const file of offered) {
    const refusal = refusalOf(group, kept, file);
    if (refusal) outcomes.push({ file, added: false, refusal });
    else {
      kept.push(file);
      outcomes.push({ file, added: true });
    }
  }
  return {
    outcomes,
    added: outcomes.flatMap((outcome) => (outcome.added ? [outcome.file] : [])),
    refused: outcomes.flatMap((outcome) => (outcome.added ? [] : [outcome.refusal])),
  };
}

/**
 * The refusal of an upload the server did not confirm: its message when it refused the file (a 4xx such as
 * 413/415/422 says which rule failed), else a failed upload (no answer, a server error, no readable reason).
 */
export function uploadRefusal(file: string, failure: { status: number; message?: string | null }): Refusal {
  return failure.status >= 400 && failure.status < 500 && failure.message
    ? { code: "serverRefused", file, message: failure.message }
    : { code: "uploadFailed", file };
}

/** '.pdf', '.docx' -> 'PDF, DOCX', as the group's limits line shows them. */
export function acceptedList(accept: readonly string[]): string {
  return accept.map((ext) => ext.replace(/^\./, "").toUpperCase()).join(", ");
}

/**
 * A refusal as a field message (lib/api/field-errors.ts): a key of common.json `validation` with its values;
 * the server's own sentence as it is. The type and size texts start with the spec's group messages.
 */
export function refusalMessage(refusal: Refusal): string {
  switch (refusal.code) {
    case "duplicate":
      return fieldMessage("validation.fileDuplicate", { file: refusal.file });
    case "unsupported":
      return fieldMessage("validation.fileRefusedType", {
        file: refusal.file,
        ext: refusal.ext,
        accepted: acceptedList(refusal.accepted),
      });
    case "tooLarge":
      return fieldMessage("validation.fileExceedsSize", { file: refusal.file, max: refusal.maxMB });
    case "contentMismatch":
      return fieldMessage("validation.fileContentMismatch", { file: refusal.file, ext: refusal.ext });
    case "tooMany":
      return fieldMessage("validation.fileOverLimit", { file: refusal.file, max: refusal.max });
    case "serverRefused":
      return refusal.message;
    case "uploadFailed":
      return fieldMessage("validation.fileUploadFailed", { file: refusal.file });
  }
}

/**
 * Which of a group's problems to show: 'At least one file is required.' only once the form asks for it and
 * while no file of the group is on its way (an upload in flight may be the valid file); the others always.
 */
export function visibleProblems(
  problems: readonly GroupProblem[],
  state: { showRequired: boolean; uploading: boolean },
): GroupProblem[] {
  return problems.filter(
    (problem) => problem.code !== "required" || (state.showRequired && !state.uploading),
  );
}

/**
 * Where each refusal is said: every one as a line under its group, kept until the next attempt (a toast is
 * gone before it can be read); a duplicate also by the spec's 'Duplicate Files' toast ('These files have
 * already been uploaded.').
 */
export function announceRefusals(refused: readonly Refusal[]): {
  duplicateToast: boolean;
  lines: Refusal[];
} {
  return {
    duplicateToast: refused.some((refusal) => refusal.code === "duplicate"),
    lines: [...refused],
  };
}
