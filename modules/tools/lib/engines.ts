/**
 * Which tools have an engine. A tool missing here has its page and inputs, and its run answers 501 saying
 * the engine is not built yet; the page says so before the user fills anything. The review tools run through
 * the review engine (review-tools.ts) and count as built once their rule pack is registered.
 */
import type { ToolId } from "@/lib/catalogue/types";
import { abnormallyLowBidEngine } from "@/modules/tools/lib/abnormally-low/engine";
import { cmpEngine } from "@/modules/tools/lib/cmp/engine";
import { DRAFTING_ENGINES } from "@/modules/tools/lib/drafting";
import { ipcEngine } from "@/modules/tools/lib/ipc/engine";
import { knowledgeHubEngine } from "@/modules/tools/lib/knowledge-hub/engine";
import { marketPriceEngine } from "@/modules/tools/lib/market-price/engine";
import { navigatorEngine } from "@/modules/tools/lib/navigator/engine";
import { riskRegisterEngine } from "@/modules/risks";
import { isIntegrityTool } from "@/modules/integrity";
import { REVIEW_TOOL_ENGINES, reviewToolAvailable } from "./review-tools";
import type { ToolEngine } from "@/lib/results/types";

export const TOOL_ENGINES: Partial<Record<ToolId, ToolEngine>> = {
  ipc_validation: ipcEngine,
  abnormally_low_bid_check: abnormallyLowBidEngine,
  contract_management_plan: cmpEngine,
  framework_rules_navigator: navigatorEngine,
  knowledge_hub_faq_assistant: knowledgeHubEngine,
  procurement_risk_register: riskRegisterEngine,
  market_price_intelligence: marketPriceEngine,
  ...REVIEW_TOOL_ENGINES,
  ...DRAFTING_ENGINES,
};

export function engineFor(toolId: string): ToolEngine | undefined {
  const engine = (TOOL_ENGINES as Record<string, ToolEngine | undefined>)[toolId];
  return engine && reviewToolAvailable(toolId) ? engine : undefined;
}

/** Whether the tool's runs are drafts of a drafting task (its engine says so: ToolEngine.needs.drafts). */
export function isDraftingTool(toolId: string): boolean {
  return (TOOL_ENGINES as Record<string, ToolEngine | undefined>)[toolId]?.needs?.drafts === true;
}

export function hasEngine(toolId: string): boolean {
  return engineFor(toolId) !== undefined;
}

/**
 * Whether the tool's page can run it: an engine, or one of the integrity tools, which run as jobs through the
 * /api/v1 services instead of POST /api/tools/{id}/run.
 */
export function isRunnable(toolId: string): boolean {
  return hasEngine(toolId) || isIntegrityTool(toolId);
}
