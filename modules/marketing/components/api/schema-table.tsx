import type { JsonSchema } from "@/modules/openapi";

type Property = JsonSchema & { type?: string; enum?: unknown[]; description?: string; default?: unknown };

function typeOf(property: Property): string {
  if (property.enum) return property.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (property.const !== undefined) return JSON.stringify(property.const);
  if (property.type === "array") return `${typeOf((property.items ?? {}) as Property)}[]`;
  if (property.format) return `${property.type} (${property.format})`;
  return String(property.type ?? "any");
}

function constraints(property: Property): string[] {
  const out: string[] = [];
  if (property.minLength !== undefined) out.push(`at least ${property.minLength} characters`);
  if (property.maxLength !== undefined) out.push(`at most ${property.maxLength} characters`);
  if (property.pattern === "^[^\\r\\n]*$") out.push("no line breaks");
  if (property.default !== undefined) out.push(`default ${JSON.stringify(property.default)}`);
  return out;
}

/** The fields of a request body, from its JSON Schema (generated from the handler's zod schema). */
export function SchemaTable({ schema, caption }: { schema: JsonSchema; caption: string }) {
  const properties = (schema.properties ?? {}) as Record<string, Property>;
  const required = new Set((schema.required ?? []) as string[]);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Field
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Type
            </th>
            <th scope="col" className="py-2 font-semibold">
              Rules
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(properties).map(([name, property]) => (
            <tr key={name} className="border-b align-top last:border-0">
              <td className="py-2 pr-4 font-mono">
                {name}
                {required.has(name) ? (
                  <span className="ml-1 text-destructive" aria-label="required">
                    *
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-4 font-mono text-xs">{typeOf(property)}</td>
              <td className="py-2 text-muted-foreground">
                {[...constraints(property), property.description].filter(Boolean).join("; ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
