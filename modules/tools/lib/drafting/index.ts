/**
 * The drafting suite's engines (one file per tool in this folder, each a draftingEngine of ./engine). Registered
 * in TOOL_ENGINES through this map, so a tool is runnable once its line is here.
 */
import type { ToolId } from "@/lib/catalogue/types";
import type { ToolEngine } from "@/lib/engine/types";

export const DRAFTING_ENGINES: Partial<Record<ToolId, ToolEngine>> = {};
