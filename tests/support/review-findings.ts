import { expect } from "vitest";
import type { Finding } from "@/lib/results/types";

type WithFindings = { findings: readonly Finding[] };

/** The finding of a check by id; the test fails, naming the id, when the check said nothing. */
export function byId(result: WithFindings, id: string): Finding {
  const found = result.findings.find((finding) => finding.id === id);
  expect(found, id).toBeDefined();
  return found!;
}

/** [status, severity] of a check's finding, to compare with one toEqual. */
export const statusOf = (result: WithFindings, id: string) => [
  byId(result, id).status,
  byId(result, id).severity,
];

/**
 * A review's findings without those of the evaluation record (the `evaluation-record` note and the
 * `evaluation-record-*` checks, tested on their own in review-evaluation-record.test.ts), for tests about the
 * pack's own checks.
 */
export function withoutRecordChecks(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => !finding.id.startsWith("evaluation-record"));
}
