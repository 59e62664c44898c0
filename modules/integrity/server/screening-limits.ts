import "server-only";
import { AppError } from "@/lib/server/api/errors";
import { DEFAULT_SCREENING_LIMITS, type ScreeningLimits } from "@/modules/integrity/lib/screening-limits";

// The caps and why they are what they are: modules/integrity/lib/screening-limits.ts.
export { DEFAULT_SCREENING_LIMITS, type ScreeningLimits };

const ENV: Record<keyof ScreeningLimits, string> = {
  maxListBytes: "SCREENING_MAX_LIST_BYTES",
  maxEntriesPerList: "SCREENING_MAX_ENTRIES_PER_LIST",
  maxEntriesPerOrg: "SCREENING_MAX_ENTRIES_PER_ORG",
  maxBytesPerOrg: "SCREENING_MAX_BYTES_PER_ORG",
  maxWorkPerJob: "SCREENING_MAX_WORK_PER_JOB",
};

/** The caps in force: the defaults, each replaced by its variable when that is a positive whole number. */
export function screeningLimits(): ScreeningLimits {
  const limits = { ...DEFAULT_SCREENING_LIMITS };
  for (const key of Object.keys(ENV) as (keyof ScreeningLimits)[]) {
    // eslint-disable-next-line no-restricted-properties -- optional tuning read where it is used, like the pools'
    const value = Number(process.env[ENV[key]] ?? "");
    if (Number.isSafeInteger(value) && value > 0) limits[key] = value;
  }
  return limits;
}

const number = (n: number) => n.toLocaleString("en");
const megabytes = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

export const limitErrors = {
  listTooLarge: (limits: ScreeningLimits) =>
    new AppError("payload_too_large", 413, `The list file is larger than ${megabytes(limits.maxListBytes)}.`),
  tooManyEntries: (limits: ScreeningLimits) =>
    new AppError(
      "payload_too_large",
      413,
      `The list has more than ${number(limits.maxEntriesPerList)} entries, the most one list may hold: load an extract (for OpenSanctions, the sanctions datasets you screen against). Nothing was stored.`,
    ),
  orgEntries: (limits: ScreeningLimits, others: number, entries: number) =>
    new AppError(
      "payload_too_large",
      413,
      `Your organisation's lists may hold ${number(limits.maxEntriesPerOrg)} entries in all; the other lists hold ${number(others)} and this one has ${number(entries)}. Delete a list or load a smaller one. Nothing was stored.`,
    ),
  orgBytes: (limits: ScreeningLimits, others: number, bytes: number) =>
    new AppError(
      "payload_too_large",
      413,
      `Your organisation's list files may take ${megabytes(limits.maxBytesPerOrg)} in all; the other lists take ${megabytes(others)} and this file is ${megabytes(bytes)}. Delete a list or load a smaller one. Nothing was stored.`,
    ),
  workBudget: (limits: ScreeningLimits, names: number, entries: number) =>
    new AppError(
      "unprocessable_content",
      422,
      `This job would screen ${number(names)} names against ${number(entries)} list entries; one job may do ${number(limits.maxWorkPerJob)} comparisons (names x entries). Screen at most ${number(Math.max(1, Math.floor(limits.maxWorkPerJob / Math.max(1, entries))))} names per job against these lists, or choose fewer lists with listIds.`,
    ),
};
