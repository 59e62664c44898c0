/**
 * Which tools have an engine. A tool missing here has its page and inputs, and its run answers 501 saying
 * the engine is not built yet; the page says so before the user fills anything.
 */
import type { ToolId } from "@/lib/catalogue/types";
import { cmpEngine } from "./cmp/engine";
import { ipcEngine } from "./ipc/engine";
import { knowledgeHubEngine } from "./knowledge-hub/engine";
import { navigatorEngine } from "./navigator/engine";
import type { ToolEngine } from "./types";

export const TOOL_ENGINES: Partial<Record<ToolId, ToolEngine>> = {
  ipc_validation: ipcEngine,
  contract_management_plan: cmpEngine,
  framework_rules_navigator: navigatorEngine,
  knowledge_hub_faq_assistant: knowledgeHubEngine,
};

export function engineFor(toolId: string): ToolEngine | undefined {
  return (TOOL_ENGINES as Record<string, ToolEngine | undefined>)[toolId];
}

export function hasEngine(toolId: string): boolean {
  return engineFor(toolId) !== undefined;
}
