import "server-only";
import { reviewModule } from "@/lib/catalogue/review-services";
import { findingsSchema } from "@/lib/results/schemas";
import { flattenRedFlags, fromStoredRedFlags, INDICATORS, storedRedFlagsSchema } from "@/modules/integrity";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { parseStoredOrNull } from "@/lib/server/stored-json";
import {
  focusSuggestions,
  redFlagSuggestions,
  reviewSuggestions,
  type ReviewSignal,
  type RiskSuggestion,
} from "@/modules/risks/lib/suggestions";

/** How far back the org's signals are read: its latest reviews and its latest red-flag run. */
const REVIEWS_READ = 10;

/**
 * What the register suggests for an activity: the enquiry focus's starting risks, risks from the failed or
 * doubtful findings of the org's latest reviews (of this activity when one is given), and integrity risks from
 * its latest red-flag run. Suggestions already in the register (same source, or same title) are left out.
 */
export async function riskSuggestions(
  user: SessionUser,
  input: { focus: string; customQuery?: string; activityId: string | null },
): Promise<RiskSuggestion[]> {
  const [reviews, redFlagJob, existing] = await Promise.all([
    db().reviewRun.findMany({
      where: { orgId: user.orgId, ...(input.activityId ? { activityId: input.activityId } : {}) },
      orderBy: { createdAt: "desc" },
      take: REVIEWS_READ,
      select: { id: true, serviceId: true, activityId: true, findings: true },
    }),
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
  const signals: ReviewSignal[] = reviews.map((review) => ({
    runId: review.id,
    serviceId: review.serviceId,
    serviceTitle: reviewTitle(review.serviceId),
    activityId: review.activityId,
    findings: safeFindings(review.findings, review.id),
  }));
  const suggestions = [
    ...focusSuggestions(input.focus, input.customQuery),
    ...reviewSuggestions(signals),
    ...(redFlagJob?.result ? redFlagSuggestions([redFlagSignal(redFlagJob)]) : []),
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
