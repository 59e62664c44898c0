/**
 * The evaluation record of one procurement activity: what the committee's report says about each bidder, read
 * once (reader/), shown to the officer as "This is what we read", corrected and confirmed, then used by every tool
 * of the activity (letters, memo, checks). Only bidders are in `bidders`: banks, insurers, guarantors, referees,
 * reference clients and committee members named in the report go to `notBidders`.
 * A value the report does not give is null (shown as "missing"), never guessed.
 */
import { z } from "zod";

export const STAGES = ["preliminary", "technical", "financial", "postQualification"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  preliminary: "Preliminary (mandatory requirements)",
  technical: "Technical evaluation",
  financial: "Financial evaluation",
  postQualification: "Post-qualification / due diligence",
};

const MAX_TEXT = 2_000;

/** A passage of the report: its words as written and where they are. */
export const citedSchema = z.object({
  text: z.string().max(MAX_TEXT),
  document: z.string().max(300),
  /** The unit label: "page 4", a sheet name. */
  page: z.string().max(100),
});
export type Cited = z.infer<typeof citedSchema>;

/**
 * One stage for one bidder. outcome null: the report does not say (missing); "not-evaluated": the bid did not
 * reach this stage (it failed an earlier one) or the stage does not apply.
 */
export const stageResultSchema = z.object({
  outcome: z.enum(["passed", "failed", "not-evaluated"]).nullable(),
  /** The stage's score (technical marks, a combined score), null when none is given. */
  score: z.number().finite().nullable(),
  /** Why, in the report's words: the reason for failing, or the sentence that passes it. */
  reason: citedSchema.nullable(),
});
export type StageResult = z.infer<typeof stageResultSchema>;

const amount = z.number().finite().nonnegative().max(1e15);

export const recordBidderSchema = z.object({
  /** Stable within the record ("b1", "b2" …), so edits and letters refer to a bidder, not its spelling. */
  id: z.string().min(1).max(40),
  /** The name as the report spells it, without "M/s". */
  name: z.string().min(1).max(300),
  /** The tender sum read out at opening. */
  readOut: amount.nullable(),
  /** The sum after arithmetic correction, when the committee corrected it. */
  corrected: amount.nullable(),
  /** Why it was corrected, quoted. */
  correctionReason: citedSchema.nullable(),
  /** The evaluated price (after corrections, discounts, adjustments), when the report gives one. */
  evaluated: amount.nullable(),
  stages: z.object({
    preliminary: stageResultSchema,
    technical: stageResultSchema,
    financial: stageResultSchema,
    postQualification: stageResultSchema,
  }),
  rank: z.number().int().min(1).max(1000).nullable(),
  /** Where the bidder's row or sentence was read (the opening record or the first table naming it). */
  source: citedSchema.nullable(),
});
export type RecordBidder = z.infer<typeof recordBidderSchema>;

export const NOT_BIDDER_ROLES = [
  "bank",
  "insurer",
  "guarantor",
  "referee",
  "reference-client",
  "committee-member",
  "other",
] as const;
export type NotBidderRole = (typeof NOT_BIDDER_ROLES)[number];

export const evaluationRecordSchema = z.object({
  /** ISO currency of the prices, null when the report writes none. */
  currency: z.string().length(3).nullable(),
  /** The technical pass mark as published in the report (75 of 100 marks, or 75%). */
  passMark: z
    .object({ value: z.number().finite().nonnegative(), percent: z.boolean(), cited: citedSchema.nullable() })
    .nullable(),
  /** The maximum technical score (100 marks), when stated. */
  maxTechnicalScore: z.number().finite().positive().nullable(),
  bidders: z.array(recordBidderSchema).max(100),
  /** The committee's recommendation: the bidder (by id) and the price it recommends the award at. */
  recommendation: z
    .object({
      bidderId: z.string().max(40).nullable(),
      /** The name as the recommendation writes it (shown when it matches no bidder). */
      bidderName: z.string().max(300),
      price: amount.nullable(),
      cited: citedSchema.nullable(),
    })
    .nullable(),
  /** The committee recommends no award (termination, re-advertisement). */
  noAward: citedSchema.nullable(),
  budget: z.object({ value: amount, cited: citedSchema.nullable() }).nullable(),
  estimate: z.object({ value: amount, cited: citedSchema.nullable() }).nullable(),
  /** Named in the report but not bidders: issuers of securities, referees, reference clients, committee members. */
  notBidders: z
    .array(
      z.object({ name: z.string().max(300), role: z.enum(NOT_BIDDER_ROLES), cited: citedSchema.nullable() }),
    )
    .max(200),
  /** The documents the record was read from (file names). */
  sources: z.array(z.string().max(300)).max(20),
});
export type EvaluationRecord = z.infer<typeof evaluationRecordSchema>;

/** A stored, confirmed version (what tools say they used: "evaluation record v3, confirmed by … on …"). */
export type RecordVersionRef = { version: number; confirmedBy: string | null; confirmedAt: string };

/** A bid is responsive when no stage failed it. */
export const isResponsive = (bidder: RecordBidder): boolean =>
  !Object.values(bidder.stages).some((stage) => stage.outcome === "failed");

/** The stage that rejected a bid, the first failed in evaluation order. */
export function failedStage(bidder: RecordBidder): Stage | null {
  return STAGES.find((stage) => bidder.stages[stage].outcome === "failed") ?? null;
}

/** The price an award to this bidder would be made at: evaluated, else corrected, else read out. */
export const priceOf = (bidder: RecordBidder): number | null =>
  bidder.evaluated ?? bidder.corrected ?? bidder.readOut;

export const emptyStage = (): StageResult => ({ outcome: null, score: null, reason: null });

/** A bidder of whom nothing is read yet but its name: every value missing. */
export const blankBidder = (id: string, name: string, source: Cited | null = null): RecordBidder => ({
  id,
  name,
  readOut: null,
  corrected: null,
  correctionReason: null,
  evaluated: null,
  stages: {
    preliminary: emptyStage(),
    technical: emptyStage(),
    financial: emptyStage(),
    postQualification: emptyStage(),
  },
  rank: null,
  source,
});

/** What of a record was not read, as paths an editor can highlight ("bidders.b2.readOut", "passMark"). */
export function missingFields(record: EvaluationRecord): string[] {
  const missing: string[] = [];
  if (!record.currency) missing.push("currency");
  if (!record.recommendation && !record.noAward) missing.push("recommendation");
  for (const bidder of record.bidders) {
    if (bidder.readOut === null) missing.push(`bidders.${bidder.id}.readOut`);
    for (const stage of STAGES)
      if (bidder.stages[stage].outcome === null) missing.push(`bidders.${bidder.id}.stages.${stage}`);
  }
  return missing;
}
