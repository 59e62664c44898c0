import "server-only";
import { db } from "@/lib/server/db";
import { REVIEW_TOOLS } from "@/modules/tools";
import type { FirstRunProgress } from "@/modules/dashboard/lib/first-run";

/** The hub tools that run a review (through the review engine): a run of one counts as a first review. */
const REVIEW_TOOL_IDS = REVIEW_TOOLS.map((spec) => spec.toolId);

/**
 * How far the org is through the first-run steps: a framework saved, an activity created, a review run
 * (on /review or with a hub review tool). Three indexed existence reads, each stopping at the first row.
 */
export async function firstRunProgress(orgId: string): Promise<FirstRunProgress> {
  const [framework, activity, reviewRun, toolRun] = await Promise.all([
    db().frameworkSetting.findFirst({ where: { orgId }, select: { orgId: true } }),
    db().activity.findFirst({ where: { orgId }, select: { id: true } }),
    db().reviewRun.findFirst({ where: { orgId }, select: { id: true } }),
    db().toolRun.findFirst({ where: { orgId, toolId: { in: REVIEW_TOOL_IDS } }, select: { id: true } }),
  ]);
  return {
    framework: framework !== null,
    activity: activity !== null,
    review: reviewRun !== null || toolRun !== null,
  };
}
