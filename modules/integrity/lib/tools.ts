/** The catalogue tools that run through the integrity API (/api/v1) rather than a tool engine. */
export const INTEGRITY_TOOL_IDS = [
  "red_flag_monitoring",
  "bidder_due_diligence",
  "audit_trail_exporter",
] as const;
export type IntegrityToolId = (typeof INTEGRITY_TOOL_IDS)[number];

export function isIntegrityTool(toolId: string): toolId is IntegrityToolId {
  return (INTEGRITY_TOOL_IDS as readonly string[]).includes(toolId);
}
