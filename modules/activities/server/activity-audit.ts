import "server-only";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";

/**
 * An activity's changes are audit events whose detail names its reference (`activityId`), so the activity's
 * audit export (modules/integrity/server/audit-collect.ts filters on detail.activityId) includes them.
 */
export async function recordActivityEvent(
  user: SessionUser,
  action: string,
  reference: string,
  detail: Record<string, Prisma.InputJsonValue | null> = {},
): Promise<void> {
  await db().auditEvent.create({
    data: { orgId: user.orgId, userId: user.id, action, detail: { activityId: reference, ...detail } },
  });
}
