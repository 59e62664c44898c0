import type { ListFormatChoice } from "./api-types";

export type ListUploadInput = {
  name: string;
  format: ListFormatChoice;
  fileName: string;
  sourceUrl?: string;
  /** Replace this list with the new file instead of adding one (a list without a source URL is refreshed so). */
  listId?: string;
};

/** POST /api/v1/due-diligence/lists with the list's details in the query; the body is the file itself. */
export function listUploadUrl(input: ListUploadInput): string {
  const query = new URLSearchParams({
    name: input.name.trim(),
    format: input.format,
    fileName: input.fileName,
  });
  if (input.sourceUrl?.trim()) query.set("sourceUrl", input.sourceUrl.trim());
  if (input.listId) query.set("listId", input.listId);
  return `/api/v1/due-diligence/lists?${query.toString()}`;
}

/** A source URL the API will take (http or https), or empty; anything else is refused before uploading. */
export function isSourceUrl(raw: string): boolean {
  if (!raw.trim()) return true;
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
