import { extensionOf } from "./file-signatures";

/** Guideline uploads: these extensions, at most 25 MB. */
export const GUIDELINE_FILE = {
  extensions: ["pdf", "docx", "xlsx", "pptx", "html", "txt", "csv"],
  maxBytes: 25 * 1024 * 1024,
  maxMB: 25,
} as const;

export type GuidelineExtension = (typeof GUIDELINE_FILE.extensions)[number];

/** The one content type each extension is stored and served with; the upload policy enforces it exactly. */
export const GUIDELINE_CONTENT_TYPES: Record<GuidelineExtension, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  html: "text/html",
  txt: "text/plain",
  csv: "text/csv",
};

export const GUIDELINE_ACCEPT = GUIDELINE_FILE.extensions.map((ext) => `.${ext}`).join(",");
/** As listed in the spec's message: ".pdf, .docx, ...". */
export const GUIDELINE_ALLOWED_LIST = GUIDELINE_FILE.extensions.map((ext) => `.${ext}`).join(", ");

export function isGuidelineExtension(ext: string): ext is GuidelineExtension {
  return (GUIDELINE_FILE.extensions as readonly string[]).includes(ext);
}

export type GuidelineFileProblem = { kind: "tooLarge" | "unsupported" | "empty"; message: string };

/**
 * The checks done in the browser before presigning and again by the server. Extensions are compared
 * case-insensitively. Messages are the spec's exact texts.
 */
export function guidelineFileProblem(name: string, size: number): GuidelineFileProblem | null {
  if (!isGuidelineExtension(extensionOf(name))) {
    return {
      kind: "unsupported",
      message: `File ${name} has unsupported format. Allowed: ${GUIDELINE_ALLOWED_LIST}`,
    };
  }
  if (size > GUIDELINE_FILE.maxBytes) {
    return {
      kind: "tooLarge",
      message: `File ${name} is too large. Maximum size is ${GUIDELINE_FILE.maxMB}MB.`,
    };
  }
  if (size <= 0) return { kind: "empty", message: `File ${name} is empty.` };
  return null;
}

/** Content type for a filename, or null when the extension is not accepted. */
export function guidelineContentType(name: string): string | null {
  const ext = extensionOf(name);
  return isGuidelineExtension(ext) ? GUIDELINE_CONTENT_TYPES[ext] : null;
}

/** Bytes, KB, MB, GB with base 1024 and 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"];
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${units[exponent]}`;
}
