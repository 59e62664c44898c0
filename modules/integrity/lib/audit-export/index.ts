// Audit-trail export: the org's audit events, run history and review versions for a period, as CSV, JSON and
// a PDF summary in one ZIP with a SHA-256 manifest signed with Ed25519. Pure: the caller queries the rows, queues the job and
// stores the bytes.
export type {
  AuditArchive,
  AuditArchiveInput,
  AuditEventRow,
  AuditManifest,
  ManifestEntry,
  ManifestSignature,
  ReviewVersionRow,
  RunInput,
  RunRow,
} from "./types";
export { AuditExportError, isAuditExportError, type AuditExportErrorKind } from "./errors";
export {
  AUDIT_ARCHIVE_FILES,
  MAX_AUDIT_EXPORT_ROWS,
  buildAuditArchive,
  type ArchiveSigning,
} from "./archive";
export {
  SIGNATURE_ALGORITHM,
  SIGNATURE_FILE,
  SigningKeyError,
  keyIdOf,
  parseSigningKey,
  publicKeyPem,
  signerFor,
  verifyManifest,
  type ManifestSigner,
} from "./signing";
export { INTEGRITY_SERVICE_NAMES, integrityRun, type IntegrityJobRecord } from "./integrity-runs";
export { neutraliseFormula, toCsv, type CsvCell } from "@/lib/export/csv";
export { AUDIT_CATEGORIES, auditCategory, type AuditCategory } from "./category";
export { summarise, type AuditSummary } from "./summary";
export { MAX_SUMMARY_TABLE_ROWS, formatTime } from "./summary-pdf";
export { publicKeyQuerySchema, type PublicKeyQuery } from "./public-key-query";
