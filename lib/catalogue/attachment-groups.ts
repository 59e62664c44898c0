/**
 * Attachment-group building blocks: accepted extensions and file limits. Tools describe their groups as
 * `referenceGroup({...})` and friends so that the limits live in one place and each tool only states what differs.
 */
import type { AttachmentGroup } from "./types";

/** Most groups. */
export const DOCUMENT_EXTENSIONS = [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".csv", ".zip"] as const;
/** Text-heavy groups take plain text instead of CSV. */
export const TEXT_DOCUMENT_EXTENSIONS = [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".txt", ".zip"] as const;
/** IPC reference documents: contracts and certificates, no spreadsheets. */
export const IPC_REFERENCE_EXTENSIONS = [".pdf", ".doc", ".docx", ".zip"] as const;
/** Planning groups omit csv and zip. */
export const PLANNING_EXTENSIONS = [".pdf", ".doc", ".docx", ".xls", ".xlsx"] as const;

/** 25 MB per file everywhere except planning templates. */
export const MAX_FILE_SIZE_MB = 25;
export const PLANNING_TEMPLATE_MAX_FILE_SIZE_MB = 15;

/** At most this many files per group: 10 for drafting and optional tools, 20 for most review tools, and so on. */
export const MAX_FILES = {
  optional: 10,
  review: 20,
  feedbackHub: 15,
  comparativeNotes: 25,
  ipcReference: 10,
  ipcSubject: 15,
  planningSubject: 20,
  planningTemplates: 10,
  contractPlan: 10,
} as const;

type GroupOverrides = Partial<AttachmentGroup>;

/** Part 2A: the documents a review is measured against. Required, 20 files. The id 'refs' is special (saved references). */
export function referenceGroup(overrides: GroupOverrides = {}): AttachmentGroup {
  return {
    id: "refs",
    title: "Part 2A — Reference Documents",
    subtitle: "The rules, solicitation and other documents the review is measured against.",
    required: true,
    accept: DOCUMENT_EXTENSIONS,
    maxFiles: MAX_FILES.review,
    maxFileSizeMB: MAX_FILE_SIZE_MB,
    ...overrides,
  };
}

/** Part 2B: the documents under review. Required, 20 files. */
export function subjectGroup(overrides: GroupOverrides = {}): AttachmentGroup {
  return {
    id: "subject",
    title: "Part 2B — Documents Under Review",
    subtitle: "The documents to be checked.",
    required: true,
    accept: DOCUMENT_EXTENSIONS,
    maxFiles: MAX_FILES.review,
    maxFileSizeMB: MAX_FILE_SIZE_MB,
    ...overrides,
  };
}

/** Drafting and other optional attachments: 10 files, nothing required. */
export function optionalGroup(overrides: GroupOverrides = {}): AttachmentGroup {
  return {
    id: "supporting",
    title: "Supporting Documents",
    subtitle: "Optional: earlier documents, templates or notes to build on.",
    required: false,
    accept: DOCUMENT_EXTENSIONS,
    maxFiles: MAX_FILES.optional,
    maxFileSizeMB: MAX_FILE_SIZE_MB,
    ...overrides,
  };
}
