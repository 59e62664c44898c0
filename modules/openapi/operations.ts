import { z } from "zod";
import { common, errorSchema, okSchema, type Operation } from "@/lib/api-docs/operation";
import { signUpSchema, membershipDecisionSchema, memberPermissionsSchema } from "@/modules/account";
import {
  contactResponseSchema,
  contactSchema,
  newsletterResponseSchema,
  newsletterSchema,
} from "@/modules/contact";
import { CONTACT_ATTACHMENT } from "@/lib/files/contact-attachment";
import { SETTINGS_OPERATIONS } from "@/modules/settings";
import { TOOL_OPERATIONS } from "@/modules/tools";
import { EMAIL_OPERATIONS } from "@/modules/email";
import { REVIEW_OPERATIONS } from "@/modules/review";
import { ATTACHMENT_OPERATIONS } from "@/modules/runs";
import { INTEGRITY_OPERATIONS } from "@/modules/integrity";
import { EVALUATION_OPERATIONS } from "@/modules/evaluation";
import { ACTIVITY_OPERATIONS } from "@/modules/activities";

/**
 * The HTTP API as data. Request bodies are the very zod schemas the route handlers parse with, so the
 * OpenAPI document (/api/openapi.json) and the /api page cannot drift from what the server accepts.
 */

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), db: z.enum(["ok", "error"]) });

const permissionsSchema = z
  .object({
    review: z.boolean().describe("Works the review queue: sees the org's requests, decides others'"),
    integrityApi: z.boolean().describe("Calls /api/v1 through the session, as the tool pages do"),
  })
  .describe("What an admin granted; admins hold every permission by being admin");

const membersSchema = z.object({
  ok: z.literal(true),
  members: z.array(
    z.object({
      id: z.string().describe("Membership id"),
      name: z.string(),
      email: z.string(),
      orgRole: z.enum(["admin", "member"]),
      status: z.enum(["active", "pending", "rejected"]),
      requestedAt: z.string().describe("ISO 8601 timestamp"),
      permissions: permissionsSchema,
    }),
  ),
});

export const OPERATIONS: Operation[] = [
  {
    id: "health",
    method: "GET",
    path: "/api/health",
    tag: "Platform",
    summary: "Service health",
    description: "Checks that the database answers within 2 seconds.",
    auth: "public",
    responses: {
      200: { description: "Healthy", schema: healthSchema },
      503: { description: "The database does not answer", schema: healthSchema },
    },
  },
  {
    id: "signUp",
    method: "POST",
    path: "/api/auth/signup",
    tag: "Accounts",
    summary: "Create an account",
    description:
      "Creates the user and places them in the organisation of their email domain: the first user of a domain is its admin, later users wait for the admin's approval; public mail domains get a personal organisation. The answer is the same when the email already has an account. Throttled to 10 per hour per address.",
    auth: "public",
    body: { schema: signUpSchema },
    bodyLimitBytes: 16 * 1024,
    responses: { 201: { description: "Accepted; sign in next", schema: okSchema }, ...common },
  },
  {
    id: "signIn",
    method: "POST",
    path: "/api/auth/callback/credentials",
    tag: "Accounts",
    summary: "Sign in (next-auth credentials)",
    description:
      "Form-encoded fields `csrfToken` (from GET /api/auth/csrf), `email` and `password`. On success sets the HttpOnly session cookie (a signed JWT, valid 7 days). Throttled per address and account.",
    auth: "public",
    responses: {
      200: { description: "Signed in: the session cookie is set" },
      401: { description: "Wrong email or password", schema: errorSchema },
      429: common[429],
    },
  },
  {
    id: "listMembers",
    method: "GET",
    path: "/api/org/members",
    tag: "Organisation",
    summary: "Members of your organisation",
    description: "Admins only. Active, pending and rejected members of the session's organisation.",
    auth: "session",
    responses: {
      200: { description: "The members", schema: membersSchema },
      401: { description: "Not signed in", schema: errorSchema },
      403: common[403],
    },
  },
  {
    id: "decideMembership",
    method: "POST",
    path: "/api/org/members/{id}",
    tag: "Organisation",
    summary: "Approve or reject a membership request",
    auth: "session",
    pathParams: { id: "Membership id from the members list" },
    body: { schema: membershipDecisionSchema },
    bodyLimitBytes: 1024,
    responses: {
      200: { description: "Decided", schema: okSchema },
      401: { description: "Not signed in", schema: errorSchema },
      404: { description: "No pending request with this id in your organisation", schema: errorSchema },
      ...common,
    },
  },
  {
    id: "setMemberPermissions",
    method: "PUT",
    path: "/api/org/members/{id}/permissions",
    tag: "Organisation",
    summary: "Grant or revoke a member's permissions",
    description:
      "Admins only. review lets the member work the review queue (see and decide others' requests); integrityApi lets the member use /api/v1 through the session (the integrity tool pages). Send either or both; each change is recorded in the audit log (membership.permission.grant / .revoke) and holds from the member's next request. The profile role grants nothing.",
    auth: "session",
    pathParams: { id: "Membership id from the members list" },
    body: { schema: memberPermissionsSchema },
    bodyLimitBytes: 1024,
    responses: {
      200: {
        description: "The member's permissions now",
        schema: okSchema.extend({ permissions: permissionsSchema }),
      },
      401: { description: "Not signed in", schema: errorSchema },
      404: { description: "No active member with this id in your organisation", schema: errorSchema },
      409: { description: "An admin: admins hold every permission", schema: errorSchema },
      ...common,
      403: {
        description: "Not an organisation admin, a request from another site, or for another organisation",
        schema: errorSchema,
      },
    },
  },
  ...SETTINGS_OPERATIONS,
  ...TOOL_OPERATIONS,
  ...EMAIL_OPERATIONS,
  ...REVIEW_OPERATIONS,
  ...EVALUATION_OPERATIONS,
  ...ATTACHMENT_OPERATIONS,
  ...ACTIVITY_OPERATIONS,
  ...INTEGRITY_OPERATIONS,
  {
    id: "contact",
    method: "POST",
    path: "/api/contact",
    tag: "Contact",
    summary: "Send a message to the Procuros team",
    description:
      "Serves the contact page (source contact: name, email and message required; subject one of the " +
      "listed options), the help form (source help: email, subject and message) and the contact dialog " +
      "(source modal: name, email, subject, message and an optional attachment). help and modal need a " +
      "session. The message is stored and forwarded to the team; the sender's address gets a fixed " +
      "confirmation (none of the sender's text), at most one per address and day. Throttled to 10 per " +
      "10 minutes per address.",
    auth: "public",
    body: {
      schema: contactSchema,
      multipart: {
        fileField: "attachment",
        description: `Send multipart/form-data to attach one file (source modal only): ${CONTACT_ATTACHMENT.extensions.join(", ")}, at most 10 MB; its content must match its extension.`,
      },
    },
    bodyLimitBytes: 64 * 1024,
    responses: {
      201: { description: "Stored; confirmation queued", schema: contactResponseSchema },
      401: { description: "help and modal need a session", schema: errorSchema },
      ...common,
    },
  },
  {
    id: "newsletter",
    method: "POST",
    path: "/api/newsletter",
    tag: "Contact",
    summary: "Subscribe to the newsletter",
    description:
      "Idempotent: the same answer whether or not the address was subscribed already. Throttled to 20 per hour per address.",
    auth: "public",
    body: { schema: newsletterSchema },
    bodyLimitBytes: 4 * 1024,
    responses: { 200: { description: "Subscribed", schema: newsletterResponseSchema }, ...common },
  },
  {
    id: "uploadObject",
    method: "POST",
    path: "/api/uploads",
    tag: "Platform",
    summary: "Upload a file with a presigned POST (local storage)",
    description:
      "The target of a presigned upload when files are stored on the server's disk; with S3 storage the " +
      "browser posts to the bucket instead and this path answers 404. Send multipart/form-data with " +
      "every field of the presigned post (key, Content-Type, X-Amz-Algorithm, X-Amz-Date, Policy, " +
      "X-Amz-Signature) unchanged, then the file in the field `file`. The signed policy is the " +
      "authorization: it fixes the key, the exact Content-Type, the size range (at most 25 MB) and an " +
      "expiry of minutes. Nothing is stored when any check fails.",
    auth: "public",
    bodyLimitBytes: 25 * 1024 * 1024 + 64 * 1024,
    responses: {
      204: { description: "Stored" },
      400: {
        description:
          "Malformed form: a missing or repeated field, no file, or a file smaller than the policy allows",
        schema: errorSchema,
      },
      403: {
        description:
          "Bad signature, expired policy, or a field (key, Content-Type) that does not match the policy",
        schema: errorSchema,
      },
      404: { description: "Storage is S3: upload to the bucket", schema: errorSchema },
      413: { description: "File larger than the policy allows, or body over 25 MB", schema: errorSchema },
      415: common[415],
    },
  },
  {
    id: "translations",
    method: "GET",
    path: "/locales/{lng}/{ns}.json",
    tag: "Platform",
    summary: "Interface texts",
    description:
      "Languages: en. Namespaces: common, home, settings, services, review, footer, notifications.",
    auth: "public",
    pathParams: { lng: "Language code (en)", ns: "Namespace" },
    responses: {
      200: { description: "A JSON dictionary of texts" },
      404: { description: "Unknown language or namespace", schema: errorSchema },
    },
  },
  {
    id: "openapi",
    method: "GET",
    path: "/api/openapi.json",
    tag: "Platform",
    summary: "This API description (OpenAPI 3.1)",
    auth: "public",
    responses: { 200: { description: "The OpenAPI document" } },
  },
];
