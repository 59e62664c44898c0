import { ScreeningListError } from "../errors";
import type { ParseOptions, ParsedList } from "../types";
import { parseCustomCsv } from "./custom";
import { headerKey } from "./input";
import { parseOpenSanctions } from "./opensanctions";
import { parseUnConsolidatedXml } from "./un";
import { parseWorldBankList } from "./worldbank";

export type ListFormat =
  | { source: "worldbank"; format: "json" | "csv" }
  | { source: "opensanctions"; format: "csv" | "ftm" }
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
    if (/ZPROCSUPP|SUPP_NAME/i.test(head)) return { source: "worldbank", format: "json" };
    // FollowTheMoney entities, one per line (OpenSanctions' entities.ftm.json, targets.nested.json).
    if (/"schema"\s*:/.test(head) && /"properties"\s*:/.test(head))
      return { source: "opensanctions", format: "ftm" };
    return null;
  }
  if (head.startsWith("PK\u0003\u0004") || head.startsWith("%PDF")) return null;
  // The header may sit under a title line or two ("PUBLIC PROCUREMENT REGULATORY AUTHORITY", "DEBARRED FIRMS").
  const lines = head
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 10)
    .map((line) => line.split(/[,;\t]/).map((h) => headerKey(h.replace(/"/g, ""))));
  const anyLine = (test: (has: (...keys: string[]) => boolean) => boolean) =>
    lines.some((headers) => test((...keys) => keys.every((k) => headers.includes(k))));
  if (anyLine((has) => has("id", "schema", "name") && (has("aliases") || has("dataset"))))
    return { source: "opensanctions", format: "csv" };
  // The World Bank's own columns; a national list with a "Firm Name" column is read as a debarment sheet.
  const worldBankName = /world.?bank/.test(name);
  if (
    anyLine(
      (has) =>
        has("suppname") ||
        (has("firmname") &&
          (worldBankName || has("additionalfirminfo") || has("grounds", "fromdate", "todate"))),
    )
  )
    return { source: "worldbank", format: "csv" };
  const widest = Math.max(0, ...lines.map((headers) => headers.length));
  if (/\.(csv|tsv|txt)$/.test(name) || widest > 1) return { source: "custom", format: "csv" };
  return null;
}

/** Parse a list file of a known format. */
export function parseList(text: string, format: ListFormat, options: ParseOptions = {}): ParsedList {
  switch (format.source) {
    case "worldbank":
      return parseWorldBankList(text, format.format, options);
    case "opensanctions":
      return parseOpenSanctions(text, options);
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
      "Not a list this tool reads: expected a debarment list (such as PPRA's Debarred Firms) as Excel, PDF or CSV with a column for the firm's name, the World Bank debarred firms list (JSON or CSV), OpenSanctions (targets.simple.csv or FollowTheMoney JSON lines), or the UN consolidated list XML.",
    );
  return parseList(text, format, options);
}
