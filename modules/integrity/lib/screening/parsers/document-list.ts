/**
 * Lists that arrive as documents rather than text: an Excel workbook (.xlsx) or a PDF of the printed table. Their
 * kind is told from the file's first bytes (never its name alone); the document reader (lib/documents, run by the
 * server in its extraction pool) gives their text, and this turns that text into CSV for the list parsers.
 */
import { ScreeningListError } from "../errors";
import { printedListCsv } from "./printed-list";
import { workbookListCsv, type SheetText } from "./workbook";

export type ListDocumentKind = "xlsx" | "pdf";

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.byteLength >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/**
 * Which document kind a list file is, or null for text (CSV, JSON, XML). An Excel 97-2003 workbook (.xls) is
 * refused here with what to do: the document reader does not read it.
 */
export function listDocumentKind(bytes: Uint8Array): ListDocumentKind | null {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "xlsx";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    throw new ScreeningListError(
      "wrong_format",
      "This is an Excel 97-2003 workbook (.xls), which cannot be read: save it as an Excel workbook (.xlsx) or as CSV and load that.",
    );
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-, at the start as uploads require
  return null;
}

/** The list's text as CSV, from the document reader's units (sheets of a workbook, pages of a PDF). */
export function documentListCsv(kind: ListDocumentKind, units: readonly SheetText[]): string {
  return kind === "xlsx" ? workbookListCsv(units) : printedListCsv(units);
}
