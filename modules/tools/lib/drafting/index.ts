/**
 * The drafting suite's engines (one file per tool in this folder, each a draftingEngine of ./engine). Registered
 * in TOOL_ENGINES through this map, so a tool is runnable once its line is here.
 */
import type { ToolId } from "@/lib/catalogue/types";
import type { ToolEngine } from "@/lib/results/types";
import { comparativeNotesEngine } from "./comparative-notes";
import { qualificationCriteriaEngine } from "./criteria";
import { bidDocumentEngine } from "./bid-document";
import { debriefEngine } from "./debrief";
import { feedbackEngine } from "./feedback";
import { specificationTorEngine } from "./specification-tor";
import { templateTrackerEngine } from "./template-tracker";

export const DRAFTING_ENGINES: Partial<Record<ToolId, ToolEngine>> = {
  simplified_feedback_hub: feedbackEngine,
  bidder_debrief_drafts: debriefEngine,
  specification_tor_draft: specificationTorEngine,
  bid_document_customization: bidDocumentEngine,
  template_version_tracker: templateTrackerEngine,
  qualification_evaluation_criteria: qualificationCriteriaEngine,
  comparative_guidance_notes: comparativeNotesEngine,
};
