import "server-only";
import { isExtractionError } from "@/lib/documents";
import { checkUploadInPool } from "@/lib/documents/pool";
import { AppError } from "@/lib/server/api/errors";
import { extractStoredContent } from "@/lib/server/extraction-pool";
import { isScreeningListError } from "@/modules/integrity/lib/screening";
import {
  listDocumentKind,
  type ListDocumentKind,
} from "@/modules/integrity/lib/screening/parsers/document-list";
import { runScreening } from "./screening-pool";

/**
 * A list file as the screening worker reads it: text files as they are; an Excel workbook or a PDF of the
 * printed table read by the document reader in the extraction pool (its zip-bomb guard, page, text and time
 * limits, a worker's heap cap), with the same upload checks as any uploaded document (the bytes are what they
 * claim, no macros, S16/S17), then turned into CSV in the screening pool under the time limit of a list's read
 * (a million-row sheet takes a second or two, which this thread, answering every request, must not spend: S31). The file is stored as published; this runs on every read of it (the
 * text is cached by content hash), so a refresh and a screening read the rows the upload read.
 */
export type ListFileText = { bytes: Uint8Array; document: ListDocumentKind | null };

const KIND_WORDS: Record<ListDocumentKind, string> = { xlsx: "Excel workbook", pdf: "PDF" };

const refused = (message: string) => new AppError("validation_error", 400, message);

export async function listFileText(bytes: Uint8Array, sha256?: string): Promise<ListFileText> {
  let kind: ListDocumentKind | null;
  try {
    kind = listDocumentKind(bytes);
  } catch (error) {
    if (isScreeningListError(error)) throw refused(error.message);
    throw error;
  }
  if (!kind) return { bytes, document: null };
  const verdict = await checkUploadInPool(bytes, kind, { archive: kind === "xlsx" });
  if (!verdict.ok)
    throw refused(
      verdict.problem === "archive"
        ? `The ${KIND_WORDS[kind]} was refused: ${verdict.reason}`
        : kind === "xlsx"
          ? "This file is not an Excel workbook (.xlsx) that can be read, or it carries macros: save the sheet as a plain .xlsx or as CSV."
          : "This file is not a PDF that can be read (damaged, or not a PDF).",
    );
  let units;
  try {
    const result = await extractStoredContent({ sha256, read: async () => bytes, extension: kind });
    if (result.truncated)
      throw refused(
        `The ${KIND_WORDS[kind]} holds more text than a list may (the reader stopped part way): load an extract of it, or the list as CSV.`,
      );
    units = result.units;
  } catch (error) {
    if (isExtractionError(error)) throw refused(`The ${KIND_WORDS[kind]} could not be read: ${error.reason}`);
    throw error;
  }
  const reply = await runScreening({ op: "document-csv", kind, units });
  if (reply.ok && reply.op === "document-csv") return { bytes: reply.csv, document: kind };
  if (!reply.ok && reply.code === "list_error") throw refused(reply.message);
  throw new Error(`screening worker: ${reply.ok ? "wrong reply" : reply.code}`);
}
