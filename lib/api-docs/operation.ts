import { z } from "zod";

/**
 * The shape of one documented API operation, shared by every feature's api-docs.ts. Request bodies are the
 * very zod schemas the handlers parse with, so the OpenAPI document cannot drift from what the server accepts.
 */
export const errorSchema = z
  .object({
    ok: z.literal(false),
    error: z.object({
      code: z.string().describe("Machine-readable code, e.g. validation_error, unauthorized, rate_limited"),
      message: z.string(),
      fields: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .describe("Per field: message keys of /locales/en/common.json"),
    }),
  })
  .describe("Every error answer has this shape");

export const okSchema = z.object({ ok: z.literal(true) });

/** An error answer with its description, for a responses map. */
export const errorAnswer = (description: string) => ({ description, schema: errorSchema });

/** The answers every signed-in operation may give, and those of a signed-in write with a body. */
export const sessionAnswers = {
  401: errorAnswer("Not signed in"),
  403: errorAnswer("Another organisation's orgId, or a cross-site request"),
};
export const writeAnswers = {
  ...sessionAnswers,
  400: errorAnswer("Invalid input: see error.fields"),
  413: errorAnswer("Body too large"),
  415: errorAnswer("Wrong Content-Type"),
};

/** A presigned POST: post `fields` in order, then the file, to `url`; then confirm the upload by `fileId`. */
export const presignedPostSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  fileId: z.string(),
  expiresAt: z.string(),
});

/** "bearer": an API token (Authorization: Bearer), or the session of a signed-in member from the same origin. */
export type Auth = "public" | "session" | "bearer";

export type Operation = {
  id: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  tag:
    | "Accounts"
    | "Organisation"
    | "Settings"
    | "Tools"
    | "Attachments"
    | "Activities"
    | "Contact"
    | "Platform"
    | "Integrity API";
  summary: string;
  description?: string;
  auth: Auth;
  body?: { schema: z.ZodType; multipart?: { fileField: string; description: string } };
  /** A body sent as-is (a file): its accepted content types. */
  rawBody?: { contentTypes: string[]; description: string };
  bodyLimitBytes?: number;
  pathParams?: Record<string, string>;
  queryParams?: Record<string, { description: string; required?: boolean }>;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

export const common = {
  400: { description: "Invalid input: see error.fields", schema: errorSchema },
  403: {
    description: "Request from another site (Origin check) or for another organisation",
    schema: errorSchema,
  },
  413: { description: "Body too large", schema: errorSchema },
  415: { description: "Wrong Content-Type", schema: errorSchema },
  429: { description: "Throttled: wait the Retry-After seconds", schema: errorSchema },
} as const;
