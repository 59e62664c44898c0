import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { WebhookIntegration } from "@/lib/catalogue/types";

/** The webhook integration card: endpoints, authentication and documentation. */
export function WebhookCard({
  integration,
  generate,
}: {
  integration: WebhookIntegration;
  generate: boolean;
}) {
  const t = useTranslations("services.tool");
  return (
    <Card data-testid="webhook-card">
      <CardHeader>
        <CardTitle>{generate ? t("webhookGenerate") : t("webhookTitle")}</CardTitle>
        <CardDescription>{integration.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {Object.entries(integration.endpoints).map(([operation, path]) => (
            <div key={operation} className="contents">
              <dt className="font-medium capitalize">{operation}</dt>
              <dd>
                <code className="break-all rounded bg-muted px-1.5 py-0.5 text-xs">{path}</code>
              </dd>
            </div>
          ))}
        </dl>
        <p>
          <span className="font-medium">{t("webhookAuth")}</span> {integration.authentication}
        </p>
        <p className="text-muted-foreground">{t("webhookLive")}</p>
        <a href={integration.documentation} className="inline-block underline underline-offset-2">
          {t("webhookDocs")}
        </a>
      </CardContent>
    </Card>
  );
}
