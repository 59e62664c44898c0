import type { SessionUser } from "./session";

/**
 * Permissions are granted, never chosen (SECURITY.md S33, S34). The profile role (`SessionUser.role`) is the
 * user's own choice and only personalises the product, so nothing here reads it: a permission is an org
 * admin's grant on the membership (Settings -> Members, audited), and admins hold every permission by being
 * admin. The grants come with the session (lib/server/auth/session.ts), read on every request.
 */
export type Grantee = Pick<SessionUser, "orgRole" | "grants">;

export type Permission = keyof SessionUser["grants"];

export function hasPermission(user: Grantee, permission: Permission): boolean {
  return user.orgRole === "admin" || user.grants[permission];
}

/** Works the org's review queue: sees every request of the org and decides those others submitted. */
export const canReviewRequests = (user: Grantee): boolean => hasPermission(user, "review");

/** Calls /api/v1 through the session, with what an API token (admin-made) could do. */
export const canUseIntegrityApi = (user: Grantee): boolean => hasPermission(user, "integrityApi");
