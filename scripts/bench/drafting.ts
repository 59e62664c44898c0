// Benchmark step "drafting" (see run.ts): each drafting-suite engine composes a draft from realistic inputs in
// this process (server time of a run without extraction, which the extraction step measures), then its DOCX and
// PDF exports. Goal (issue 16): first draft under 1 s of server time. Medians of 10 repeats after a warm-up.
import os from "node:os";
import { performance } from "node:perf_hooks";
import type { ToolId } from "@/lib/catalogue/types";
import type { AttachedDocument, ToolOutput, ToolRunContext } from "@/lib/results/types";
import { DRAFTING_ENGINES } from "@/modules/tools/lib/drafting";
import { DRAFT_DOCUMENT_ID, DRAFT_FORMATS } from "@/modules/tools/lib/drafting/engine";
import { attachDocx, kenyaReportPages } from "@/tests/support/evaluation-documents";
import { KENYA } from "@/tests/support/frameworks";
import { ms } from "./util";

const REPEATS = 10;
const GOAL_MS = 1000;

export type DraftingBench = {
  loadAvg: number[];
  goalMs: number;
  tools: {
    toolId: string;
    runMs: number;
    exportMs: Record<string, number>;
    sections: number;
    bytes: Record<string, number>;
  }[];
};

const BRIEF = {
  estimated_value: { amount: "48000000", currency: "KES" },
  project_objectives:
    "Upgrade 6.2 km of the Kangundo–Tala road to bitumen standard to give year-round access to markets and health centres.",
  desired_outputs:
    "Earthworks, drainage, 150 mm graded crushed stone base, double surface dressing, road furniture and a 12-month defects liability period.",
};

function inputsFor(toolId: ToolId): ToolRunContext["values"] {
  switch (toolId) {
    case "specification_tor_draft":
      return { ...BRIEF, sector_industry: "Roads and transport" };
    case "bid_document_customization":
    case "qualification_evaluation_criteria":
      return { ...BRIEF, procurement_category: "Works", procurement_document_type: "Tender/RFB" };
    case "simplified_feedback_hub":
      return { feedback_type: "Overall Assessment", bidder_category: "Unsuccessful" };
    case "bidder_debrief_drafts":
      return { enquiry_focus: "Award rationale" };
    case "comparative_guidance_notes":
      return {
        comparison_focus: "Procurement Methods",
        comparison_frameworks: "World Bank, Uganda",
        analysis_depth: "Detailed Analysis",
      };
    default:
      return {
        template_category: "Solicitation Documents",
        entity_scope: "Single Entity",
        version_check: "Compliance Check",
      };
  }
}

async function median(once: () => Promise<unknown>): Promise<number> {
  await once();
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

export async function benchDrafting(): Promise<DraftingBench> {
  const loadAvg = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const report: AttachedDocument = await attachDocx(
    "supporting",
    "Evaluation report.docx",
    kenyaReportPages(),
  );
  const tools: DraftingBench["tools"] = [];
  for (const [toolId, engine] of Object.entries(DRAFTING_ENGINES) as [
    ToolId,
    NonNullable<(typeof DRAFTING_ENGINES)[ToolId]>,
  ][]) {
    const reads = toolId === "simplified_feedback_hub" || toolId === "bidder_debrief_drafts";
    const context: ToolRunContext = {
      toolId,
      values: inputsFor(toolId),
      framework: KENYA,
      documents: reads ? [report] : [],
      now: new Date("2026-11-24T09:00:00Z"),
    };
    const runMs = await median(() => Promise.resolve(engine.run(context)));
    const stored = JSON.parse(JSON.stringify(await engine.run(context))) as ToolOutput;
    const exportMs: Record<string, number> = {};
    const bytes: Record<string, number> = {};
    for (const format of DRAFT_FORMATS) {
      bytes[format] = (await engine.exportDocument!(stored, DRAFT_DOCUMENT_ID, format)).bytes.byteLength;
      exportMs[format] = await median(() => engine.exportDocument!(stored, DRAFT_DOCUMENT_ID, format));
    }
    const draft = stored.data.draft as { sections?: unknown[] } | undefined;
    tools.push({ toolId, runMs, exportMs, sections: draft?.sections?.length ?? 0, bytes });
  }
  return { loadAvg, goalMs: GOAL_MS, tools };
}

/** Short row labels (the table's label column is 27 characters). */
const LABELS: Record<string, string> = {
  specification_tor_draft: "draft: spec / ToR",
  bid_document_customization: "draft: bid document",
  qualification_evaluation_criteria: "draft: criteria",
  simplified_feedback_hub: "draft: bidder feedback",
  bidder_debrief_drafts: "draft: debrief",
  comparative_guidance_notes: "draft: comparative notes",
  template_version_tracker: "draft: template tracker",
};

export function draftingRows(bench: DraftingBench): [string, string][] {
  return bench.tools.map((tool) => [
    LABELS[tool.toolId] ?? `draft: ${tool.toolId}`.slice(0, 26),
    `run ${ms(tool.runMs)} [goal < ${ms(bench.goalMs)}: ${tool.runMs < bench.goalMs ? "ok" : "OVER"}], DOCX ${ms(tool.exportMs.docx ?? 0)}, PDF ${ms(tool.exportMs.pdf ?? 0)} (${tool.sections} sections)`,
  ]);
}
