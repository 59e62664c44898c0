/**
 * The gate as it is stored with a draft run (output.data.gate) and the finalisation that follows it
 * (output.data.finalized): a draft is finalised when its gate passed, or when every open finding was
 * acknowledged with a reason, and the reasons are kept with that version. Pure (zod only): the result view reads it.
 */
import { z } from "zod";
import type { ToolOutput } from "@/lib/results/types";

const gateFindingSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  severity: z.string(),
  evidence: z.string(),
  recommendation: z.string(),
  toFill: z.boolean(),
});

export const storedGateSchema = z.object({
  review: z.string(),
  passed: z.boolean(),
  findings: z.array(gateFindingSchema),
  read: z.array(z.object({ label: z.string(), status: z.string(), value: z.string() })),
  /** The framework the draft was reviewed under, so a new version is gated the same way. */
  framework: z.unknown().optional(),
});
export type StoredGate = z.infer<typeof storedGateSchema>;

export const MIN_REASON_CHARS = 10;

export const finalizationSchema = z.object({
  at: z.string(),
  by: z.object({ name: z.string(), email: z.string() }),
  acknowledgements: z.array(z.object({ findingId: z.string(), title: z.string(), reason: z.string() })),
});
export type Finalization = z.infer<typeof finalizationSchema>;

/** The stored gate of an output, or null (a tool without a gate, or a run from before the gate). */
export function gateOf(output: ToolOutput): StoredGate | null {
  const parsed = storedGateSchema.safeParse(output.data.gate);
  return parsed.success ? parsed.data : null;
}

export function finalizationOf(output: ToolOutput): Finalization | null {
  const parsed = finalizationSchema.safeParse(output.data.finalized);
  return parsed.success ? parsed.data : null;
}

/**
 * The findings that stop finalisation until acknowledged: open, and not a blank the draft lists to fill. One per
 * check (a check may report several places, e.g. each brand it found): one reason answers the check.
 */
export function openFindings(gate: StoredGate | null): StoredGate["findings"] {
  const byCheck = new Map<string, StoredGate["findings"][number]>();
  for (const finding of gate?.findings ?? [])
    if (!finding.toFill && !byCheck.has(finding.id)) byCheck.set(finding.id, finding);
  return [...byCheck.values()];
}
