import { z } from "zod";
import { OPERATIONS, type Operation } from "./operations";

export type JsonSchema = Record<string, unknown>;

/** JSON Schema of what a client sends (input side: defaults optional, transforms' inputs). */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function requestBody(operation: Operation) {
  if (!operation.body) return undefined;
  const json = inputSchema(operation.body.schema);
  const content: Record<string, unknown> = { "application/json": { schema: json } };
  if (operation.body.multipart) {
    const properties = { ...(json.properties as Record<string, unknown>), [operation.body.multipart.fileField]: { type: "string", format: "binary", description: operation.body.multipart.description } };
    content["multipart/form-data"] = { schema: { ...json, properties } };
  }
  return { required: true, content };
}

function pathOperation(operation: Operation) {
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.auth === "session" ? { security: [{ session: [] }] } : { security: [] }),
    ...(operation.pathParams
      ? { parameters: Object.entries(operation.pathParams).map(([name, description]) => ({ name, in: "path", required: true, description, schema: { type: "string" } })) }
      : {}),
    ...(operation.body ? { requestBody: requestBody(operation) } : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        { description: response.description, ...(response.schema ? { content: { "application/json": { schema: outputSchema(response.schema) } } } : {}) },
      ]),
    ),
  };
}

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
        "HTTP API of Procuros. Writes from a browser must come from the same origin (Origin header checked). Signed-in calls use the session cookie set by sign-in; errors are JSON {ok:false, error:{code, message, fields?}}.",
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "Session cookie set by sign-in (__Secure- prefixed on https)" } } },
    paths,
  };
}
