"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { audienceBadges, type ClusterView } from "@/modules/services/lib/tool-card";

/**
 * A cluster on the hub home: title, the first two audiences plus '+N', description and tool count.
 * The title is a hash link stretched over the card, so the whole card opens the cluster as a new history entry.
 */
export function ClusterCard({ cluster }: { cluster: ClusterView }) {
  const t = useTranslations("services.hub");
  const { shown, more } = audienceBadges(cluster.audiences);
  const rest = cluster.audiences.slice(shown.length).join(", ");
  return (
    <Card
      data-testid={`cluster-card-${cluster.slug}`}
      className="relative flex flex-col p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60 hover:bg-muted/40"
    >
      <h3 className="font-semibold leading-snug">
        <a
          href={`#${cluster.slug}`}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
        >
          {cluster.title}
        </a>
      </h3>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={cluster.audiences.join(", ")}>
        {shown.map((audience) => (
          <li key={audience}>
            <Badge variant="secondary">{audience}</Badge>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Badge variant="outline" title={t("moreAudiencesLabel", { list: rest })}>
              {t("moreAudiences", { count: more })}
            </Badge>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 flex-1 text-sm text-muted-foreground">{cluster.description}</p>
      <p className="mt-4 text-sm font-medium" data-testid="cluster-tool-count">
        {t("toolCount", { count: cluster.tools.length })}
      </p>
    </Card>
  );
}
