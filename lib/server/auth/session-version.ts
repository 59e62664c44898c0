import "server-only";
import { db } from "@/lib/server/db";

/**
 * Ends every session of a user at once: tokens carry the session version they were issued
 * with, and the session lookup refuses any token whose version is no longer the user's. Called on sign-out,
 * password change and removal from the org.
 */
export async function endAllSessions(userId: string): Promise<void> {
  await db().user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
