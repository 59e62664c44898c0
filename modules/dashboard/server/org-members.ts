import "server-only";
import { db } from "@/lib/server/db";

/** Active members of an org, for the dashboard's account summary (one indexed count: orgId, status). */
export async function countActiveMembers(orgId: string): Promise<number> {
  return db().membership.count({ where: { orgId, status: "active" } });
}
