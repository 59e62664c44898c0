import "server-only";
import { db } from "@/lib/server/db";
import type { IntegrityKind } from "./jobs";

const KINDS: IntegrityKind[] = ["red_flags", "due_diligence", "audit_export"];

/**
 * The org's integrity jobs submitted in the period, for the archive's runs (../lib/audit-export/integrity-runs).
 * They live in the job queue, which the export did not read: runs.csv said "Runs 0" after 79 jobs. With an
 * activity, only the jobs that name it (its audit exports, and red flags and due diligence submitted with its
 * Activity ID). `exceptJobId`: the export being built, which is recorded by its own audit event once it is done.
 */
export async function findIntegrityJobs(options: {
  orgId: string;
  range: { gte: Date; lte: Date };
  activityId: string | null;
  exceptJobId: string | null;
  take: number;
}) {
  const jobs = await db().job.findMany({
    where: {
      orgId: options.orgId,
      kind: { in: KINDS },
      createdAt: options.range,
      ...(options.exceptJobId ? { id: { not: options.exceptJobId } } : {}),
      ...(options.activityId ? { payload: { path: ["activityId"], equals: options.activityId } } : {}),
    },
    select: {
      id: true,
      kind: true,
      status: true,
      createdAt: true,
      lastError: true,
      payload: true,
      result: true,
    },
    orderBy: { createdAt: "asc" },
    take: options.take,
  });
  return jobs.map((job) => {
    const requestedBy = (job.payload as { requestedBy?: unknown } | null)?.requestedBy;
    return { ...job, requestedBy: typeof requestedBy === "string" ? requestedBy : null };
  });
}
