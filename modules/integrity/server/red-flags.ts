import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { fieldErrorsFromZod } from "@/lib/api/field-errors";
import { toCsv } from "@/lib/export/csv";
import { buildObjectKey } from "@/lib/files/storage-keys";
import {
  computeRedFlags,
  flattenRedFlags,
  INDICATORS,
  redFlagSettingsSchema,
  RedFlagInputError,
  toStoredRedFlags,
  type RedFlagResult,
  type RedFlagRow,
} from "@/modules/integrity/lib/red-flags";
import { AppError } from "@/lib/server/api/errors";
import { readCapped } from "@/lib/server/api/handler";
import { JobFailure, type JobHandler } from "@/lib/server/jobs";
import { storage } from "@/lib/server/storage";
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
  if (!parsed.success)
    throw new AppError(
      "validation_error",
      400,
      "Please fix the highlighted settings.",
      fieldErrorsFromZod(parsed.error, "settings."),
    );
  return parsed.data;
}

/**
 * POST /api/v1/red-flag/submit: the request body is the OCDS data (JSON lines, a release package or a record
 * package), stored as given and read as a stream by the job, so a large file is never parsed whole. Its format
 * and content are checked by the job, which fails with the line and reason when they are wrong.
 */
export async function submitRedFlags(
  principal: ApiPrincipal,
  req: Request,
  options: { settings?: string; callbackUrl?: string },
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

/** The job: stream the stored input through the red-flag calculator; bad data fails at once with the reason. */
export const redFlagsJob: JobHandler = {
  maxAttempts: 2,
  async run(payload) {
    const { fileKey, settings } = payloadSchema.parse(payload);
    const stream = await storage().readStream(fileKey);
    try {
      const result = await computeRedFlags(stream, settings, { maxBytes: MAX_OCDS_BYTES });
      // Stored as rows: an id like "__proto__" would not survive as a key of the JSON column (stored.ts).
      return toStoredRedFlags(result);
    } catch (error) {
      if (error instanceof RedFlagInputError) throw new JobFailure(error.message);
      throw error;
    }
  },
  async onFinish(payload, context, outcome) {
    const parsed = payloadSchema.safeParse(payload);
    if (parsed.success) await storage().delete(parsed.data.fileKey);
    await finishIntegrityJob("red_flags", payload, context, outcome);
  },
};

/** The CSV of a result: one row per flag (group, id, indicator, its title, value). */
export function redFlagsCsv(result: RedFlagResult): string {
  const title = new Map(INDICATORS.map((indicator) => [indicator.code, indicator.title]));
  return toCsv(
    ["group", "id", "indicator", "indicator_title", "value"],
    flattenRedFlags(result).map((row) => [
      row.group,
      row.id,
      row.indicator,
      title.get(row.indicator) ?? "",
      row.value,
    ]),
  );
}

/** The XLSX of a result: Flags (one row per flag), Fences (Meta), Summary (flags per indicator). */
export async function redFlagsXlsx(result: RedFlagResult): Promise<Uint8Array> {
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  const rows: RedFlagRow[] = flattenRedFlags(result);
  const title = new Map(INDICATORS.map((indicator) => [indicator.code, indicator.title]));
  const flags = workbook.addWorksheet("Flags");
  flags.columns = [
    { header: "Group", key: "group", width: 18 },
    { header: "Id", key: "id", width: 40 },
    { header: "Indicator", key: "indicator", width: 10 },
    { header: "Indicator title", key: "title", width: 50 },
    { header: "Value", key: "value", width: 12 },
  ];
  for (const row of rows) flags.addRow({ ...row, title: title.get(row.indicator) ?? "" });
  flags.getRow(1).font = { bold: true };
  const summary = workbook.addWorksheet("Summary");
  summary.columns = [
    { header: "Indicator", key: "indicator", width: 10 },
    { header: "Title", key: "title", width: 50 },
    { header: "Flags", key: "count", width: 10 },
  ];
  for (const indicator of INDICATORS)
    summary.addRow({
      indicator: indicator.code,
      title: indicator.title,
      count: rows.filter((row) => row.indicator === indicator.code).length,
    });
  summary.getRow(1).font = { bold: true };
  const fences = workbook.addWorksheet("Fences");
  fences.columns = [
    { header: "Indicator", key: "indicator", width: 10 },
    { header: "Measure", key: "measure", width: 24 },
    { header: "Value", key: "value", width: 14 },
  ];
  for (const [indicator, measures] of Object.entries(result.Meta ?? {}))
    for (const [measure, value] of Object.entries((measures ?? {}) as Record<string, unknown>))
      fences.addRow({ indicator, measure, value: typeof value === "number" ? value : String(value) });
  fences.getRow(1).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
