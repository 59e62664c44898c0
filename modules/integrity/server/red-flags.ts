import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { fieldErrorsFromZod, fieldMessage } from "@/lib/api/field-errors";
import { toCsv } from "@/lib/export/csv";
import { buildObjectKey } from "@/lib/files/storage-keys";
import {
  flattenRedFlags,
  INDICATORS,
  redFlagSettingsSchema,
  unknownSettings,
  type RedFlagResult,
  type RedFlagRow,
} from "@/modules/integrity/lib/red-flags";
import {
  describeFlagValue,
  describeMeasure,
  formatMeasure,
  groupName,
  indicatorName,
} from "@/modules/integrity/lib/red-flag-words";
import { AppError } from "@/lib/server/api/errors";
import { readCapped } from "@/lib/server/api/handler";
import { JobFailure, type JobHandler } from "@/lib/server/jobs";
import { storage } from "@/lib/server/storage";
import { isDomainError } from "@/lib/errors";
import { readStreamCapped } from "@/lib/net/read-capped";
import { runRedFlags } from "./red-flag-pool";
import { finishIntegrityJob, submitIntegrityJob, type JobView } from "./jobs";
import type { ApiPrincipal } from "./v1-handler";

/** The largest OCDS input accepted by one request; bigger data is split across submissions. */
export const MAX_OCDS_BYTES = 100 * 1024 * 1024;
const ACCEPTED_TYPES =
  /^(application\/(json|x-ndjson|jsonl|jsonlines|x-jsonlines|octet-stream)|text\/plain)\s*(;|$)/i;

const payloadSchema = z.object({
  fileKey: z.string().min(1),
  settings: redFlagSettingsSchema,
});

/** The optional `settings` query parameter: JSON of RedFlagSettingsInput. */
export function parseSettingsParam(raw: string | undefined) {
  if (!raw) return redFlagSettingsSchema.parse({});
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError("validation_error", 400, "The settings parameter is not valid JSON.", {
      settings: ["validation.json"],
    });
  }
  const parsed = redFlagSettingsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // Unknown names are refused, as Cardinal refuses them: the answer names each one and the names known there.
  const unknown = unknownSettings(parsed.error.issues);
  const others = parsed.error.issues.filter((issue) => issue.code !== "unrecognized_keys");
  const fields = fieldErrorsFromZod(others, "settings.");
  for (const setting of unknown)
    fields[`settings.${setting.path}`] = [
      fieldMessage("validation.choice", { known: setting.known.join(", ") }),
    ];
  const message = unknown.length
    ? unknown.map((setting) => setting.message).join(" ")
    : "Please fix the highlighted settings.";
  throw new AppError("validation_error", 400, message, fields);
}

/**
 * POST /api/v1/red-flag/submit: the request body is the OCDS data (JSON lines, a release package or a record
 * package), stored as given and read as a stream by the job, so a large file is never parsed whole. Its format
 * and content are checked by the job, which fails with the line and reason when they are wrong.
 */
export async function submitRedFlags(
  principal: ApiPrincipal,
  req: Request,
  options: { settings?: string; callbackUrl?: string; activityId?: string },
): Promise<JobView> {
  const type = req.headers.get("content-type") ?? "";
  if (!ACCEPTED_TYPES.test(type))
    throw new AppError(
      "unsupported_media_type",
      415,
      "Send the OCDS data as the request body: application/json (a release or record package) or application/x-ndjson (one compiled release per line).",
    );
  const settings = parseSettingsParam(options.settings);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_OCDS_BYTES) throw tooLarge();
  const bytes = await readCapped(req, MAX_OCDS_BYTES).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 413 ? tooLarge() : error;
  });
  if (!bytes.byteLength)
    throw new AppError("validation_error", 400, "The request body is empty: send OCDS data.");
  const fileId = randomUUID();
  const fileKey = buildObjectKey({
    orgId: principal.orgId,
    source: "integrity",
    fileId,
    filename: "input.ocds",
  });
  await storage().write(fileKey, new Uint8Array(bytes), "application/octet-stream");
  try {
    return await submitIntegrityJob(
      principal,
      "red_flags",
      {
        fileKey,
        bytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        settings,
        // The activity's page and audit export list the jobs that name it (modules/activities activity-timeline).
        ...(options.activityId ? { activityId: options.activityId } : {}),
      },
      options.callbackUrl,
    );
  } catch (error) {
    await storage().delete(fileKey); // not queued: nothing will read it
    throw error;
  }
}

const tooLarge = () =>
  new AppError(
    "payload_too_large",
    413,
    `The OCDS data is larger than ${MAX_OCDS_BYTES / 1024 / 1024} MB: split it by date or buyer and submit the parts.`,
  );

/** The buffer to move to the worker: only a whole, unshared one (a Buffer from the pool shares its memory). */
const transferable = (bytes: Uint8Array): ArrayBuffer[] =>
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength &&
  bytes.buffer instanceof ArrayBuffer
    ? [bytes.buffer]
    : [];

/** The job: the stored input through the red-flag worker; bad data fails at once with the reason. */
export const redFlagsJob: JobHandler = {
  maxAttempts: 2,
  async run(payload) {
    const { fileKey, settings } = payloadSchema.parse(payload);
    // The stored input whole (at most MAX_OCDS_BYTES), moved to the red-flag worker: merging and the indicators
    // run there under a time and heap limit, never on the thread that answers requests (red-flag-pool.ts).
    const bytes = await readStreamCapped(await storage().readStream(fileKey), MAX_OCDS_BYTES, tooLarge);
    const reply = await runRedFlags(
      { op: "compute", bytes, settings, maxBytes: MAX_OCDS_BYTES },
      transferable(bytes),
    ).catch((error: unknown) => {
      if (isDomainError(error) && error.code === "over_limit") throw new JobFailure(error.message);
      throw error;
    });
    if (reply.ok) return reply.stored;
    if (reply.code === "input_error") throw new JobFailure(reply.message);
    // A stack or size limit reached while reading is reached again on a retry: fail at once, in plain words,
    // rather than retrying and failing as an internal error. (The readers refuse items nested deeper than 32
    // levels and a failed merge loses one process, so this is a last guard.)
    if (/Maximum call stack|Invalid (string|array) length/i.test(reply.message))
      throw new JobFailure(
        "The OCDS data could not be read: part of it is nested too deeply or is too large to process.",
      );
    throw new Error(`Red-flag worker: ${reply.message}`);
  },
  async onFinish(payload, context, outcome) {
    const parsed = payloadSchema.safeParse(payload);
    if (parsed.success) await storage().delete(parsed.data.fileKey);
    await finishIntegrityJob("red_flags", payload, context, outcome);
  },
};

/** The CSV of a result, for people: one row per flag in plain words, values rounded (exact values are in JSON). */
export function redFlagsCsv(result: RedFlagResult): string {
  return toCsv(
    ["Level", "Id", "Indicator", "What was found"],
    flattenRedFlags(result).map((row) => [
      groupName(row.group),
      row.id,
      indicatorName(row.indicator),
      describeFlagValue(row.indicator, row.group, row.value),
    ]),
  );
}

/** The XLSX of a result: Flags (one row per flag), Summary (flags per indicator), Limits (Meta), in plain words. */
export async function redFlagsXlsx(result: RedFlagResult): Promise<Uint8Array> {
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  const rows: RedFlagRow[] = flattenRedFlags(result);
  const flags = workbook.addWorksheet("Flags");
  flags.columns = [
    { header: "Level", key: "group", width: 20 },
    { header: "Id", key: "id", width: 40 },
    { header: "Indicator", key: "indicator", width: 36 },
    { header: "What was found", key: "found", width: 44 },
  ];
  for (const row of rows)
    flags.addRow({
      group: groupName(row.group),
      id: row.id,
      indicator: indicatorName(row.indicator),
      found: describeFlagValue(row.indicator, row.group, row.value),
    });
  flags.getRow(1).font = { bold: true };
  const summary = workbook.addWorksheet("Summary");
  summary.columns = [
    { header: "Indicator", key: "title", width: 40 },
    { header: "What it flags", key: "description", width: 70 },
    { header: "Flags", key: "count", width: 10 },
  ];
  for (const indicator of INDICATORS)
    summary.addRow({
      title: indicator.title,
      description: indicator.description,
      count: rows.filter((row) => row.indicator === indicator.code).length,
    });
  summary.getRow(1).font = { bold: true };
  const limits = workbook.addWorksheet("Limits");
  limits.columns = [
    { header: "Indicator", key: "indicator", width: 36 },
    { header: "Measure", key: "measure", width: 40 },
    { header: "Value", key: "value", width: 14 },
  ];
  for (const [code, measures] of Object.entries(result.Meta ?? {}))
    for (const [measure, value] of Object.entries((measures ?? {}) as Record<string, number | null>))
      limits.addRow({
        indicator: indicatorName(code),
        measure: describeMeasure(code, measure),
        value: formatMeasure(code, measure, typeof value === "number" ? value : null),
      });
  limits.getRow(1).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
