/** Every rule pack the engine knows. Register a new service's pack here. */
import type { RulePack } from "@/lib/results/review-types";
import { bidComplianceChecklistPack } from "./bid-compliance-checklist";
import { bidProposalCompilationPack } from "./bid-proposal-compilation";
import { bidProposalSelfCheckPack } from "./bid-proposal-self-check";
import { complianceEvaluationPack } from "./compliance-evaluation";
import { consolidatedProcurementPlanningPack } from "./consolidated-procurement-planning";
import { complianceSolicitationPack } from "./compliance-solicitation";
import { contractCompletenessPack } from "./contract-completeness";
import { dueDiligencePack } from "./due-diligence";
import { internalApprovalMemoPack } from "./internal-approval-memo";
import { procurementPostReviewPack } from "./procurement-post-review";
import { specQualityPack } from "./spec-quality";
import { sustainabilityEsgPack } from "./sustainability-esg";
import { unbalancedBidPack } from "./unbalanced-bid";

export const RULE_PACKS: readonly RulePack[] = [
  internalApprovalMemoPack,
  complianceSolicitationPack,
  complianceEvaluationPack,
  bidProposalSelfCheckPack,
  bidProposalCompilationPack,
  specQualityPack,
  unbalancedBidPack,
  dueDiligencePack,
  contractCompletenessPack,
  consolidatedProcurementPlanningPack,
  // Hub-only reviews (a tool of the Services Hub, not a /review service).
  procurementPostReviewPack,
  bidComplianceChecklistPack,
  sustainabilityEsgPack,
];
