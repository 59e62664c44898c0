import { guidelineFileProblem } from "./guideline-files";

/** One row of the guideline upload list: uploading, then success or error. */
export type UploadItem = {
  id: string;
  name: string;
  status: "uploading" | "success" | "error";
  progress: number;
};

/** Progress after the presigned address is obtained, and when the upload is confirmed. */
export const UPLOAD_PROGRESS = { presigned: 25, done: 100 } as const;
/** Finished rows are cleared this long after their batch ends; rows still uploading stay. */
export const UPLOAD_CLEAR_DELAY_MS = 3000;

/** Splits picked or dropped files into those to upload and the spec's messages for the refused ones. */
export function screenFiles<T extends { name: string; size: number }>(
  files: readonly T[],
): { accepted: T[]; rejected: string[] } {
  const accepted: T[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    const problem = guidelineFileProblem(file.name, file.size);
    if (problem) rejected.push(problem.message);
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export function startUploads(
  items: readonly UploadItem[],
  started: ReadonlyArray<{ id: string; name: string }>,
): UploadItem[] {
  return [
    ...items,
    ...started.map(({ id, name }) => ({ id, name, status: "uploading" as const, progress: 0 })),
  ];
}

export function updateUpload(
  items: readonly UploadItem[],
  id: string,
  patch: Partial<Omit<UploadItem, "id" | "name">>,
): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

/** After a batch: finished rows go, rows of a batch still running stay. */
export function clearFinished(items: readonly UploadItem[]): UploadItem[] {
  return items.filter((item) => item.status === "uploading");
}
