import "server-only";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { errors } from "@/lib/server/api/errors";

/** Versions listed per activity: every version is kept, the newest 10 are listed. */
export const PRIOR_ARTIFACTS_SHOWN = 10;

/** A prior version of an activity's memo: a draft or an agent revision. */
export type PriorArtifact = {
  artifact_id: string;
  type: "draft" | "agent_revision";
  version: number;
  created_at: string;
  url: string;
};

type ArtifactRow = { id: string; type: "draft" | "agent_revision"; version: number; createdAt: Date };

const view = (row: ArtifactRow): PriorArtifact => ({
  artifact_id: row.id,
  type: row.type,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  url: `/api/review/artifacts/${row.id}`,
});

const SELECT = { id: true, type: true, version: true, createdAt: true } as const;

/**
 * Saves a generated memo as the activity's next version: a draft when drafted fresh, an agent revision when the
 * engine revised a baseline (an external draft or an earlier version). Runs inside the caller's transaction;
 * two runs racing for one version number make the unique index refuse the second (the caller retries).
 */
export async function saveArtifact(
  tx: Prisma.TransactionClient,
  user: SessionUser,
  memo: { activityId: string; runId: string; html: string; text: string; revised: boolean; now: Date },
): Promise<PriorArtifact> {
  const latest = await tx.reviewArtifact.findFirst({
    where: { orgId: user.orgId, activityId: memo.activityId },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  const row = await tx.reviewArtifact.create({
    data: {
      orgId: user.orgId,
      activityId: memo.activityId,
      type: memo.revised ? "agent_revision" : "draft",
      version: (latest?.version ?? 0) + 1,
      runId: memo.runId,
      html: memo.html,
      text: memo.text,
      createdBy: user.id,
      createdAt: memo.now,
    },
    select: SELECT,
  });
  return view(row);
}

/** The activity's versions in the org, newest first; the newest is the default. */
export async function listArtifacts(user: SessionUser, activityId: string): Promise<PriorArtifact[]> {
  const rows = await db().reviewArtifact.findMany({
    where: { orgId: user.orgId, activityId },
    orderBy: { version: "desc" },
    take: PRIOR_ARTIFACTS_SHOWN,
    select: SELECT,
  });
  return rows.map(view);
}

const label = (row: Pick<ArtifactRow, "type" | "version">) =>
  `${row.type === "draft" ? "Draft" : "Agent revision"} v${row.version}`;

/** A version's text to revise, only within the org and the same activity. */
export async function priorArtifactText(
  user: SessionUser,
  artifactId: string,
  activityId: string,
): Promise<{ name: string; text: string } | null> {
  const row = await db().reviewArtifact.findFirst({
    where: { id: artifactId, orgId: user.orgId, activityId },
    select: { type: true, version: true, text: true },
  });
  return row ? { name: label(row), text: row.text } : null;
}

/** A version's memo as an HTML document to open or download. */
export async function getArtifact(
  user: SessionUser,
  artifactId: string,
): Promise<{ filename: string; html: string }> {
  const row = await db().reviewArtifact.findFirst({
    where: { id: artifactId, orgId: user.orgId },
    select: { activityId: true, type: true, version: true, html: true },
  });
  if (!row) throw errors.notFound("No prior version with this id in your organisation.");
  const safeActivity = row.activityId.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 60) || "activity";
  return {
    filename: `${safeActivity}-${row.type === "draft" ? "draft" : "revision"}-v${row.version}.html`,
    html: row.html,
  };
}
