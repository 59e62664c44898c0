/**
 * Gating a draft run's output: the quality gate's result is stored with the draft (see stored-gate.ts), and a new
 * version of the draft (a section regenerated or rewritten) is gated again and is not final.
 */
import { draftOf } from "../engine";
import type { ToolFramework, ToolOutput } from "@/lib/results/types";
import { qualityGate, type GateResult, type RunReview } from "./quality-gate";

export * from "./stored-gate";

/** The output with its draft gated (again): a new gate, no finalisation. */
export async function gatedOutput(
  output: ToolOutput,
  toolId: string,
  framework: ToolFramework | null,
  review?: RunReview,
): Promise<ToolOutput> {
  const gate: GateResult | null = await qualityGate(toolId, draftOf(output), framework, review);
  const data = Object.fromEntries(
    Object.entries(output.data).filter(([key]) => key !== "finalized" && key !== "gate"),
  );
  return { ...output, data: gate ? { ...data, gate: { ...gate, framework } } : data };
}
