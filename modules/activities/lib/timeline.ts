/**
 * An activity's page lists everything done under its reference: the rows the server reads (runs, memo
 * versions, record versions, risks, requests, integrity jobs, audit events), shaped here into dated entries in
 * words with a link to open each. Pure: the server passes the rows and the catalogue's names.
 */

export type TimelineEntry = {
  id: string;
  /** ISO timestamp. */
  at: string;
  /** Who did it: an email, or "A former member". */
  who: string;
  /** What it was, in words: the tool's or review's name, "Memo version 2", ... */
  title: string;
  /** A short note: a score, a status, a risk's level. */
  note?: string;
  /** Where to open it. */
  href: string;
  /** A download of it, when there is one. */
  downloadHref?: string;
};

export type DraftGroup = { toolId: string; title: string; versions: (TimelineEntry & { version: number })[] };

export type TimelineRows = {
  toolRuns: { id: string; toolId: string; userId: string; createdAt: Date }[];
  reviewRuns: {
    id: string;
    serviceId: string;
    subserviceId: string | null;
    score: number | null;
    userId: string;
    createdAt: Date;
  }[];
  memos: { id: string; version: number; type: string; createdBy: string; createdAt: Date }[];
  records: { version: number; confirmedBy: string; confirmedAt: Date }[];
  risks: {
    id: string;
    title: string;
    score: number;
    status: string;
    createdBy: string | null;
    createdAt: Date;
  }[];
  requests: {
    id: string;
    serviceId: string;
    subserviceId: string | null;
    status: string;
    submittedBy: string;
    createdAt: Date;
  }[];
  jobs: { id: string; kind: string; status: string; requestedBy: string | null; createdAt: Date }[];
  audit: { id: string; action: string; userId: string | null; createdAt: Date }[];
};

export type Namers = {
  /** The tool's title ("Procurement Risk Register"); undefined for an id no longer in the catalogue. */
  toolTitle: (toolId: string) => string | undefined;
  /** The review's title ("Solicitation Document Review"). */
  reviewTitle: (serviceId: string, subserviceId: string | null) => string | undefined;
  isDrafting: (toolId: string) => boolean;
  /** The email of a user id, or undefined for a former member. */
  emailOf: (userId: string | null | undefined) => string | undefined;
};

export type Timeline = {
  runs: TimelineEntry[];
  drafts: DraftGroup[];
  memos: TimelineEntry[];
  records: TimelineEntry[];
  risks: TimelineEntry[];
  requests: TimelineEntry[];
  audit: TimelineEntry[];
};

const REQUEST_STATUS: Record<string, string> = {
  submitted: "Submitted",
  in_review: "In review",
  completed: "Approved",
  returned: "Returned for revision",
  rejected: "Rejected",
};
const JOB_TITLES: Record<string, string> = {
  red_flags: "Red flag monitoring",
  due_diligence: "Bidder due diligence",
  audit_export: "Audit trail export",
};
const JOB_TOOLS: Record<string, string> = {
  red_flags: "red_flag_monitoring",
  due_diligence: "bidder_due_diligence",
  audit_export: "audit_trail_exporter",
};
const JOB_STATUS: Record<string, string> = {
  queued: "Waiting",
  running: "Running",
  done: "Done",
  failed: "Failed",
};
const RISK_STATUS: Record<string, string> = { open: "Open", mitigating: "Being mitigated", closed: "Closed" };

/** Audit actions in words; an action of another area keeps a plain reading of its name. */
const ACTIONS: Record<string, string> = {
  "activity.create": "Activity created",
  "activity.update": "Activity details changed",
  "activity.delete": "Activity deleted",
  "activity.document.add": "Document added",
  "activity.document.kind": "Document kind changed",
  "activity.document.remove": "Document removed",
  "evaluation_record.confirmed": "Evaluation record confirmed",
  "draft.finalized": "Draft finalised",
  "review_request.status": "Review request moved on",
  "risk.create": "Risk added",
  "risk.update": "Risk changed",
  "risk.delete": "Risk deleted",
};

export function actionInWords(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Event";
}

const newestFirst = <T extends { at: string }>(entries: T[]) =>
  entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

export function shapeTimeline(reference: string, rows: TimelineRows, names: Namers): Timeline {
  const ref = encodeURIComponent(reference);
  const who = (id: string | null | undefined) => names.emailOf(id) ?? "A former member";
  const toolName = (toolId: string) => names.toolTitle(toolId) ?? "A tool no longer offered";
  const reviewName = (serviceId: string, subserviceId: string | null) =>
    names.reviewTitle(serviceId, subserviceId) ?? "A review no longer offered";
  const reviewHref = (serviceId: string, subserviceId: string | null) =>
    `/review?service=${encodeURIComponent(serviceId)}${subserviceId ? `&subservice=${encodeURIComponent(subserviceId)}` : ""}&activityId=${ref}`;

  const toolRuns = rows.toolRuns.filter((run) => !names.isDrafting(run.toolId));
  const runs = newestFirst([
    ...toolRuns.map((run) => ({
      id: run.id,
      at: run.createdAt.toISOString(),
      who: who(run.userId),
      title: toolName(run.toolId),
      href: `/services/${encodeURIComponent(run.toolId)}?activityId=${ref}&runId=${encodeURIComponent(run.id)}`,
    })),
    ...rows.reviewRuns.map((run) => ({
      id: run.id,
      at: run.createdAt.toISOString(),
      who: who(run.userId),
      title: reviewName(run.serviceId, run.subserviceId),
      note: run.score === null ? "No score" : `Score ${run.score}`,
      href: `${reviewHref(run.serviceId, run.subserviceId)}&runId=${encodeURIComponent(run.id)}`,
      downloadHref: `/api/review/runs/${encodeURIComponent(run.id)}/export?format=pdf`,
    })),
    ...rows.jobs.map((job) => ({
      id: job.id,
      at: job.createdAt.toISOString(),
      who: who(job.requestedBy),
      title: JOB_TITLES[job.kind] ?? "Integrity check",
      note: JOB_STATUS[job.status] ?? "Recorded",
      href: `/services/${JOB_TOOLS[job.kind] ?? "audit_trail_exporter"}?activityId=${ref}`,
    })),
  ]);

  const draftsByTool = new Map<string, TimelineRows["toolRuns"]>();
  for (const run of rows.toolRuns.filter((r) => names.isDrafting(r.toolId)))
    draftsByTool.set(run.toolId, [...(draftsByTool.get(run.toolId) ?? []), run]);
  const drafts: DraftGroup[] = [...draftsByTool].map(([toolId, list]) => {
    // Version 1 is the first draft; the newest is shown first.
    const ordered = [...list].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const versions = ordered.map((run, index) => ({
      id: run.id,
      version: index + 1,
      at: run.createdAt.toISOString(),
      who: who(run.userId),
      title: `Version ${index + 1}`,
      href: `/services/${encodeURIComponent(toolId)}?activityId=${ref}&runId=${encodeURIComponent(run.id)}`,
    }));
    return { toolId, title: toolName(toolId), versions: versions.reverse() };
  });
  drafts.sort((a, b) => a.title.localeCompare(b.title));

  const memos = newestFirst(
    rows.memos.map((memo) => ({
      id: memo.id,
      at: memo.createdAt.toISOString(),
      who: who(memo.createdBy),
      title: `Memo version ${memo.version}`,
      note: memo.type === "agent_revision" ? "Revised from an earlier draft" : "Drafted by the review",
      href: `/review?activityId=${ref}`,
      downloadHref: `/api/review/artifacts/${encodeURIComponent(memo.id)}`,
    })),
  );
  const records = newestFirst(
    rows.records.map((record) => ({
      id: `record-${record.version}`,
      at: record.confirmedAt.toISOString(),
      who: who(record.confirmedBy),
      title: `Evaluation record version ${record.version}`,
      href: `/review/evaluation-record?activityId=${ref}`,
    })),
  );
  const risks = newestFirst(
    rows.risks.map((risk) => ({
      id: risk.id,
      at: risk.createdAt.toISOString(),
      who: who(risk.createdBy),
      title: risk.title,
      note: `${RISK_STATUS[risk.status] ?? "Open"} · score ${risk.score} of 25`,
      href: `/services/procurement_risk_register?activityId=${ref}`,
    })),
  );
  const requests = newestFirst(
    rows.requests.map((request) => ({
      id: request.id,
      at: request.createdAt.toISOString(),
      who: who(request.submittedBy),
      title: reviewName(request.serviceId, request.subserviceId),
      note: REQUEST_STATUS[request.status] ?? "Submitted",
      href: `/review/queue`,
    })),
  );
  const audit = newestFirst(
    rows.audit.map((event) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      who: event.userId ? who(event.userId) : "Procuros",
      title: actionInWords(event.action),
      href: `/services/audit_trail_exporter?activityId=${ref}`,
    })),
  );
  return { runs, drafts, memos, records, risks, requests, audit };
}

/** Every user id the rows name, to look their emails up once. */
export function userIdsOf(rows: TimelineRows): string[] {
  const ids = new Set<string>();
  const add = (id: string | null | undefined) => (id ? ids.add(id) : undefined);
  rows.toolRuns.forEach((r) => add(r.userId));
  rows.reviewRuns.forEach((r) => add(r.userId));
  rows.memos.forEach((r) => add(r.createdBy));
  rows.records.forEach((r) => add(r.confirmedBy));
  rows.risks.forEach((r) => add(r.createdBy));
  rows.requests.forEach((r) => add(r.submittedBy));
  rows.jobs.forEach((r) => add(r.requestedBy));
  rows.audit.forEach((r) => add(r.userId));
  return [...ids];
}
