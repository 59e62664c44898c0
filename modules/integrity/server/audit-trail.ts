import "server-only";
import { z } from "zod";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { buildAuditArchive, isAuditExportError, signerFor } from "@/modules/integrity/lib/audit-export";
import { AppError, errors } from "@/lib/server/api/errors";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { JobFailure, type JobHandler } from "@/lib/server/jobs";
import { storage } from "@/lib/server/storage";
import { collectAuditRows } from "./audit-collect";
import { auditSigningKey } from "./audit-signing-key";
import {
  finishIntegrityJob,
  getIntegrityJob,
  integrityJobResult,
  submitIntegrityJob,
  type JobView,
} from "./jobs";
import type { ApiPrincipal } from "./v1-handler";
import type { AuditExportRequest } from "@/modules/integrity/validation";

export async function submitAuditExport(principal: ApiPrincipal, body: AuditExportRequest): Promise<JobView> {
  return submitIntegrityJob(
    principal,
    "audit_export",
    { from: body.from, to: body.to, activityId: body.activityId ?? null },
    body.callbackUrl,
  );
}

const payloadSchema = z.object({
  from: z.string(),
  to: z.string(),
  activityId: z.string().nullable(),
  requestedBy: z.string().nullable().optional(),
});

const resultSchema = z.object({
  fileKey: z.string(),
  bytes: z.number(),
  fileName: z.string(),
  // Absent from archives made before the ZIP's hash was recorded.
  sha256: z.string().optional(),
  fileCount: z.number().optional(),
});

/** The audit event that records each archive's own hash: the one thing no file inside the archive can hold. */
export const ARCHIVE_EVENT = "audit_trail.archive";

/** Where the signing key is published; the manifest names it so a verifier knows where to look. */
export const publicKeyUrl = (keyId: string) =>
  `${env.APP_URL.replace(/\/+$/, "")}/api/v1/audit-trail/public-key?keyId=${keyId}`;

export const auditExportJob: JobHandler = {
  maxAttempts: 2,
  async run(payload, context) {
    const { from, to, activityId, requestedBy } = payloadSchema.parse(payload);
    const orgId = context.orgId!;
    const [org, requester] = await Promise.all([
      db().org.findUnique({ where: { id: orgId }, select: { name: true } }),
      requestedBy ? db().user.findUnique({ where: { id: requestedBy }, select: { email: true } }) : null,
    ]);
    const [rows, key] = await Promise.all([
      collectAuditRows(orgId, from, to, activityId, context.jobId),
      auditSigningKey(),
    ]);
    let archive;
    try {
      archive = await buildAuditArchive(
        {
          orgName: org?.name ?? orgId,
          from,
          to,
          activityId,
          generatedAt: new Date(),
          generatedBy: requester?.email ?? "API token",
          ...rows,
        },
        { signer: signerFor(key.privateKey), publicKeyUrl: publicKeyUrl(key.keyId) },
      );
    } catch (error) {
      if (isAuditExportError(error)) throw new JobFailure(error.message);
      throw error;
    }
    const fileName = `audit-trail-${from}-to-${to}${activityId ? "-activity" : ""}.zip`;
    const fileKey = buildObjectKey({ orgId, source: "audit", fileId: context.jobId, filename: fileName });
    await storage().write(fileKey, archive.zip, "application/zip");
    const { sha256, fileCount } = archive;
    await db().auditEvent.create({
      data: {
        orgId,
        userId: requestedBy ?? null,
        action: ARCHIVE_EVENT,
        detail: {
          jobId: context.jobId,
          sha256,
          bytes: archive.zip.byteLength,
          from,
          to,
          activityId,
          fileCount,
          signingKeyId: key.keyId,
        },
      },
    });
    return {
      fileKey,
      bytes: archive.zip.byteLength,
      fileName,
      sha256,
      fileCount,
      manifest: archive.manifest,
    };
  },
  onFinish: (payload, context, outcome) => finishIntegrityJob("audit_export", payload, context, outcome),
};

export type AuditJobView = JobView & {
  /** Once done: the ZIP's SHA-256 (also in the audit log and the download's X-Archive-SHA256), to keep. */
  archive: { sha256: string | null; bytes: number; fileCount: number | null } | null;
};

/** GET /api/v1/audit-trail/status/{id}: the job, and once it is done the archive's hash and size. */
export async function getAuditExportJob(principal: ApiPrincipal, jobId: string): Promise<AuditJobView> {
  const job = await getIntegrityJob(principal, "audit_export", jobId);
  if (job.status !== "done") return { ...job, archive: null };
  const parsed = resultSchema.safeParse((await integrityJobResult(principal, "audit_export", jobId)).result);
  if (!parsed.success) return { ...job, archive: null };
  const { sha256 = null, bytes, fileCount = null } = parsed.data;
  return { ...job, archive: { sha256, bytes, fileCount } };
}

/** GET /api/v1/audit-trail/download/{id}: the finished job's ZIP, with its SHA-256 in the headers. */
export async function downloadAuditExport(principal: ApiPrincipal, jobId: string): Promise<Response> {
  const { result } = await integrityJobResult(principal, "audit_export", jobId);
  const parsed = resultSchema.safeParse(result);
  if (!parsed.success) throw new AppError("unprocessable_content", 422, "This export has no archive.");
  const { fileKey, bytes, fileName, sha256 } = parsed.data;
  if (!(await storage().head(fileKey)))
    throw errors.notFound("The archive is no longer stored: export again.");
  return new Response(await storage().readStream(fileKey), {
    headers: {
      "content-type": "application/zip",
      "content-length": String(bytes),
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      // RFC 9530's digest of the bytes sent, and the same hash in hex as sha256sum prints it.
      ...(sha256
        ? {
            "repr-digest": `sha-256=:${Buffer.from(sha256, "hex").toString("base64")}:`,
            "x-archive-sha256": sha256,
          }
        : {}),
    },
  });
}
