import { ScreeningListError } from "../errors";
import type { ParseOptions, ParsedList } from "../types";
import { parseCustomCsv } from "./custom";
import { headerKey } from "./input";
import { parseOpenSanctionsSimple } from "./opensanctions";
import { parseUnConsolidatedXml } from "./un";
import { parseWorldBankList } from "./worldbank";

export type ListFormat =
  | { source: "worldbank"; format: "json" | "csv" }
  | { source: "opensanctions"; format: "csv" }
  | { source: "un"; format: "xml" }
  | { source: "custom"; format: "csv" };

function decodeStart(firstBytes: string | Uint8Array): string {
  const head = typeof firstBytes === "string" ? firstBytes : new TextDecoder("utf-8").decode(firstBytes);
  return head
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 8192);
}

/**
 * Which list a file is, from its name and first few kilobytes, so an upload form need not ask. Null when the
 * file is none of the supported lists (the caller then asks, or a parser explains what is wrong).
 */
export function detectListFormat(fileName: string, firstBytes: string | Uint8Array): ListFormat | null {
  const head = decodeStart(firstBytes);
  const name = fileName.toLowerCase();
  if (head.startsWith("<")) return /CONSOLIDATED_LIST/.test(head) ? { source: "un", format: "xml" } : null;
  if (head.startsWith("{") || head.startsWith("[")) {
    return /ZPROCSUPP|SUPP_NAME/i.test(head) ? { source: "worldbank", format: "json" } : null;
  }
  if (head.startsWith("PK\u0003\u0004") || head.startsWith("%PDF")) return null;
  const headerLine = head.split(/\r?\n/).find((line) => line.trim()) ?? "";
  const headers = headerLine.split(/[,;\t]/).map((h) => headerKey(h.replace(/"/g, "")));
  const has = (...keys: string[]) => keys.every((k) => headers.includes(k));
  if (has("id", "schema", "name") && (has("aliases") || has("dataset")))
    return { source: "opensanctions", format: "csv" };
  if (has("firmname") || has("suppname") || /worldbank|debarred/.test(name))
    return { source: "worldbank", format: "csv" };
  if (/\.(csv|tsv|txt)$/.test(name) || headers.length > 1) return { source: "custom", format: "csv" };
  return null;
}

/** Parse a list file of a known format. */
export function parseList(text: string, format: ListFormat, options: ParseOptions = {}): ParsedList {
  switch (format.source) {
    case "worldbank":
      return parseWorldBankList(text, format.format, options);
    case "opensanctions":
      return parseOpenSanctionsSimple(text, options);
    case "un":
      return parseUnConsolidatedXml(text, options);
    case "custom":
      return parseCustomCsv(text, options);
  }
}

/** Detect and parse in one step; a file of no known list kind is a typed error naming the kinds accepted. */
export function detectAndParseList(fileName: string, text: string, options: ParseOptions = {}): ParsedList {
  const format = detectListFormat(fileName, text.slice(0, 8192));
  if (!format)
    throw new ScreeningListError(
      "wrong_format",
      "Not a list this tool reads: expected the World Bank debarred firms list (JSON or CSV), OpenSanctions targets.simple.csv, the UN consolidated list XML, or a CSV with a name column.",
    );
  return parseList(text, format, options);
}
