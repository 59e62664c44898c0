import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/modules/openapi/openapi";
import { OPERATIONS } from "@/modules/openapi/operations";
import { contactSchema } from "@/modules/contact/validation";

/** The route file serving a documented path, e.g. /api/org/members/{id} -> app/api/org/members/[id]/route.ts. */
function routeFile(apiPath: string): string {
  if (apiPath === "/api/auth/callback/credentials") return "app/api/auth/[...nextauth]/route.ts";
  if (apiPath === "/locales/{lng}/{ns}.json") return "app/locales/[lng]/[file]/route.ts";
  return path.join("app", apiPath.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
}

describe("OpenAPI document", () => {
  const doc = openApiDocument("https://procuros.example");

  it("is OpenAPI 3.1 with every operation under its path and method", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const operation of OPERATIONS) {
      expect(doc.paths[operation.path]?.[operation.method.toLowerCase()], operation.id).toBeDefined();
    }
  });

  it("documents only paths that have a route handler exporting that method", () => {
    for (const operation of OPERATIONS) {
      const file = routeFile(operation.path);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8"), file).toMatch(
        new RegExp(
          `export (const|async function|function) ${operation.method}\\b|export const \\{[^}]*${operation.method}`,
        ),
      );
    }
  });

  it("describes request bodies from the handlers' own zod schemas", () => {
    const contact = doc.paths["/api/contact"]!.post as {
      requestBody: {
        content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
      };
    };
    const json = contact.requestBody.content["application/json"]!.schema;
    expect(Object.keys(json.properties).sort()).toEqual(Object.keys(contactSchema.shape).sort());
    expect(json.required).toEqual(["email", "message"]);
    expect(contact.requestBody.content["multipart/form-data"]!.schema.properties.attachment).toMatchObject({
      type: "string",
      format: "binary",
    });
    const signUp = doc.paths["/api/auth/signup"]!.post as {
      requestBody: {
        content: Record<string, { schema: { properties: Record<string, { enum?: string[] }> } }>;
      };
    };
    expect(signUp.requestBody.content["application/json"]!.schema.properties.role!.enum).toEqual([
      "practitioner",
      "oversight",
      "consultant",
      "supplier",
      "student",
    ]);
  });
});
