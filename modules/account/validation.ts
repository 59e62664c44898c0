import { z } from "zod";
import { parseEmail } from "@/lib/text/email-address";
import { ROLES } from "@/lib/catalogue/role-profiles";

export const PLANS = ["starter", "standard", "professional"] as const;
export type Plan = (typeof PLANS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Messages are message keys in messages/en/common.json ("validation.*"), shown through next-intl.
/** An email address normalised by parseEmail; `message` is the message key shown when it is not one. */
export function emailFieldWith(message: string) {
  return z
    .string(message)
    .describe("Email address (plain ASCII, normalised to lower case)")
    .transform((value, ctx) => {
      const parsed = parseEmail(value);
      if (parsed) return parsed.address;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

export const emailField = emailFieldWith("validation.email");

/** One schema for the sign-up form and POST /api/auth/signup; unknown fields (orgId, role) are refused. */
export const signUpSchema = z.strictObject({
  // Names go into email greetings and display headers: no line breaks, so no header injection.
  name: z
    .string()
    .regex(/^[^\r\n]*$/, "validation.singleLine")
    .trim()
    .min(1, "validation.nameRequired")
    .max(100, "validation.nameTooLong"),
  email: emailField,
  password: z
    .string()
    .min(PASSWORD_MIN, "validation.passwordTooShort")
    .max(PASSWORD_MAX, "validation.passwordTooLong"),
  role: z.enum(ROLES, "validation.role").default("practitioner"),
  plan: z.enum(PLANS, "validation.plan").default("starter"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** POST /api/me/password and the Settings form: the current password, then the new one (sign-up's rules). */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string("validation.passwordRequired")
    .min(1, "validation.passwordRequired")
    .max(PASSWORD_MAX, "validation.passwordTooLong"),
  newPassword: z
    .string("validation.passwordRequired")
    .min(PASSWORD_MIN, "validation.passwordTooShort")
    .max(PASSWORD_MAX, "validation.passwordTooLong"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const membershipDecisionSchema = z.strictObject({
  decision: z.enum(["approve", "reject"]),
});

/** PUT /api/org/members/{id}/permissions: an admin grants (true) or revokes (false) a member's permissions. */
export const memberPermissionsSchema = z
  .strictObject({
    review: z.boolean("validation.choice").optional(),
    integrityApi: z.boolean("validation.choice").optional(),
  })
  .refine((input) => input.review !== undefined || input.integrityApi !== undefined, {
    message: "validation.fieldRequired",
    path: ["_"],
  });
