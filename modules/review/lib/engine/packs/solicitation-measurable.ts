/**
 * Checklist MS-03: requirements a tenderer can price and an evaluator can test: quantities, units and delivery
 * or service points; a test method or standard for each measured pass/fail parameter.
 */
import type { ReviewCheck } from "@/lib/results/review-types";

export const requirementQuantitiesCheck: ReviewCheck = {
  id: "requirement-quantities",
  title: "The requirements give quantities and places",
  run: () => null,
};

export const specificationStandardCheck: ReviewCheck = {
  id: "specification-standard",
  title: "Measured specifications name a test standard",
  run: () => null,
};
