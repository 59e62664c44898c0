import { z } from "zod";
import raw from "./data/framework-rules.json";

/**
 * The cited rule library (./data/framework-rules.json, copied from the shared data set). Only `verified`
 * rules may be shown as authoritative, always with their citation; unverified ones are leads to confirm
 * against the official text.
 *
 * Each record also carries `source_kind` and `provenance`: research notes on where a figure was read. They are
 * checked here and then dropped, so no rule the app holds (findings, tables, answers, API responses) can show
 * them.
 */
const RULE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words that mark research notes or mirrors; a citation or source address never contains them. */
const NOT_A_CITATION = /github|scribd|find_string|index|unverified/i;

const publicFields = {
  id: z.string().regex(RULE_ID, "rule ids are kebab-case"),
  framework: z.string(),
  framework_code: z.string(),
  category: z.enum(["all", "goods", "works", "consulting", "non_consulting"]),
  topic: z.enum(["threshold", "standstill", "bid_security", "bid_validity", "method", "bid_period", "other"]),
  title: z.string(),
  rule: z.string(),
  value: z.union([z.string(), z.number()]).nullable(),
  unit: z.string().nullable(),
  currency: z.string().nullable(),
  citation: z
    .string()
    .min(1)
    .refine((text) => !NOT_A_CITATION.test(text), "citation holds research notes"),
  source_url: z
    .string()
    .regex(/^https?:\/\//, "source_url is an http(s) address")
    .refine((text) => !NOT_A_CITATION.test(text), "source_url is a mirror or a search id")
    .nullable(),
  verified: z.boolean(),
};

/** A record as stored, internal fields included. */
const sourceRecordSchema = z
  .object({
    ...publicFields,
    source_kind: z.enum(["primary", "official", "secondary"]),
    provenance: z.string(),
  })
  .refine((record) => !record.verified || record.source_kind !== "secondary", {
    message: "a verified rule was read in the legal text or an official document",
  });

const ruleSchema = z.object(publicFields);
/** A rule as the app sees it: what may be shown, nothing about how it was researched. */
export type FrameworkRule = z.infer<typeof ruleSchema>;

/** Validates the stored records (ids unique) and keeps only their public fields. */
export function loadRules(records: unknown): FrameworkRule[] {
  const parsed = z.array(sourceRecordSchema).parse(records);
  const seen = new Set<string>();
  for (const record of parsed) {
    if (seen.has(record.id)) throw new Error(`Duplicate framework rule id: ${record.id}`);
    seen.add(record.id);
  }
  return parsed.map((record) => ruleSchema.parse(record));
}

export const FRAMEWORK_RULES: readonly FrameworkRule[] = Object.freeze(loadRules(raw));

export function verifiedRules(frameworkCode: string): FrameworkRule[] {
  return FRAMEWORK_RULES.filter((rule) => rule.verified && rule.framework_code === frameworkCode);
}

/** A rule by its stable id (e.g. "ke-standstill-period"), verified or not. */
export function ruleById(id: string): FrameworkRule | undefined {
  return FRAMEWORK_RULES.find((rule) => rule.id === id);
}

/** The full name of a rule framework, e.g. "WB_IPF" -> "World Bank Procurement Regulations for IPF Borrowers". */
export function frameworkTitle(frameworkCode: string): string | undefined {
  return FRAMEWORK_RULES.find((rule) => rule.framework_code === frameworkCode)?.framework;
}
