/** Shared parts of the contract-term findings of a payment certificate (contract-checks.ts, contract-advance.ts). */
import { ruleById } from "@/lib/frameworks/rules";
import { citeRule } from "@/lib/reading/evidence";
import type { Finding } from "@/lib/results/types";
import type { Term } from "./contract-terms";

export const TOLERANCE = 1;
export const KENYA_START = 30;
export const KENYA_END = 90;

export const cite = (id: string) => {
  const rule = ruleById(id);
  return rule ? (citeRule(rule) ?? rule.citation) : "";
};

export type Make = (
  status: Finding["status"],
  severity: Finding["severity"],
  evidence: string,
  recommendation?: string,
) => Finding;
export const maker =
  (id: string, title: string, citation: string): Make =>
  (status, severity, evidence, recommendation = "") => ({
    id,
    title,
    status,
    severity,
    evidence,
    citation,
    recommendation,
  });

export const percent = (value: number) => `${Number(value.toFixed(2))}%`;
export const from = (term: Term) => ` (${term.source})`;
