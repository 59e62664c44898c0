import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SchemaTable } from "@/modules/marketing/components";
import { inputSchema, OPERATIONS } from "@/modules/openapi";
import type { Operation } from "@/lib/api-docs/operation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home.api");
  return {
    title: t("title"),
    description: t("description"),
    openGraph: { title: t("title"), description: t("description") },
  };
}

const METHOD_STYLE = {
  GET: "bg-primary/10 text-primary",
  POST: "bg-foreground text-background",
  PUT: "bg-foreground text-background",
  PATCH: "bg-foreground text-background",
  DELETE: "bg-destructive-solid text-white",
} as const;

function OperationCard({
  operation,
  t,
}: {
  operation: Operation;
  t: Awaited<ReturnType<typeof getTranslations<"home.api">>>;
}) {
  return (
    <section
      id={operation.id}
      aria-labelledby={`${operation.id}-title`}
      className="scroll-mt-24 rounded-lg border bg-card p-5"
    >
      <h3 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-3 text-base font-semibold">
        <span className={`rounded px-2 py-0.5 font-mono text-xs ${METHOD_STYLE[operation.method]}`}>
          {operation.method}
        </span>
        <code className="font-mono text-sm">{operation.path}</code>
        <span className="font-normal text-muted-foreground">{operation.summary}</span>
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">
        {t(operation.auth === "session" ? "authSession" : "authPublic")}
      </p>
      {operation.description ? <p className="mt-2 text-sm">{operation.description}</p> : null}
      {operation.pathParams ? (
        <ul className="mt-3 text-sm">
          {Object.entries(operation.pathParams).map(([name, description]) => (
            <li key={name}>
              <code className="font-mono">{`{${name}}`}</code>: {description}
            </li>
          ))}
        </ul>
      ) : null}
      {operation.queryParams ? (
        <ul className="mt-3 text-sm">
          {Object.entries(operation.queryParams).map(([name, param]) => (
            <li key={name}>
              <code className="font-mono">{`?${name}=`}</code>: {param.description}
            </li>
          ))}
        </ul>
      ) : null}
      {operation.body ? (
        <div className="mt-4">
          <h4 className="mb-2 text-sm font-semibold">
            {t("body")}
            {operation.bodyLimitBytes ? (
              <span className="font-normal text-muted-foreground">
                {" "}
                · {t("limit", { kb: operation.bodyLimitBytes / 1024 })}
              </span>
            ) : null}
          </h4>
          <SchemaTable
            schema={inputSchema(operation.body.schema)}
            caption={`${operation.method} ${operation.path}`}
          />
          {operation.body.multipart ? (
            <p className="mt-2 text-sm text-muted-foreground">{operation.body.multipart.description}</p>
          ) : null}
        </div>
      ) : null}
      <h4 className="mt-4 mb-1 text-sm font-semibold">{t("responses")}</h4>
      <ul className="space-y-1 text-sm">
        {Object.entries(operation.responses).map(([status, response]) => (
          <li key={status}>
            <code className="font-mono">{status}</code>{" "}
            <span className="text-muted-foreground">{response.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function ApiPage() {
  const t = await getTranslations("home.api");
  const tags = [...new Set(OPERATIONS.map((operation) => operation.tag))];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("intro")}</p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
        <li>{t("conventions.json")}</li>
        <li>{t("conventions.origin")}</li>
        <li>{t("conventions.session")}</li>
        <li>{t("conventions.errors")}</li>
      </ul>
      <p className="mt-4 text-sm">
        {t("openapiLead")}{" "}
        <a href="/api/openapi.json" className="font-medium text-primary underline underline-offset-4">
          /api/openapi.json
        </a>
      </p>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="mt-10">
          <h2 id={`tag-${tag}`} className="mb-4 text-xl font-semibold">
            {tag}
          </h2>
          <div className="space-y-4">
            {OPERATIONS.filter((operation) => operation.tag === tag).map((operation) => (
              <OperationCard key={operation.id} operation={operation} t={t} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
