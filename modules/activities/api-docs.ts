import { z } from "zod";
import {
  errorAnswer as e,
  okSchema,
  type Operation,
  presignedPostSchema,
  sessionAnswers as session,
  writeAnswers as writes,
} from "@/lib/api-docs/operation";
import { activityInputSchema, activityPatchSchema, documentAddSchema } from "./lib/fields";
import { documentKindSchema, documentPresignSchema, retentionSchema } from "./lib/requests";

const activity = z.object({
  id: z.string(),
  reference: z.string().describe("The Activity ID runs, reviews and risks carry"),
  subject: z.string(),
  category: z.string(),
  method: z.string(),
  estimatedValue: z.number().nullable(),
  currency: z.string(),
  stage: z.string(),
  publishedOn: z.string().nullable().describe("YYYY-MM-DD"),
  closingOn: z.string().nullable().describe("YYYY-MM-DD"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const document = z.object({
  id: z.string(),
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  kind: z.string(),
  kindLabel: z.string().describe("The kind in words: Tender document, Addendum, Bid..."),
  addedAt: z.string(),
});
const id = { id: "Activity id" };
const notFound = e("No such activity in your organisation");
const throttled = e("Throttled: 120 edits per 10 minutes per user");

/** Procurement activities: one record per procurement, its documents uploaded once and tagged by kind. */
export const ACTIVITY_OPERATIONS: Operation[] = [
  {
    id: "listActivities",
    method: "GET",
    path: "/api/activities",
    tag: "Activities",
    summary: "List the organisation's activities",
    auth: "session",
    responses: {
      200: {
        description: "Most recently changed first",
        schema: z.object({ ok: z.literal(true), activities: z.array(activity) }),
      },
      ...session,
    },
  },
  {
    id: "createActivity",
    method: "POST",
    path: "/api/activities",
    tag: "Activities",
    summary: "Create an activity",
    description:
      "The reference is unique in the organisation. Runs already made under it show on the activity.",
    auth: "session",
    body: { schema: activityInputSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      201: { description: "Created", schema: z.object({ ok: z.literal(true), activity }) },
      409: e("The organisation already has an activity with this reference"),
      429: throttled,
      ...writes,
    },
  },
  {
    id: "getActivity",
    method: "GET",
    path: "/api/activities/{id}",
    tag: "Activities",
    summary: "An activity with its documents",
    auth: "session",
    pathParams: id,
    responses: {
      200: {
        description: "The activity",
        schema: z.object({ ok: z.literal(true), activity, documents: z.array(document) }),
      },
      404: notFound,
      ...session,
    },
  },
  {
    id: "updateActivity",
    method: "PATCH",
    path: "/api/activities/{id}",
    tag: "Activities",
    summary: "Change an activity's details",
    description: "Only the fields sent change.",
    auth: "session",
    pathParams: id,
    body: { schema: activityPatchSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      200: { description: "Changed", schema: z.object({ ok: z.literal(true), activity }) },
      404: notFound,
      429: throttled,
      ...writes,
    },
  },
  {
    id: "deleteActivity",
    method: "DELETE",
    path: "/api/activities/{id}",
    tag: "Activities",
    summary: "Delete an activity and its documents",
    description: "Runs, reviews, risks and audit events made under its reference stay.",
    auth: "session",
    pathParams: id,
    responses: {
      200: { description: "Deleted", schema: okSchema },
      404: notFound,
      429: throttled,
      ...session,
    },
  },
  {
    id: "presignActivityDocument",
    method: "POST",
    path: "/api/activities/{id}/documents/presign",
    tag: "Activities",
    summary: "Start a document upload",
    description:
      "The tool attachments' file rules (PDF, Word, Excel, CSV or ZIP, 25 MB). Post the fields and the file to url, then add it with POST /api/activities/{id}/documents. Kept until deleted or the organisation's automatic deletion removes it. 60 per 10 minutes per user.",
    auth: "session",
    pathParams: id,
    body: { schema: documentPresignSchema },
    bodyLimitBytes: 4 * 1024,
    responses: {
      200: { description: "Presigned POST", schema: presignedPostSchema },
      404: notFound,
      409: e("The activity holds 200 documents"),
      429: e("Throttled"),
      ...writes,
    },
  },
  {
    id: "listActivityDocuments",
    method: "GET",
    path: "/api/activities/{id}/documents",
    tag: "Activities",
    summary: "An activity's documents",
    auth: "session",
    pathParams: id,
    responses: {
      200: {
        description: "Oldest first",
        schema: z.object({ ok: z.literal(true), documents: z.array(document) }),
      },
      404: notFound,
      ...session,
    },
  },
  {
    id: "addActivityDocument",
    method: "POST",
    path: "/api/activities/{id}/documents",
    tag: "Activities",
    summary: "Add an uploaded document with its kind",
    description:
      "Checks the uploaded bytes (type, macros, zip bombs) like a tool attachment's; a refused file is deleted and the reason answered.",
    auth: "session",
    pathParams: id,
    body: { schema: documentAddSchema },
    bodyLimitBytes: 4 * 1024,
    responses: {
      201: { description: "Added", schema: z.object({ ok: z.literal(true), document }) },
      404: notFound,
      409: e("Not uploaded yet, or already added"),
      422: e("Content does not match the type"),
      429: throttled,
      ...writes,
    },
  },
  {
    id: "setActivityDocumentKind",
    method: "PATCH",
    path: "/api/activities/{id}/documents/{documentId}",
    tag: "Activities",
    summary: "Change a document's kind",
    auth: "session",
    pathParams: { ...id, documentId: "Document id" },
    body: { schema: documentKindSchema },
    bodyLimitBytes: 1024,
    responses: {
      200: { description: "Changed", schema: okSchema },
      404: e("No such document"),
      429: throttled,
      ...writes,
    },
  },
  {
    id: "removeActivityDocument",
    method: "DELETE",
    path: "/api/activities/{id}/documents/{documentId}",
    tag: "Activities",
    summary: "Remove a document and delete its file",
    auth: "session",
    pathParams: { ...id, documentId: "Document id" },
    responses: {
      200: { description: "Removed", schema: okSchema },
      404: e("No such document"),
      429: throttled,
      ...session,
    },
  },
  {
    id: "getRetention",
    method: "GET",
    path: "/api/settings/retention",
    tag: "Settings",
    summary: "The organisation's automatic deletion",
    auth: "session",
    responses: {
      200: {
        description: "null: kept until deleted",
        schema: z.object({
          ok: z.literal(true),
          retention: z.object({ autoDeleteAfterDays: z.number().nullable(), canEdit: z.boolean() }),
        }),
      },
      ...session,
    },
  },
  {
    id: "setRetention",
    method: "PUT",
    path: "/api/settings/retention",
    tag: "Settings",
    summary: "Set the organisation's automatic deletion",
    description:
      "Admins only. Activity documents, saved references, tool runs and reviews older than this many days are deleted by an hourly sweep; null keeps them until deleted. Audit events are kept.",
    auth: "session",
    body: { schema: retentionSchema },
    bodyLimitBytes: 1024,
    responses: {
      200: {
        description: "Saved",
        schema: z.object({
          ok: z.literal(true),
          retention: z.object({ autoDeleteAfterDays: z.number().nullable(), canEdit: z.boolean() }),
        }),
      },
      ...writes,
      403: e("Not an organisation admin, another organisation's orgId, or a cross-site request"),
    },
  },
];
