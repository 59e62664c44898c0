import "server-only";
import { db } from "@/lib/server/db";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { requireAdmin, type MemberPermissions } from "./members";

/** The name the audit log gives each permission. */
const AUDIT_NAMES = { review: "review", integrityApi: "integrity_api" } as const satisfies Record<
  keyof MemberPermissions,
  string
>;

/**
 * An admin grants or revokes a member's permissions (Settings -> Members): reviewing the org's requests and the
 * integrity API through the session. Only an active member of the admin's own org (404 otherwise, nothing said
 * about other orgs); admins hold every permission by being admin, so theirs cannot be set (409). Each change is
 * an audit event naming who changed what for whom; an unchanged permission writes none. The session reads the
 * grants on every request (lib/server/auth/session.ts), so a change holds from the member's next request.
 */
export async function setMemberPermissions(
  user: SessionUser,
  membershipId: string,
  changes: Partial<MemberPermissions>,
): Promise<MemberPermissions> {
  requireAdmin(user);
  return db().$transaction(async (tx) => {
    // Locked while read and written, so two admins' concurrent changes are both audited against the right value.
    const [row] = await tx.$queryRaw<
      { userId: string; role: string; reviewGranted: boolean; integrityApiGranted: boolean }[]
    >`SELECT "userId", role::text AS role, "reviewGranted", "integrityApiGranted" FROM "Membership"
      WHERE id = ${membershipId} AND "orgId" = ${user.orgId} AND status = 'active' FOR UPDATE`;
    if (!row) throw errors.notFound("No active member with this id in your organisation.");
    if (row.role === "admin")
      throw errors.conflict("Admins hold every permission by being admin; there is nothing to grant.");
    const before: MemberPermissions = { review: row.reviewGranted, integrityApi: row.integrityApiGranted };
    const after: MemberPermissions = { ...before, ...changes };
    const changed = (Object.keys(AUDIT_NAMES) as (keyof MemberPermissions)[]).filter(
      (permission) => before[permission] !== after[permission],
    );
    if (changed.length === 0) return after;
    await tx.membership.update({
      where: { id: membershipId },
      data: { reviewGranted: after.review, integrityApiGranted: after.integrityApi },
    });
    await tx.auditEvent.createMany({
      data: changed.map((permission) => ({
        orgId: user.orgId,
        userId: user.id,
        action: after[permission] ? "membership.permission.grant" : "membership.permission.revoke",
        detail: { membershipId, memberUserId: row.userId, permission: AUDIT_NAMES[permission] },
      })),
    });
    return after;
  });
}
