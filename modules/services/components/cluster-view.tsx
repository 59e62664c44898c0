"use client";

import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { MouseEvent, Ref } from "react";
import type { ToolId } from "@/lib/catalogue/types";
import type { ClusterView as Cluster } from "@/modules/services/lib/tool-card";
import { FavoritesList, type FavoriteEntry } from "./favorites-list";
import { ToolCard } from "./tool-card";
import { showHubHome } from "./use-cluster-hash";

type Props = {
  cluster: Cluster;
  favorites: FavoriteEntry[];
  isFavorite: (id: string) => boolean;
  onToggleFavorite: (id: ToolId) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

// A plain click goes back in-page (Link skips its own navigation once the default is prevented); modified
// clicks (new tab, new window) keep the link's behaviour.
function backToHub(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  showHubHome();
}

/** One cluster: breadcrumb, tool count with audiences, its favorites and a grid of tool cards. */
export function ClusterView({ cluster, favorites, isFavorite, onToggleFavorite, headingRef }: Props) {
  const t = useTranslations("services");
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t("cluster.breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li>
            <Link
              href="/services"
              onClick={backToHub}
              className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t("cluster.hubLink")}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {cluster.title}
          </li>
        </ol>
      </nav>

      <header>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {cluster.title}
        </h1>
        <p className="mt-1 text-sm font-medium" data-testid="cluster-summary">
          {t("cluster.summary", {
            tools: t("hub.toolCount", { count: cluster.tools.length }),
            audiences: cluster.audiences.join(", "),
          })}
        </p>
        <p className="mt-1 text-muted-foreground">{cluster.description}</p>
      </header>

      {favorites.length > 0 ? (
        <FavoritesList
          id="cluster-favorites"
          title={t("cluster.favoritesTitle")}
          entries={favorites}
          from={cluster.slug}
        />
      ) : null}

      <section aria-labelledby="cluster-tools">
        <h2 id="cluster-tools" className="sr-only">
          {t("cluster.toolsTitle")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {cluster.tools.map((tool) => (
            <li key={tool.id} className="flex [&>*]:flex-1">
              <ToolCard
                tool={tool}
                cluster={cluster.slug}
                favorite={isFavorite(tool.id)}
                onToggleFavorite={() => onToggleFavorite(tool.id)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
