/**
 * Checklist SD-01: criteria or specifications about another subject than the tender's (text copied from another
 * tender): "installation and implementation of website Systems" scored in a tarpaulins tender.
 */
import type { ReviewCheck } from "@/lib/results/review-types";

export const subjectDriftCheck: ReviewCheck = {
  id: "subject-drift",
  title: "Criteria and specifications are about the tender's subject",
  run: () => null,
};
