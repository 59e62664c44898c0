import "server-only";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { executeRun } from "@/modules/runs/server";
import { readEvaluationRecord } from "../lib/reader/read-record";
import { recordChanges, type RecordChange } from "../lib/record/changes";
import { evaluationRecordSchema, missingFields, type EvaluationRecord } from "../lib/record/record";
import type { ConfirmRecordInput } from "../validation";

/** Versions kept per activity; past it, the activity's record has been re-confirmed too often to be one record. */
export const MAX_VERSIONS = 200;

const REPORT_GROUP = {
  id: "evaluation-report",
  title: "Evaluation report",
  required: true,
  accept: [".pdf", ".docx", ".xlsx", ".xls", ".csv", ".txt", ".odt"],
  maxFiles: 5,
  maxFileSizeMB: 25,
} as const;

export type RecordVersionView = {
  version: number;
  record: EvaluationRecord;
  changes: RecordChange[];
  sources: { id: string; name: string }[];
  confirmedBy: string;
  confirmedAt: string;
};

export type ReadRecordView = {
  record: EvaluationRecord;
  missing: string[];
  sources: { id: string; name: string }[];
};

/** Reads uploaded report files into a record (not stored: the member confirms it first). */
export async function readRecordFromFiles(
  user: SessionUser,
  fileIds: readonly string[],
): Promise<ReadRecordView> {
  const { result } = await executeRun(
    user,
    {
      kind: "tool",
      groups: [REPORT_GROUP],
      files: { [REPORT_GROUP.id]: fileIds },
      checkInputs: () => ({ problems: {}, values: undefined }),
      invalidMessage: "Attach the evaluation report (PDF, Word or Excel).",
      guidelineQuery: null,
    },
    {
      engine: ({ documents, rows }) => ({
        record: readEvaluationRecord(documents.filter((document) => document.units.length)),
        sources: rows.map((row) => ({ id: row.id, name: row.filename })),
      }),
      store: async () => ({ id: "not-stored" }),
    },
  );
  return { ...result, missing: missingFields(result.record) };
}

function viewOf(
  row: Prisma.EvaluationRecordVersionGetPayload<object>,
  names: ReadonlyMap<string, string>,
): RecordVersionView {
  return {
    version: row.version,
    record: evaluationRecordSchema.parse(row.record),
    changes: (Array.isArray(row.changes) ? row.changes : []) as RecordChange[],
    sources: (Array.isArray(row.sources) ? row.sources : []) as { id: string; name: string }[],
    confirmedBy: names.get(row.confirmedBy) ?? "a former member",
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

async function namesOf(ids: readonly string[]): Promise<Map<string, string>> {
  const users = await db().user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, name: true, email: true },
  });
  return new Map(users.map((user) => [user.id, user.name || user.email]));
}

/** The activity's newest confirmed version, or null when none was confirmed. */
export async function currentRecord(
  user: Pick<SessionUser, "orgId">,
  activityId: string,
): Promise<RecordVersionView | null> {
  const row = await db().evaluationRecordVersion.findFirst({
    where: { orgId: user.orgId, activityId },
    orderBy: { version: "desc" },
  });
  return row ? viewOf(row, await namesOf([row.confirmedBy])) : null;
}

/** Every confirmed version of the activity's record, newest first. */
export async function recordVersions(user: SessionUser, activityId: string): Promise<RecordVersionView[]> {
  const rows = await db().evaluationRecordVersion.findMany({
    where: { orgId: user.orgId, activityId },
    orderBy: { version: "desc" },
    take: MAX_VERSIONS,
  });
  const names = await namesOf(rows.map((row) => row.confirmedBy));
  return rows.map((row) => viewOf(row, names));
}

/** Stores the record as the activity's next version, with what the member changed, and audits it. */
export async function confirmRecord(
  user: SessionUser,
  input: ConfirmRecordInput,
): Promise<RecordVersionView> {
  const latest = await db().evaluationRecordVersion.findFirst({
    where: { orgId: user.orgId, activityId: input.activityId },
    orderBy: { version: "desc" },
  });
  if ((latest?.version ?? null) !== input.basedOn)
    throw errors.conflict(
      latest
        ? `Version ${latest.version} of this record was confirmed meanwhile. Reload it and make your changes again.`
        : "This record has no confirmed version yet. Reload the page.",
    );
  if ((latest?.version ?? 0) >= MAX_VERSIONS)
    throw errors.conflict(`A record keeps at most ${MAX_VERSIONS} versions.`);
  const before = latest ? evaluationRecordSchema.parse(latest.record) : (input.read ?? null);
  const changes = recordChanges(before, input.record);
  const version = (latest?.version ?? 0) + 1;
  const row = await db().$transaction(async (tx) => {
    const created = await tx.evaluationRecordVersion.create({
      data: {
        orgId: user.orgId,
        activityId: input.activityId,
        version,
        record: input.record as Prisma.InputJsonValue,
        changes: changes as unknown as Prisma.InputJsonValue,
        sources: (input.sources.length
          ? input.sources
          : ((latest?.sources as Prisma.InputJsonValue) ?? [])) as Prisma.InputJsonValue,
        confirmedBy: user.id,
      },
    });
    await tx.auditEvent.create({
      data: {
        orgId: user.orgId,
        userId: user.id,
        action: "evaluation_record.confirmed",
        detail: {
          activityId: input.activityId,
          version,
          changed: changes.map((change) => change.path).slice(0, 50),
        },
      },
    });
    return created;
  });
  return viewOf(row, await namesOf([user.id]));
}
