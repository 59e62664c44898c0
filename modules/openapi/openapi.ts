import { z } from "zod";
import type { Operation } from "@/lib/api-docs/operation";
import { OPERATIONS } from "./operations";

export type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema, without the `$schema` key (OpenAPI 3.1 documents set the dialect once). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const result = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  delete result.$schema;
  return result;
}

/** JSON Schema of what a client sends (input side: defaults optional, transforms' inputs). */
export const inputSchema = (schema: z.ZodType) => jsonSchema(schema, "input");
const outputSchema = (schema: z.ZodType) => jsonSchema(schema, "output");

function requestBody(operation: Operation) {
  if (!operation.body) return undefined;
  const json = inputSchema(operation.body.schema);
  const content: Record<string, unknown> = { "application/json": { schema: json } };
  if (operation.body.multipart) {
    const properties = {
      ...(json.properties as Record<string, unknown>),
      [operation.body.multipart.fileField]: {
        type: "string",
        format: "binary",
        description: operation.body.multipart.description,
      },
    };
    content["multipart/form-data"] = { schema: { ...json, properties } };
  }
  return { required: true, content };
}

function parameters(operation: Operation) {
  const inPath = Object.entries(operation.pathParams ?? {}).map(([name, description]) => ({
    name,
    in: "path",
    required: true,
    description,
    schema: { type: "string" },
  }));
  const inQuery = Object.entries(operation.queryParams ?? {}).map(([name, param]) => ({
    name,
    in: "query",
    required: param.required ?? false,
    description: param.description,
    schema: { type: "string" },
  }));
  return [...inPath, ...inQuery];
}

function pathOperation(operation: Operation) {
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.auth === "session"
      ? { security: [{ session: [] }] }
      : operation.auth === "bearer"
        ? { security: [{ bearer: [] }, { session: [] }] }
        : { security: [] }),
    ...(operation.pathParams || operation.queryParams ? { parameters: parameters(operation) } : {}),
    ...(operation.body ? { requestBody: requestBody(operation) } : {}),
    ...(operation.rawBody
      ? {
          requestBody: {
            required: true,
            description: operation.rawBody.description,
            content: Object.fromEntries(
              operation.rawBody.contentTypes.map((type) => [
                type,
                { schema: { type: "string", format: "binary" } },
              ]),
            ),
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? { content: { "application/json": { schema: outputSchema(response.schema) } } }
            : {}),
        },
      ]),
    ),
  };
}

/** Said once for every create that takes the header (the routes opt in with `idempotent` in their handler wrapper). */
const IDEMPOTENCY_DOC = [
  "**Idempotency-Key.** Creates accept an `Idempotency-Key` header (1 to 255 printable ASCII characters; a UUID is",
  "a good choice) so a retry after a lost answer creates nothing twice: POST /api/contact, /api/email, /api/review,",
  "/api/review/requests, /api/review/requests/{requestId}/comments, /api/risks, /api/settings/api-tokens,",
  "/api/settings/guidelines, /api/settings/uploads/{id}/complete, /api/attachments/{fileId}/complete,",
  "/api/tools/{toolId}/run, /api/v1/audit-trail/export, /api/v1/due-diligence/submit, /api/v1/due-diligence/lists",
  "and /api/v1/red-flag/submit. Keys belong to the signed-in user (to the organisation on /api/v1, to the client",
  "address when signed out) and last 24 hours. The same key with the same request answers the first 2xx response",
  "again (status and body, with `Idempotent-Replayed: true`; a new API token's secret is never stored, so its",
  "replay leaves `token` out); with a different method, path, query or body it is 422; while the first request is",
  "running, or if it stopped before answering, it is 409 (Retry-After). An answer other than 2xx frees the key.",
].join(" ");

/** The OpenAPI 3.1 document of the HTTP API, built from the handlers' own zod schemas. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = pathOperation(operation);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Procuros API",
      version: "1.0.0",
      description:
        "HTTP API of Procuros. Writes from a browser must come from the same origin (Origin header checked). Signed-in calls use the session cookie set by sign-in; errors are JSON {ok:false, error:{code, message, fields?}}.\n\n" +
        IDEMPOTENCY_DOC,
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "pcr_{id}_{secret}",
          description:
            "An API token of the organisation (Settings, API tokens), with the scope the service needs. /api/v1 only; each call is rate limited per token and recorded in the audit trail.",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "Session cookie set by sign-in (__Secure- prefixed on https)",
        },
      },
    },
    paths,
  };
}
