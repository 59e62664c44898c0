/** One row of the org's audit log, as the caller read it for the period. */
export type AuditEventRow = {
  id: string;
  /** ISO 8601 timestamp. */
  at: string;
  action: string;
  userEmail: string | null;
  /** The event's stored JSON detail; written as compact JSON text in the CSV and as-is in the JSON file. */
  detail: unknown;
};

/**
 * One run of the period: a tool run, a review, or an integrity job (red-flag screening, bidder due diligence,
 * an earlier audit export), the last in the words the API's pages use.
 */
export type RunInput = { name: string; sha256: string };

export type RunRow = {
  id: string;
  at: string;
  kind: "tool" | "review" | "integrity";
  toolOrService: string;
  title: string;
  /** "done" for tool runs and reviews (recorded when they finish); an integrity job's queue status. */
  status: string;
  userEmail: string | null;
  activityId: string | null;
  score: number | null;
  /**
   * The run's input files with their lower-case hex SHA-256, where it was recorded: a tool run's uploaded
   * attachments, a red-flag job's OCDS data. Empty when none was.
   */
  inputs: RunInput[];
  summary: string;
};

export type ReviewVersionRow = {
  requestId: string;
  version: number;
  at: string;
  status: string;
  score: number | null;
  reviewer: string | null;
  note: string;
};

/**
 * Everything one archive holds. The caller selects the rows (period, org and activity filter); this module
 * only orders, writes and hashes them, so the archive says exactly what the database query returned.
 */
export type AuditArchiveInput = {
  orgName: string;
  /** First day of the period, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day of the period, YYYY-MM-DD, inclusive. */
  to: string;
  /** The activity the export was narrowed to, or null for the whole org. */
  activityId: string | null;
  generatedAt: Date;
  /** Who asked for the export (an email or name); printed on the summary. */
  generatedBy: string;
  events: AuditEventRow[];
  runs: RunRow[];
  reviews: ReviewVersionRow[];
};

export type ManifestEntry = {
  file: string;
  bytes: number;
  /** Lower-case hex SHA-256 of the file's bytes as stored in the ZIP. */
  sha256: string;
  /** Data rows (CSV header not counted); absent for the PDF. */
  rows?: number;
};

export type AuditManifest = {
  generatedAt: string;
  org: string;
  from: string;
  to: string;
  activityId: string | null;
  /** Every other file of the archive; manifest.json lists neither itself nor its signature. */
  files: ManifestEntry[];
  /** How to check manifest.json: its Ed25519 signature in `file`, by the key `keyId` published at `publicKey`. */
  signature: ManifestSignature;
};

export type ManifestSignature = {
  algorithm: "Ed25519";
  /** Hex SHA-256 of the public key's DER (SubjectPublicKeyInfo). */
  keyId: string;
  file: string;
  /** Where the public key is published (PEM with ?format=pem). */
  publicKey: string;
};

export type AuditArchive = {
  zip: Uint8Array;
  manifest: AuditManifest;
  /** Lower-case hex SHA-256 of `zip`: the archive's own hash, which no file inside it can hold. */
  sha256: string;
  /** Files in the ZIP, manifest and signature included. */
  fileCount: number;
};
