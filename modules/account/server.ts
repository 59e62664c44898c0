/**
 * The account feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export { signInThrottle, signUp } from "./server/accounts";
export { authOptions } from "./server/auth-options";
export { setMemberPermissions } from "./server/member-permissions";
export { type MemberPermissions, type MemberRow, decideMembership, listMembers } from "./server/members";
export { changePassword } from "./server/password-change";
export { confirmEmailVerification, isEmailVerified, resendVerificationEmail } from "./server/verification";
