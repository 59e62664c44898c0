/**
 * Checklist L (FW-01, FW-02): framework agreements without the number of firms or call-off rules, and several
 * priced rates with no weights, quantities or basket to combine them into one evaluated price.
 */
import type { ReviewCheck } from "@/lib/results/review-types";

export const frameworkTermsCheck: ReviewCheck = {
  id: "framework-terms",
  title: "A framework agreement says how many firms and how call-offs are allocated",
  run: () => null,
};

export const rateWeightsCheck: ReviewCheck = {
  id: "rate-weights",
  title: "Several rates are combined into one evaluated price",
  run: () => null,
};
