import "server-only";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import {
  changesOf,
  isOverdue,
  riskLevel,
  riskScore,
  type RiskCategory,
  type RiskInput,
  type RiskPatch,
  type RiskStage,
  type RiskStatus,
  type RiskView,
} from "@/modules/risks/lib/fields";
import type { RiskFilters } from "@/modules/risks/lib/register";

/** A register holds at most this many risks per org; past it, close and delete old ones. */
export const MAX_RISKS_PER_ORG = 2000;

const today = () => new Date().toISOString().slice(0, 10);
const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

type Row = Prisma.RiskGetPayload<object>;

export function viewOf(row: Row, now = today()): RiskView {
  const dueDate = isoDate(row.dueDate);
  return {
    id: row.id,
    activityId: row.activityId,
    stage: row.stage as RiskStage,
    category: row.category as RiskCategory,
    title: row.title,
    description: row.description,
    probability: row.probability,
    impact: row.impact,
    score: row.score,
    level: riskLevel(row.score),
    owner: row.owner,
    status: row.status as RiskStatus,
    dueDate,
    mitigation: row.mitigation,
    source: row.source,
    overdue: isOverdue({ status: row.status, dueDate }, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The org's register for an activity (or the org-wide one: activityId null), filtered, highest score first. */
export async function listRisks(
  user: SessionUser,
  activityId: string | null,
  filters: RiskFilters,
): Promise<RiskView[]> {
  const now = today();
  const rows = await db().risk.findMany({
    where: {
      orgId: user.orgId,
      activityId,
      ...(filters.stages.length ? { stage: { in: filters.stages } } : {}),
      ...(filters.categories.length ? { category: { in: filters.categories } } : {}),
      // Overdue brings its own status condition: ANDed with the status filter, not spread over it (the second
      // `status` key would replace the first).
      AND: [
        ...(filters.statuses.length ? [{ status: { in: filters.statuses } }] : []),
        ...(filters.overdueOnly
          ? [{ status: { not: "closed" } }, { dueDate: { lt: new Date(`${now}T00:00:00Z`) } }]
          : []),
      ],
      ...(filters.search
        ? {
            OR: ["title", "description", "owner", "mitigation"].map((field) => ({
              [field]: { contains: filters.search, mode: "insensitive" as const },
            })),
          }
        : {}),
    },
    orderBy: [{ score: "desc" }, { dueDate: { sort: "asc", nulls: "last" } }, { title: "asc" }],
    take: MAX_RISKS_PER_ORG,
  });
  return rows.map((row) => viewOf(row, now));
}

/** The patch as columns: the due date as a date, the rest as given. */
function data(input: RiskPatch) {
  const { dueDate, ...rest } = input;
  return {
    ...rest,
    ...(dueDate !== undefined ? { dueDate: dueDate ? new Date(`${dueDate}T00:00:00Z`) : null } : {}),
  };
}

/** Adds a risk; its creation is its first history entry and an audit event. */
export async function createRisk(user: SessionUser, input: RiskInput): Promise<RiskView> {
  if ((await db().risk.count({ where: { orgId: user.orgId } })) >= MAX_RISKS_PER_ORG)
    throw errors.conflict(`A register holds at most ${MAX_RISKS_PER_ORG} risks: delete closed ones first.`);
  const { activityId, source, ...fields } = input;
  const row = await db().$transaction(async (tx) => {
    const created = await tx.risk.create({
      data: {
        ...data(fields),
        stage: fields.stage,
        category: fields.category,
        title: fields.title,
        probability: fields.probability,
        impact: fields.impact,
        activityId: activityId ?? null,
        source: source ?? null,
        orgId: user.orgId,
        score: riskScore(input.probability, input.impact),
        createdBy: user.id,
      },
    });
    await record(tx, user, created, "created", { title: created.title, score: created.score });
    return created;
  });
  return viewOf(row);
}

async function findRisk(user: SessionUser, riskId: string): Promise<Row> {
  const row = await db().risk.findFirst({ where: { id: riskId, orgId: user.orgId } });
  if (!row) throw errors.notFound("No risk with this id in your organisation.");
  return row;
}

/** Changes a risk; only fields whose value differs are recorded (who, when, before and after). */
export async function updateRisk(user: SessionUser, riskId: string, patch: RiskPatch): Promise<RiskView> {
  const before = await findRisk(user, riskId);
  const beforeView = viewOf(before);
  const changes = changesOf(
    beforeView as unknown as Record<string, unknown>,
    patch as Record<string, unknown>,
  );
  if (!changes.length) return beforeView;
  const probability = patch.probability ?? before.probability;
  const impact = patch.impact ?? before.impact;
  const row = await db().$transaction(async (tx) => {
    // Only if nobody changed it since it was read: two editors at once, the second is told to reload.
    const moved = await tx.risk.updateMany({
      where: { id: riskId, orgId: user.orgId, updatedAt: before.updatedAt },
      data: { ...data(patch), score: riskScore(probability, impact), updatedAt: new Date() },
    });
    if (moved.count === 0) throw errors.conflict("Someone else has just changed this risk. Reload it.");
    const updated = await tx.risk.findUniqueOrThrow({ where: { id: riskId } });
    await record(tx, user, updated, "updated", { changes });
    return updated;
  });
  return viewOf(row);
}

export async function deleteRisk(user: SessionUser, riskId: string): Promise<void> {
  const row = await findRisk(user, riskId);
  await db().$transaction(async (tx) => {
    await tx.risk.delete({ where: { id: row.id } });
    await record(tx, user, row, "deleted", { last: viewOf(row) });
  });
}

async function record(
  tx: Prisma.TransactionClient,
  user: SessionUser,
  risk: Row,
  action: "created" | "updated" | "deleted",
  changes: Record<string, unknown>,
) {
  await tx.riskChange.create({
    data: {
      riskId: risk.id,
      orgId: user.orgId,
      userId: user.id,
      action,
      changes: changes as Prisma.InputJsonValue,
    },
  });
  await tx.auditEvent.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      action: `risk.${action}`,
      detail: { riskId: risk.id, activityId: risk.activityId, title: risk.title },
    },
  });
}

export type RiskChangeView = { id: string; action: string; by: string | null; at: string; changes: unknown };

/** A risk's history, newest first (kept after the risk is deleted). */
export async function riskHistory(user: SessionUser, riskId: string): Promise<RiskChangeView[]> {
  const rows = await db().riskChange.findMany({
    where: { riskId, orgId: user.orgId },
    orderBy: { createdAt: "desc" },
    take: 200,
  });
  if (!rows.length) throw errors.notFound("No risk with this id in your organisation.");
  const users = await db().user.findMany({
    where: { id: { in: rows.map((row) => row.userId).filter((id): id is string => id !== null) } },
    select: { id: true, name: true, email: true },
  });
  return rows.map((row) => {
    const by = users.find((user) => user.id === row.userId);
    return {
      id: row.id,
      action: row.action,
      by: by ? by.name || by.email : null,
      at: row.createdAt.toISOString(),
      changes: row.changes,
    };
  });
}
