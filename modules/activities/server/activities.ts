import "server-only";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import {
  DOCUMENT_KIND_LABELS,
  type ActivityCategory,
  type ActivityDocumentView,
  type ActivityInput,
  type ActivityPatch,
  type ActivityStage,
  type ActivityView,
  type DocumentKind,
} from "@/modules/activities/lib/fields";
import { recordActivityEvent } from "./activity-audit";

/** An org keeps at most this many activities; past it, close and delete old ones. */
export const MAX_ACTIVITIES_PER_ORG = 5000;
/** An activity holds at most this many documents. */
export const MAX_DOCUMENTS_PER_ACTIVITY = 200;
/** The StoredFile purpose of an activity's documents: kept until deleted (not swept like run attachments). */
export const ACTIVITY_DOCUMENT_PURPOSE = "activity";

type Row = Prisma.ActivityGetPayload<object>;
const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const asDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(`${value}T00:00:00Z`);

export function activityView(row: Row): ActivityView {
  return {
    id: row.id,
    reference: row.reference,
    subject: row.subject,
    category: row.category as ActivityCategory,
    method: row.method,
    estimatedValue: row.estimatedValue,
    currency: row.currency,
    stage: row.stage as ActivityStage,
    publishedOn: isoDate(row.publishedOn),
    closingOn: isoDate(row.closingOn),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createActivity(user: SessionUser, input: ActivityInput): Promise<ActivityView> {
  const count = await db().activity.count({ where: { orgId: user.orgId } });
  if (count >= MAX_ACTIVITIES_PER_ORG)
    throw errors.conflict("Your organisation has reached its activity limit.");
  const duplicate = () =>
    errors.conflict(`An activity with the reference "${input.reference}" already exists.`);
  const taken = await db().activity.findUnique({
    where: { orgId_reference: { orgId: user.orgId, reference: input.reference } },
    select: { id: true },
  });
  if (taken) throw duplicate();
  // Two creates of one reference at once both pass the check above: the unique index decides, and the loser is
  // told the same as a later create (409), not a 500.
  const row = await db()
    .activity.create({
      data: {
        orgId: user.orgId,
        reference: input.reference,
        subject: input.subject,
        category: input.category,
        method: input.method ?? "",
        estimatedValue: input.estimatedValue ?? null,
        currency: input.currency ?? "KES",
        stage: input.stage ?? "planning",
        publishedOn: asDate(input.publishedOn) ?? null,
        closingOn: asDate(input.closingOn) ?? null,
        createdBy: user.id,
      },
    })
    .catch((error: unknown) => {
      throw (error as { code?: string }).code === "P2002" ? duplicate() : error;
    });
  await recordActivityEvent(user, "activity.create", row.reference, { subject: row.subject });
  return activityView(row);
}

export async function updateActivity(
  user: SessionUser,
  id: string,
  patch: ActivityPatch,
): Promise<ActivityView> {
  await requireActivity(user, id);
  const row = await db().activity.update({
    where: { id },
    data: {
      ...patch,
      publishedOn: asDate(patch.publishedOn),
      closingOn: asDate(patch.closingOn),
    },
  });
  await recordActivityEvent(user, "activity.update", row.reference, { fields: Object.keys(patch) });
  return activityView(row);
}

export async function listActivities(user: SessionUser, take = 200): Promise<ActivityView[]> {
  const rows = await db().activity.findMany({
    where: { orgId: user.orgId },
    orderBy: { updatedAt: "desc" },
    take,
  });
  return rows.map(activityView);
}

/** The org's activity by id; 404 for another org's (never says it exists). */
export async function requireActivity(user: SessionUser, id: string): Promise<ActivityView> {
  const row = await db().activity.findFirst({ where: { id, orgId: user.orgId } });
  if (!row) throw errors.notFound("Activity not found.");
  return activityView(row);
}

/** The org's activity by its reference (the Activity ID runs carry), or null. */
export async function findActivityByReference(
  user: SessionUser,
  reference: string,
): Promise<ActivityView | null> {
  const row = await db().activity.findUnique({
    where: { orgId_reference: { orgId: user.orgId, reference } },
  });
  return row ? activityView(row) : null;
}

export async function listActivityDocuments(
  user: SessionUser,
  activityId: string,
): Promise<ActivityDocumentView[]> {
  const documents = await db().activityDocument.findMany({
    where: { orgId: user.orgId, activityId },
    orderBy: { createdAt: "asc" },
  });
  if (!documents.length) return [];
  const files = await db().storedFile.findMany({
    where: { orgId: user.orgId, id: { in: documents.map((d) => d.fileId) }, uploadStatus: "uploaded" },
    select: { id: true, filename: true, size: true },
  });
  const byId = new Map(files.map((f) => [f.id, f]));
  return documents.flatMap((d) => {
    const file = byId.get(d.fileId);
    if (!file) return [];
    const kind = d.kind as DocumentKind;
    return [
      {
        id: d.id,
        fileId: d.fileId,
        name: file.filename,
        size: file.size,
        kind,
        kindLabel: DOCUMENT_KIND_LABELS[kind] ?? DOCUMENT_KIND_LABELS.other,
        addedAt: d.createdAt.toISOString(),
      },
    ];
  });
}
