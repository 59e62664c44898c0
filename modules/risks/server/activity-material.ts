import "server-only";
import { reviewModule } from "@/lib/catalogue/review-services";
import type { RunActivity } from "@/lib/results/types";
import { findingsSchema } from "@/lib/results/schemas";
import { db } from "@/lib/server/db";
import { parseStoredOrNull } from "@/lib/server/stored-json";
import { readDocuments, type AttachedRow } from "@/modules/runs/server";

/** The newest reviews of the activity whose findings are read. */
export const ACTIVITY_REVIEWS_READ = 10;
/** The newest documents of the activity read for a run (an activity may hold 200; a register needs the tender's). */
export const ACTIVITY_DOCUMENTS_READ = 30;
/** The group an activity's documents are read under (they fill no slot of the tool's form). */
const ACTIVITY_GROUP = "activity";

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/**
 * What a run for an activity reads of it: its dates, its documents (not those already attached to the run, by file
 * or by content) and its latest reviews' findings. An Activity ID typed without an activity on record still has
 * its reviews. The tables are read here rather than through modules/activities, whose page lists the risks: the
 * two features would import each other.
 */
export async function loadRunActivity(
  orgId: string,
  reference: string,
  attached: readonly Pick<AttachedRow, "id" | "sha256">[] = [],
): Promise<RunActivity> {
  const [activity, reviews] = await Promise.all([
    db().activity.findUnique({
      where: { orgId_reference: { orgId, reference } },
      select: { id: true, subject: true, publishedOn: true, closingOn: true },
    }),
    db().reviewRun.findMany({
      where: { orgId, activityId: reference },
      orderBy: { createdAt: "desc" },
      take: ACTIVITY_REVIEWS_READ,
      select: { id: true, serviceId: true, findings: true },
    }),
  ]);
  return {
    reference,
    subject: activity?.subject ?? "",
    publishedOn: isoDate(activity?.publishedOn ?? null),
    closingOn: isoDate(activity?.closingOn ?? null),
    documents: activity ? await activityDocuments(orgId, activity.id, attached) : [],
    reviews: reviews.map((review) => ({
      runId: review.id,
      serviceId: review.serviceId,
      serviceTitle: reviewModule(review.serviceId)?.title ?? "review",
      // A stored result that no longer parses suggests nothing rather than failing the run.
      findings:
        parseStoredOrNull(findingsSchema, review.findings, {
          record: "review run",
          id: review.id,
          column: "findings",
        }) ?? [],
    })),
  };
}

async function activityDocuments(
  orgId: string,
  activityId: string,
  attached: readonly Pick<AttachedRow, "id" | "sha256">[],
) {
  const links = await db().activityDocument.findMany({
    where: { orgId, activityId },
    orderBy: { createdAt: "desc" },
    take: ACTIVITY_DOCUMENTS_READ,
    select: { fileId: true },
  });
  const files = await db().storedFile.findMany({
    where: { orgId, id: { in: links.map((link) => link.fileId) }, uploadStatus: "uploaded" },
    select: { id: true, key: true, filename: true, size: true, sha256: true },
  });
  const seenFiles = new Set(attached.map((row) => row.id));
  const seenContent = new Set(attached.flatMap((row) => (row.sha256 ? [row.sha256] : [])));
  const rows: AttachedRow[] = [];
  for (const file of files) {
    if (seenFiles.has(file.id) || (file.sha256 && seenContent.has(file.sha256))) continue;
    if (file.sha256) seenContent.add(file.sha256);
    rows.push({ ...file, groupId: ACTIVITY_GROUP });
  }
  // One at a time, as a run reads its attachments; an unreadable document (a damaged file) leaves the others read.
  const documents = [];
  for (const row of rows) documents.push(...(await readDocuments([row]).catch(() => [])));
  return documents;
}
