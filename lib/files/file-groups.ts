/**
 * Attachment-group rules: accepted extensions (case-insensitive), a file limit and a size limit per
 * group. Adding files drops the ones that cannot fit silently and reports duplicates; validation names every
 * problem. Pure: works on {name, size} so the browser and the server share it.
 */
import { fieldMessage } from "@/lib/api/field-errors";
import type { AttachmentGroup } from "@/lib/catalogue/types";

export type FileLike = { name: string; size: number };

export type GroupProblem =
  | { code: "required" }
  | { code: "tooMany"; max: number }
  | { code: "tooLarge"; file: string; maxMB: number }
  | { code: "unsupported"; file: string; ext: string };

const MB = 1024 * 1024;

/** ".PDF" for "Report.PDF"; "" when the name has no extension. Lower-cased for matching. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : "";
}

export function acceptsFile(group: Pick<AttachmentGroup, "accept">, name: string): boolean {
  const ext = fileExtension(name);
  return ext !== "" && group.accept.some((accepted) => accepted.toLowerCase() === ext);
}

export function fitsSize(group: Pick<AttachmentGroup, "maxFileSizeMB">, size: number): boolean {
  return size <= group.maxFileSizeMB * MB;
}

const sameFile = (a: FileLike, b: FileLike) => a.name === b.name && a.size === b.size;

/**
 * Adding files to a group: a file with the same name and size as one already there is a duplicate
 * (the 'Duplicate Files' toast); files of a wrong type, over the size limit or beyond the remaining slots are
 * dropped without a message; the rest are added in order.
 */
export function addToGroup<T extends FileLike>(
  group: Pick<AttachmentGroup, "accept" | "maxFiles" | "maxFileSizeMB">,
  existing: readonly FileLike[],
  incoming: readonly T[],
): { files: FileLike[]; added: T[]; duplicates: T[]; dropped: T[] } {
  const files: FileLike[] = [...existing];
  const added: T[] = [];
  const duplicates: T[] = [];
  const dropped: T[] = [];
  for (const file of incoming) {
    if (files.some((kept) => sameFile(kept, file))) duplicates.push(file);
    else if (!acceptsFile(group, file.name) || !fitsSize(group, file.size) || files.length >= group.maxFiles)
      dropped.push(file);
    else {
      files.push(file);
      added.push(file);
    }
  }
  return { files, added, duplicates, dropped };
}

/** Every problem of a group's files, in the spec's order: required, count, then per file size and type. */
export function validateGroup(
  group: Pick<AttachmentGroup, "required" | "accept" | "maxFiles" | "maxFileSizeMB">,
  files: readonly FileLike[],
): GroupProblem[] {
  const problems: GroupProblem[] = [];
  if (group.required && files.length === 0) problems.push({ code: "required" });
  if (files.length > group.maxFiles) problems.push({ code: "tooMany", max: group.maxFiles });
  for (const file of files) {
    if (!fitsSize(group, file.size))
      problems.push({ code: "tooLarge", file: file.name, maxMB: group.maxFileSizeMB });
    if (!acceptsFile(group, file.name))
      problems.push({ code: "unsupported", file: file.name, ext: fileExtension(file.name) || file.name });
  }
  return problems;
}

/**
 * A problem as a field message (lib/api/field-errors.ts): a key of common.json `validation` with its values.
 * Field errors carry these; the browser shows "At least one file is required.", "{file}: exceeds {max} MB.", ...
 */
export function groupProblemMessage(problem: GroupProblem): string {
  switch (problem.code) {
    case "required":
      return "validation.filesRequired";
    case "tooMany":
      return fieldMessage("validation.filesTooMany", { max: problem.max });
    case "tooLarge":
      return fieldMessage("validation.fileExceedsSize", { file: problem.file, max: problem.maxMB });
    case "unsupported":
      return fieldMessage("validation.fileTypeUnsupported", { file: problem.file, ext: problem.ext });
  }
}

/**
 * The same problem as the English sentence of an error answer's top-level `message` (a refused upload answers
 * 413/415 without fields). Never put it in `fields`: use groupProblemMessage there.
 */
export function groupProblemText(problem: GroupProblem): string {
  switch (problem.code) {
    case "required":
      return "At least one file is required.";
    case "tooMany":
      return `Too many files (max ${problem.max}).`;
    case "tooLarge":
      return `${problem.file}: exceeds ${problem.maxMB} MB.`;
    case "unsupported":
      return `${problem.file}: unsupported type (${problem.ext}).`;
  }
}

/** Content types stored for attachment extensions (from the extension, never the browser's guess). */
const ATTACHMENT_CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".csv": "text/csv",
  ".txt": "text/plain",
  ".zip": "application/zip",
  ".odt": "application/vnd.oasis.opendocument.text",
};

export function attachmentContentType(name: string): string {
  return ATTACHMENT_CONTENT_TYPES[fileExtension(name)] ?? "application/octet-stream";
}
