import "server-only";
import { endAllSessions } from "@/lib/server/auth/session-version";
import { db } from "@/lib/server/db";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";

export type MemberRow = {
  id: string;
  name: string;
  email: string;
  orgRole: "admin" | "member";
  status: "active" | "pending" | "rejected";
  requestedAt: string;
  /** What an admin granted (Settings -> Members); an admin holds every permission whatever is stored. */
  permissions: MemberPermissions;
};

export type MemberPermissions = { review: boolean; integrityApi: boolean };

export function requireAdmin(user: SessionUser) {
  if (user.orgRole !== "admin") throw errors.forbidden("Only an organisation admin can manage members.");
}

/** Everyone in the caller's org; only admins may list it. */
export async function listMembers(user: SessionUser): Promise<MemberRow[]> {
  requireAdmin(user);
  const rows = await db().membership.findMany({
    where: { orgId: user.orgId },
    orderBy: [{ status: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      role: true,
      status: true,
      createdAt: true,
      reviewGranted: true,
      integrityApiGranted: true,
      user: { select: { name: true, email: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.user.name,
    email: row.user.email,
    orgRole: row.role,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    permissions: { review: row.reviewGranted, integrityApi: row.integrityApiGranted },
  }));
}

/** Approves or rejects a pending request in the caller's own org; anything else is "not found" (no cross-org access). */
export async function decideMembership(
  user: SessionUser,
  membershipId: string,
  decision: "approve" | "reject",
): Promise<void> {
  requireAdmin(user);
  const status = decision === "approve" ? "active" : "rejected";
  const updated = await db().membership.updateMany({
    where: { id: membershipId, orgId: user.orgId, status: "pending" },
    data: { status, decidedAt: new Date(), decidedBy: user.id },
  });
  if (updated.count === 0) throw errors.notFound("No pending request with this id in your organisation.");
  if (decision === "reject") {
    const membership = await db().membership.findUnique({
      where: { id: membershipId },
      select: { userId: true },
    });
    if (membership) await endAllSessions(membership.userId);
  }
  await db().auditEvent.create({
    data: { orgId: user.orgId, userId: user.id, action: `membership.${decision}`, detail: { membershipId } },
  });
}
