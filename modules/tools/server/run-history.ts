import "server-only";
import { isToolId } from "@/lib/catalogue";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";

/** A tool's run history shows at most this many runs. */
export const RUN_HISTORY_LIMIT = 25;

import type { ToolRunHistoryItem } from "@/modules/tools/lib/run-history";

export type { ToolRunHistoryItem };

/** The first sentence or line of a result's summary, cut at a word: one line in the list. */
export function oneLine(summary: unknown, max = 160): string {
  if (typeof summary !== "string") return "";
  const line = summary.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * The org's earlier runs of a tool, newest first (every member of the org may open them, as GET
 * /api/tools/runs/{runId} allows). With an activity, that activity's runs come first, then the others.
 */
export async function listToolRuns(
  user: SessionUser,
  toolId: string,
  activityId?: string,
): Promise<{ toolId: string; activityId: string | null; runs: ToolRunHistoryItem[] }> {
  if (!isToolId(toolId)) throw errors.notFound("No tool with this id.");
  const activity = activityId?.trim() || null;
  const select = { id: true, userId: true, createdAt: true, activityId: true, output: true } as const;
  const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [ofActivity, others] = await Promise.all([
    activity
      ? db().toolRun.findMany({
          where: { orgId: user.orgId, toolId, activityId: activity },
          orderBy: newest,
          take: RUN_HISTORY_LIMIT,
          select,
        })
      : [],
    db().toolRun.findMany({
      // In SQL "activityId <> x" leaves out the runs of no activity; they are others too.
      where: {
        orgId: user.orgId,
        toolId,
        ...(activity ? { OR: [{ activityId: null }, { activityId: { not: activity } }] } : {}),
      },
      orderBy: newest,
      take: RUN_HISTORY_LIMIT,
      select,
    }),
  ]);
  const runs = [...ofActivity, ...others].slice(0, RUN_HISTORY_LIMIT);
  const users = await db().user.findMany({
    where: { id: { in: [...new Set(runs.map((run) => run.userId))] } },
    select: { id: true, name: true, email: true },
  });
  const byId = new Map(users.map((found) => [found.id, found]));
  return {
    toolId,
    activityId: activity,
    runs: runs.map((run) => {
      const author = byId.get(run.userId);
      return {
        runId: run.id,
        createdAt: run.createdAt.toISOString(),
        by: author ? { name: author.name, email: author.email } : null,
        activityId: run.activityId,
        summary: oneLine((run.output as { summary?: unknown } | null)?.summary),
        ofActivity: activity !== null && run.activityId === activity,
      };
    }),
  };
}
