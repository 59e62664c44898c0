import "server-only";
import { AppError } from "@/lib/server/api/errors";
import { db } from "@/lib/server/db";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import type { ChangePasswordInput } from "@/modules/account/validation";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import type { SessionUser } from "@/lib/server/auth/session";

/**
 * Changes the signed-in user's password after checking the current one. The new hash and the bumped session
 * version are one write: every session, this one included, ends at once, so a thief holding
 * an old token is out the moment the owner changes the password.
 */
export async function changePassword(user: SessionUser, input: ChangePasswordInput): Promise<void> {
  await enforce(LIMITS.passwordChangePerUser, user.id);
  const row = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError("validation_error", 400, "Please fix the highlighted fields.", {
      currentPassword: ["validation.currentPasswordWrong"],
    });
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError("validation_error", 400, "Please fix the highlighted fields.", {
      newPassword: ["validation.passwordUnchanged"],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db().$transaction([
    db().user.update({ where: { id: user.id }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    db().auditEvent.create({
      data: { orgId: user.orgId, userId: user.id, action: "user.password_change", detail: {} },
    }),
  ]);
}
