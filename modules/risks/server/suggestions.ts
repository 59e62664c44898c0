import "server-only";
import { reviewModule } from "@/lib/catalogue/review-services";
import { findingsSchema } from "@/lib/results/schemas";
import { flattenRedFlags, fromStoredRedFlags, INDICATORS, storedRedFlagsSchema } from "@/modules/integrity";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { parseStoredOrNull } from "@/lib/server/stored-json";
import { documentRiskSuggestions } from "@/modules/risks/lib/register-engine/detect";
import {
  redFlagSuggestions,
  reviewSuggestions,
  type ReviewSignal,
} from "@/modules/risks/lib/signal-suggestions";
import { focusSuggestions, type RiskSuggestion } from "@/modules/risks/lib/suggestions";
import { loadRunActivity } from "./activity-material";

/** How far back the org's signals are read: its latest reviews and its latest red-flag run. */
const REVIEWS_READ = 10;

/**
 * What the register suggests: for an activity, the risks its documents' provisions raise and its reviews' failed
 * or doubtful findings, with due dates from its closing date; without one, the org's latest reviews' findings.
 * Then integrity risks from the latest red-flag run and the enquiry focus's starting risks. Suggestions already in
 * the register (same source, or same title) are left out.
 */
export async function riskSuggestions(
  user: SessionUser,
  input: { focus: string; customQuery?: string; activityId: string | null },
  now = new Date(),
): Promise<RiskSuggestion[]> {
  const [read, redFlagJob, existing] = await Promise.all([
    input.activityId ? activitySuggestions(user.orgId, input.activityId, now) : orgReviewSuggestions(user),
    db().job.findFirst({
      where: { orgId: user.orgId, kind: "red_flags", status: "done" },
      orderBy: { finishedAt: "desc" },
      select: { id: true, finishedAt: true, result: true },
    }),
    db().risk.findMany({
      where: { orgId: user.orgId, activityId: input.activityId },
      select: { source: true, title: true },
    }),
  ]);
  const suggestions = [
    ...read,
    ...(redFlagJob?.result ? redFlagSuggestions([redFlagSignal(redFlagJob)]) : []),
    ...focusSuggestions(input.focus, input.customQuery),
  ];
  const sources = new Set(existing.map((risk) => risk.source));
  const titles = new Set(existing.map((risk) => risk.title.toLowerCase()));
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = suggestion.title.toLowerCase();
    if (sources.has(suggestion.source) || titles.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The activity's documents' provisions and its reviews' findings, due dates set from its closing date. */
async function activitySuggestions(orgId: string, reference: string, now: Date): Promise<RiskSuggestion[]> {
  const activity = await loadRunActivity(orgId, reference);
  const dates = { today: now.toISOString().slice(0, 10), closingOn: activity.closingOn };
  return [
    ...documentRiskSuggestions(activity.documents, dates),
    ...reviewSuggestions(
      activity.reviews.map((review) => ({ ...review, activityId: reference })),
      dates,
    ),
  ];
}

/** Without an activity: the findings of the org's latest reviews. */
async function orgReviewSuggestions(user: SessionUser): Promise<RiskSuggestion[]> {
  const reviews = await db().reviewRun.findMany({
    where: { orgId: user.orgId },
    orderBy: { createdAt: "desc" },
    take: REVIEWS_READ,
    select: { id: true, serviceId: true, activityId: true, findings: true },
  });
  const signals: ReviewSignal[] = reviews.map((review) => ({
    runId: review.id,
    serviceId: review.serviceId,
    serviceTitle: reviewTitle(review.serviceId),
    activityId: review.activityId,
    findings: safeFindings(review.findings, review.id),
  }));
  return reviewSuggestions(signals);
}

const reviewTitle = (serviceId: string): string => reviewModule(serviceId)?.title ?? serviceId;

/** A stored result that no longer parses suggests nothing rather than failing the register. */
const safeFindings = (raw: unknown, runId: string) =>
  parseStoredOrNull(findingsSchema, raw, { record: "review run", id: runId, column: "findings" }) ?? [];

function redFlagSignal(job: { id: string; finishedAt: Date | null; result: unknown }) {
  // Results are stored as flag rows (stored.ts): read through the schema, as the results route does. Cast as
  // Cardinal's shape, a stored result gave no rows and the register never suggested a red-flag risk.
  const stored = parseStoredOrNull(storedRedFlagsSchema, job.result, {
    record: "integrity job",
    id: job.id,
    column: "result",
  });
  const rows = stored ? flattenRedFlags(fromStoredRedFlags(stored)) : [];
  return {
    jobId: job.id,
    finishedAt: (job.finishedAt ?? new Date()).toISOString(),
    indicators: INDICATORS.map((indicator) => {
      const flagged = rows.filter((row) => row.indicator === indicator.code);
      return {
        code: indicator.code,
        title: indicator.title,
        count: flagged.length,
        examples: flagged.slice(0, 3).map((row) => row.id),
      };
    }),
  };
}
