/**
 * The drafting-template check of a library Word file (S35): its text parts are read and judged by the rules in
 * lib/files/org-template-rules.ts. Inflating and scanning up to 10 MB of XML is work for the
 * extraction pool (./pool/check-in-pool.ts runs this in a worker); the size cap is judged from the central
 * directory before anything is inflated, and each part is inflated with a hard cap (yauzl also stops a part
 * that inflates past its declared size), so a small file that expands to hundreds of megabytes is refused
 * without being read.
 */
import type { Entry } from "yauzl";
import {
  declaresEntities,
  TEMPLATE_TEXT_PARTS,
  TEMPLATE_XML_MAX_BYTES,
  templateEntitiesProblem,
  templatePartText,
  templateTextProblem,
  templateTooLargeProblem,
} from "@/lib/files/org-template-rules";
import { DEFAULT_ZIP_LIMITS } from "./limits";
import { openZip, readEntry, walkEntries } from "./zip-read";

export type TemplateText =
  | { ok: true; text: string; xmlBytes: number }
  /** The text parts together declare more XML than the cap; nothing was inflated. */
  | { ok: false; problem: "too_large"; xmlBytes: number }
  /** A part declares its own XML entities. */
  | { ok: false; problem: "entities" };

/**
 * The template text of a Word file (each paragraph a line, runs joined, references decoded), or why it was not
 * read. Null when the file cannot be opened or its parts cannot be inflated: not a template, judged elsewhere.
 */
export async function readTemplateText(
  bytes: Uint8Array,
  maxXmlBytes = TEMPLATE_XML_MAX_BYTES,
): Promise<TemplateText | null> {
  let zip;
  try {
    zip = await openZip(bytes);
  } catch {
    return null;
  }
  try {
    const parts: Entry[] = [];
    let seen = 0;
    const stopped = await walkEntries(zip, (entry) => {
      if (++seen > DEFAULT_ZIP_LIMITS.maxEntries) return "too many entries";
      if (TEMPLATE_TEXT_PARTS.test(entry.fileName)) parts.push(entry);
      return null;
    });
    if (stopped) return null;
    const declared = parts.reduce((sum, part) => sum + part.uncompressedSize, 0);
    if (declared > maxXmlBytes) return { ok: false, problem: "too_large", xmlBytes: declared };
    const texts: string[] = [];
    for (const part of parts) {
      const xml = (await readEntry(zip, part, part.uncompressedSize)).toString("utf8");
      if (declaresEntities(xml)) return { ok: false, problem: "entities" };
      texts.push(templatePartText(xml));
    }
    return { ok: true, text: texts.join("\n"), xmlBytes: declared };
  } catch {
    return null;
  } finally {
    zip.close();
  }
}

/**
 * Why a Word file may not be kept as an org drafting template, or null. The caller decides whether the file is
 * one (isOrgTemplateFile); a file that cannot be read is not refused here: the upload's own checks judge it,
 * and the drafting tools skip a template they cannot read. What the extraction worker runs (op check-template).
 */
export async function orgTemplateProblem(filename: string, bytes: Uint8Array): Promise<string | null> {
  const read = await readTemplateText(bytes);
  if (!read) return null;
  if (!read.ok)
    return read.problem === "too_large"
      ? templateTooLargeProblem(filename, read.xmlBytes)
      : templateEntitiesProblem(filename);
  return templateTextProblem(filename, read.text);
}
