import { z } from "zod";
import raw from "./data/framework-rules.json";

/**
 * The cited rule library (copied from ../shared/data/framework-rules.json). Only `verified` rules may be shown
 * as authoritative, always with their citation; unverified ones are leads to confirm against the official text.
 */
const ruleSchema = z.object({
  framework: z.string(),
  framework_code: z.string(),
  category: z.enum(["all", "goods", "works", "consulting", "non_consulting"]),
  topic: z.enum(["threshold", "standstill", "bid_security", "bid_validity", "method", "bid_period", "other"]),
  title: z.string(),
  rule: z.string(),
  value: z.union([z.string(), z.number()]).nullable(),
  unit: z.string().nullable(),
  currency: z.string().nullable(),
  citation: z.string(),
  source_url: z.string().nullable(),
  verified: z.boolean(),
});
export type FrameworkRule = z.infer<typeof ruleSchema>;

export const FRAMEWORK_RULES: readonly FrameworkRule[] = z.array(ruleSchema).parse(raw);

export function verifiedRules(frameworkCode: string): FrameworkRule[] {
  return FRAMEWORK_RULES.filter((rule) => rule.verified && rule.framework_code === frameworkCode);
}

/** The full name of a rule framework, e.g. "WB_IPF" -> "World Bank Procurement Regulations for IPF Borrowers". */
export function frameworkTitle(frameworkCode: string): string | undefined {
  return FRAMEWORK_RULES.find((rule) => rule.framework_code === frameworkCode)?.framework;
}
