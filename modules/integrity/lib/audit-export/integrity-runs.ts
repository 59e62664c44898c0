/**
 * Integrity jobs (red-flag screening, bidder due diligence, earlier audit exports) as runs of the archive. They
 * live in the job queue, not in the tool-run table, and were missing from runs.csv ("Runs 0" after 79 jobs).
 * The stored payload and result are JSON written by the job handlers of their time, so every field is read as
 * optional: an odd old row still becomes a run, with less said about it.
 */
import type { RunRow } from "./types";

export type IntegrityJobRecord = {
  id: string;
  kind: string;
  status: string;
  createdAt: Date;
  lastError: string | null;
  payload: unknown;
  result: unknown;
  /** The requester's email (payload.requestedBy resolved by the caller), or null for a former member. */
  userEmail: string | null;
};

/** The services' names as their pages and guides write them. */
export const INTEGRITY_SERVICE_NAMES: Readonly<Record<string, string>> = {
  red_flags: "Red-flag screening",
  due_diligence: "Bidder due diligence",
  audit_export: "Audit-trail export",
};

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const countOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
const grouped = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;
const SHA256 = /^[0-9a-f]{64}$/;
const UNKNOWN_RESULT = "Finished (no figures recorded)";

function redFlagSummary(result: Json): string {
  const stats = objectOf(result.stats);
  const processes = countOf(stats.processes);
  if (!Array.isArray(result.flags) && result.OCID === undefined && processes === null) return UNKNOWN_RESULT;
  const flagged = new Set<string>();
  let flags = 0;
  if (Array.isArray(result.flags)) {
    // The stored layout: [group, id, indicator, value] rows.
    for (const row of result.flags as unknown[])
      if (Array.isArray(row)) {
        flags++;
        if (row[0] === "OCID") flagged.add(String(row[1]));
      }
  } else {
    for (const codes of Object.values(objectOf(result.OCID))) flags += Object.keys(objectOf(codes)).length;
    Object.keys(objectOf(result.OCID)).forEach((id) => flagged.add(id));
  }
  const parts = [
    processes === null ? null : `${plural(processes, "contracting process", "contracting processes")} read`,
    `${grouped(flagged.size)} flagged (${plural(flags, "flag")} in all)`,
  ];
  const skipped = countOf(stats.skippedLines);
  if (skipped) parts.push(`${plural(skipped, "line")} skipped`);
  return parts.filter(Boolean).join("; ");
}

function dueDiligenceSummary(result: Json): string {
  const summary = objectOf(result.summary);
  const screened = countOf(summary.screened);
  const withMatches = countOf(summary.withMatches);
  const active = countOf(summary.activeMatches);
  const lists = Array.isArray(result.lists) ? result.lists.length : null;
  if (screened === null) return UNKNOWN_RESULT;
  const against = lists === null ? "" : ` against ${plural(lists, "list")}`;
  const found =
    withMatches === null
      ? ""
      : `: ${grouped(withMatches)} with a possible match` +
        (active === null ? "" : `, ${grouped(active)} of them current (debarment or sanction not expired)`);
  return `${plural(screened, "bidder")} screened${against}${found}`;
}

function auditExportSummary(payload: Json, result: Json): string {
  const period =
    typeof payload.from === "string" && typeof payload.to === "string"
      ? `Audit trail from ${payload.from} to ${payload.to}`
      : "Audit trail";
  return typeof result.sha256 === "string" ? `${period}; archive SHA-256 ${result.sha256}` : period;
}

function titleOf(kind: string, payload: Json): string {
  const name = INTEGRITY_SERVICE_NAMES[kind] ?? kind;
  if (kind === "red_flags") {
    const bytes = countOf(payload.bytes);
    return bytes === null ? name : `${name} of ${plural(bytes, "byte")} of OCDS data`;
  }
  if (kind === "due_diligence" && Array.isArray(payload.bidders))
    return `${name} of ${plural(payload.bidders.length, "bidder")}`;
  if (kind === "audit_export" && typeof payload.from === "string" && typeof payload.to === "string")
    return `${name}, ${payload.from} to ${payload.to}`;
  return name;
}

function summaryOf(job: IntegrityJobRecord, payload: Json): string {
  if (job.status === "failed") return `Failed: ${job.lastError ?? "no reason recorded"}`;
  if (job.status !== "done") return `Not finished when this export was made (${job.status})`;
  const result = objectOf(job.result);
  if (job.kind === "red_flags") return redFlagSummary(result);
  if (job.kind === "due_diligence") return dueDiligenceSummary(result);
  if (job.kind === "audit_export") return auditExportSummary(payload, result);
  return UNKNOWN_RESULT;
}

export function integrityRun(job: IntegrityJobRecord): RunRow {
  const payload = objectOf(job.payload);
  const inputs =
    job.kind === "red_flags" && typeof payload.sha256 === "string" && SHA256.test(payload.sha256)
      ? [{ name: "OCDS data", sha256: payload.sha256 }]
      : [];
  return {
    id: job.id,
    at: job.createdAt.toISOString(),
    kind: "integrity",
    toolOrService: INTEGRITY_SERVICE_NAMES[job.kind] ?? job.kind,
    title: titleOf(job.kind, payload),
    status: job.status,
    userEmail: job.userEmail,
    activityId: typeof payload.activityId === "string" ? payload.activityId : null,
    score: null,
    inputs,
    summary: summaryOf(job, payload),
  };
}
