/**
 * The audit-trail archive: the org's audit events, run history and review versions for a period as CSV and
 * JSON, a PDF summary, manifest.json with the size and SHA-256 of every other file, and the manifest's Ed25519
 * signature, all in one ZIP. Pure (no database, no clock): the same input and key give the same bytes (Ed25519
 * signatures are deterministic), so a hash can be checked again later.
 */
import { createHash } from "node:crypto";
import PizZip from "pizzip";
import { dataFiles } from "./data-files";
import { AuditExportError } from "./errors";
import { sortEvents, sortReviewVersions, sortRuns } from "./order";
import { summarise } from "./summary";
import { renderSummaryPdf } from "./summary-pdf";
import { SIGNATURE_ALGORITHM, SIGNATURE_FILE, signatureFileText, type ManifestSigner } from "./signing";
import type { AuditArchive, AuditArchiveInput, AuditManifest, ManifestEntry } from "./types";

/**
 * Rows per record set. Past this the archive takes too much memory to build in one piece, and a period that
 * busy is better split anyway; the caller counts first and asks the user to narrow the range.
 */
export const MAX_AUDIT_EXPORT_ROWS = 200_000;

export const AUDIT_ARCHIVE_FILES = [
  "audit-events.csv",
  "audit-events.json",
  "runs.csv",
  "runs.json",
  "review-versions.csv",
  "review-versions.json",
  "summary.pdf",
  "manifest.json",
  SIGNATURE_FILE,
] as const;

const grouped = (n: number) => n.toLocaleString("en-US");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects 2025-02-30, which Date would roll over to March.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function checkInput(input: AuditArchiveInput): void {
  if (!isDay(input.from) || !isDay(input.to)) {
    throw new AuditExportError("invalid_period", "The period must be two dates written YYYY-MM-DD.");
  }
  if (input.from > input.to) {
    throw new AuditExportError("invalid_period", "The period starts after it ends; swap the two dates.");
  }
  const sets: [string, number][] = [
    ["audit events", input.events.length],
    ["runs", input.runs.length],
    ["review versions", input.reviews.length],
  ];
  for (const [name, count] of sets) {
    if (count > MAX_AUDIT_EXPORT_ROWS) {
      throw new AuditExportError(
        "too_many_rows",
        `The period has ${grouped(count)} ${name}; one export holds at most ${grouped(MAX_AUDIT_EXPORT_ROWS)}. ` +
          "Narrow the date range (or pick one activity) and export the parts separately.",
      );
    }
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export type ArchiveSigning = {
  signer: ManifestSigner;
  /** Where the signer's public key is published, written into the manifest for whoever checks it. */
  publicKeyUrl: string;
};

export async function buildAuditArchive(
  input: AuditArchiveInput,
  signing: ArchiveSigning,
): Promise<AuditArchive> {
  checkInput(input);
  const events = sortEvents(input.events);
  const runs = sortRuns(input.runs);
  const reviews = sortReviewVersions(input.reviews);

  const encoder = new TextEncoder();
  const files: { name: string; bytes: Uint8Array; rows?: number }[] = dataFiles(
    input,
    events,
    runs,
    reviews,
  ).map((file) => ({ name: file.name, bytes: encoder.encode(file.text), rows: file.rows }));
  files.push({ name: "summary.pdf", bytes: await renderSummaryPdf(input, summarise(events, runs, reviews)) });

  const manifest: AuditManifest = {
    generatedAt: input.generatedAt.toISOString(),
    org: input.orgName,
    from: input.from,
    to: input.to,
    activityId: input.activityId,
    files: files.map(({ name, bytes, rows }): ManifestEntry => ({
      file: name,
      bytes: bytes.byteLength,
      sha256: sha256(bytes),
      ...(rows === undefined ? {} : { rows }),
    })),
    signature: {
      algorithm: SIGNATURE_ALGORITHM,
      keyId: signing.signer.keyId,
      file: SIGNATURE_FILE,
      publicKey: signing.publicKeyUrl,
    },
  };
  // The signature covers these exact bytes: a verifier reads manifest.json from the ZIP as it is.
  const manifestBytes = encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`);
  files.push({ name: "manifest.json", bytes: manifestBytes });
  files.push({
    name: SIGNATURE_FILE,
    bytes: encoder.encode(signatureFileText(signing.signer.sign(manifestBytes))),
  });

  const zip = new PizZip();
  // The export time as every entry's date, not "now": part of what makes the archive reproducible.
  for (const file of files) zip.file(file.name, file.bytes, { binary: true, date: input.generatedAt });
  const bytes = zip.generate({ type: "uint8array", compression: "DEFLATE" });
  return { zip: bytes, manifest, sha256: sha256(bytes), fileCount: files.length };
}
