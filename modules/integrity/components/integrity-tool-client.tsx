"use client";

import type { IntegrityToolId } from "@/modules/integrity/lib/tools";
import { AuditExportClient } from "./audit-export-client";
import { DueDiligenceClient } from "./due-diligence-client";
import { IntegrityNoAccess } from "./integrity-no-access";
import { RedFlagClient } from "./red-flag-client";

type Props = {
  toolId: IntegrityToolId;
  activityId: string;
  /** The session may call /api/v1: an admin, or a member an admin granted the integrity API. */
  allowed: boolean;
};

/** The page body of an integrity tool: each calls its /api/v1 service with the signed-in session. */
export function IntegrityToolClient({ toolId, activityId, allowed }: Props) {
  if (!allowed) return <IntegrityNoAccess />;
  // Opened from an activity (?activityId=): each job names it, so it is listed on the activity's page and export.
  if (toolId === "red_flag_monitoring") return <RedFlagClient activityId={activityId} />;
  if (toolId === "bidder_due_diligence") return <DueDiligenceClient activityId={activityId} />;
  return <AuditExportClient activityId={activityId} />;
}
