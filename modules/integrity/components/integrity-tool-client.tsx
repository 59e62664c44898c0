"use client";

import type { IntegrityToolId } from "@/modules/integrity/lib/tools";
import { AuditExportClient } from "./audit-export-client";
import { DueDiligenceClient } from "./due-diligence-client";
import { RedFlagClient } from "./red-flag-client";

/** The page body of an integrity tool: each calls its /api/v1 service with the signed-in session. */
export function IntegrityToolClient({ toolId, activityId }: { toolId: IntegrityToolId; activityId: string }) {
  if (toolId === "red_flag_monitoring") return <RedFlagClient />;
  if (toolId === "bidder_due_diligence") return <DueDiligenceClient />;
  return <AuditExportClient activityId={activityId} />;
}
