import "server-only";
import { z } from "zod";
import { reviewModule } from "@/lib/catalogue/review-services";
import { EXPORT_CONTENT_TYPES, type ExportedFile } from "@/lib/results/types";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";

/** GET /api/review/runs/{runId}/export: the run's memo as a Word document or a PDF. */
export const REVIEW_EXPORT_FORMATS = ["docx", "pdf"] as const;
export const reviewExportQuerySchema = z.object({
  format: z.enum(REVIEW_EXPORT_FORMATS, "validation.choice"),
});
export type ReviewExportFormat = (typeof REVIEW_EXPORT_FORMATS)[number];

/** A name part made of letters, digits and dashes only (the activity id is the user's text). */
const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/**
 * The memo of a stored review run of the user's organisation, laid out by memo-export as the tool pages' review
 * memos are. Another org's run is 404, as an unknown id is (nothing says whether it exists elsewhere).
 */
export async function exportReviewRun(
  user: SessionUser,
  runId: string,
  format: ReviewExportFormat,
): Promise<ExportedFile> {
  const run = await db().reviewRun.findFirst({
    where: { id: runId, orgId: user.orgId },
    select: { serviceId: true, subserviceId: true, activityId: true, memoHtml: true },
  });
  if (!run) throw errors.notFound("No review run with this id in your organisation.");
  if (!run.memoHtml.trim()) throw errors.notFound("This run has no memo to export.");
  const title = reviewModule(run.serviceId, run.subserviceId)?.title ?? "Review";
  // Loaded on first export only, so a review does not pay for docx and pdf-lib.
  const { memoToDocx, memoToPdf } = await import("@/lib/results/memo-export");
  const bytes =
    format === "docx" ? await memoToDocx(title, run.memoHtml) : await memoToPdf(title, run.memoHtml);
  const name = [slug(run.serviceId), slug(run.subserviceId ?? ""), slug(run.activityId)].filter(Boolean);
  return {
    bytes,
    filename: `${[...name, "review-memo"].join("-")}.${format}`,
    contentType: EXPORT_CONTENT_TYPES[format],
  };
}
