/**
 * Text extraction for guideline files: PDF, DOCX, XLSX, PPTX, HTML, TXT, CSV. Returns units (page, sheet,
 * slide or section) so search results can cite where a passage is. Limits (./limits.ts) bound pages, text
 * length and time; ZIP-based formats pass the zip guard first. Every failure is an ExtractionError with a
 * reason fit for the uploader; malformed input never throws anything else.
 */
import { Deadline, timeoutError, UnitCollector } from "./budget";
import { extractDocx } from "./docx";
import { ExtractionError } from "./errors";
import { htmlToSections } from "./html";
import { resolveLimits, type ExtractionLimits, type ExtractionLimitsInput } from "./limits";
import { extractPdf } from "./pdf";
import { extractPptx } from "./pptx";
import { decodeTextFile } from "./text";
import {
  EXTRACTABLE_EXTENSIONS,
  isExtractableExtension,
  type ExtractableExtension,
  type ExtractionResult,
} from "./types";
import { extractXlsx } from "./xlsx";
import { checkZip, verifyZipContents } from "./zip-guard";

export type ExtractOptions = { limits?: ExtractionLimitsInput };

const ZIP_FORMATS = new Set<ExtractableExtension>(["docx", "xlsx", "pptx"]);

export async function extractDocument(
  bytes: Uint8Array,
  extension: string,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const ext = extension.trim().toLowerCase().replace(/^\./, "");
  if (!isExtractableExtension(ext)) {
    throw new ExtractionError(
      "unsupported",
      `Files of type .${ext} cannot be read. Supported: ${EXTRACTABLE_EXTENSIONS.map((e) => `.${e}`).join(", ")}.`,
    );
  }
  if (bytes.byteLength === 0) throw new ExtractionError("empty", "The file is empty.");
  const limits = resolveLimits(options.limits);
  const deadline = new Deadline(limits.timeoutMs);
  const work = run(bytes, ext, limits, deadline);
  return withHardTimeout(work, deadline);
}

async function run(
  bytes: Uint8Array,
  ext: ExtractableExtension,
  limits: ExtractionLimits,
  deadline: Deadline,
): Promise<ExtractionResult> {
  try {
    if (ZIP_FORMATS.has(ext)) await guardZip(bytes, limits);
    deadline.check();
    const collector = new UnitCollector(limits, deadline);
    switch (ext) {
      case "pdf":
        return collector.result(await extractPdf(bytes, collector, limits.maxUnits));
      case "docx":
        return collector.result(await extractDocx(bytes, collector, limits.maxUnits));
      case "xlsx":
        await extractXlsx(bytes, collector, limits.maxUnits);
        return collector.result();
      case "pptx":
        await extractPptx(bytes, collector, limits.maxUnits);
        return collector.result();
      case "html":
        for (const [i, section] of htmlToSections(decodeTextFile(bytes), limits.maxUnits).entries()) {
          if (!collector.add({ kind: "section", index: i + 1, label: section.label, text: section.text }))
            break;
        }
        return collector.result();
      case "txt":
      case "csv":
        collector.add({ kind: "section", index: 1, text: decodeTextFile(bytes) });
        return collector.result();
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // A parser bug or an exotic file: still a clean, user-readable failure (the cause is kept for logs).
    throw new ExtractionError(
      "malformed",
      "The document could not be read (damaged or unsupported content).",
      { cause: error },
    );
  }
}

/** Central directory first (nothing inflated), then a bounded streaming pass proving the declared sizes. */
async function guardZip(bytes: Uint8Array, limits: ExtractionLimits): Promise<void> {
  const directory = await checkZip(bytes, limits.zip);
  if (!directory.ok) throw new ExtractionError("zip_rejected", directory.reason);
  const contents = await verifyZipContents(bytes);
  if (!contents.ok) throw new ExtractionError("zip_rejected", contents.reason);
}

/**
 * Rejects at the deadline even if a parser is stuck inside one long step. The abandoned work is told to stop
 * (the deadline is expired, so its next check throws) and its eventual rejection is swallowed here, so it
 * cannot surface as an unhandled rejection and take the process down.
 */
function withHardTimeout<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      deadline.expire();
      reject(timeoutError(deadline.ms));
    }, deadline.ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
