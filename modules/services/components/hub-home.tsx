"use client";

import { LifeBuoy } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import type { ClusterView } from "@/modules/services/lib/tool-card";
import { ClusterCard } from "./cluster-card";
import { FavoritesList, type FavoriteEntry } from "./favorites-list";

type Props = {
  clusters: ClusterView[];
  favorites: FavoriteEntry[];
  supportDialog: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The hub home: favorites when any, the six clusters, and a way to reach support. */
export function HubHome({ clusters, favorites, supportDialog, headingRef }: Props) {
  const t = useTranslations("services");
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {t("hubTitle")}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("hub.subtitle")}</p>
      </header>

      {favorites.length > 0 ? (
        <FavoritesList
          id="hub-favorites"
          title={t("hub.favoritesTitle")}
          description={t("hub.favoritesDescription")}
          entries={favorites}
        />
      ) : null}

      <section aria-labelledby="hub-clusters">
        <h2 id="hub-clusters" className="sr-only">
          {t("hub.clustersTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clusters.map((cluster) => (
            <li key={cluster.slug} className="flex">
              <ClusterCard cluster={cluster} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="hub-help"
        className="flex flex-col items-start gap-4 rounded-lg border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="hub-help" className="text-lg font-semibold">
              {t("hub.helpTitle")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("hub.helpDescription")}</p>
          </div>
        </div>
        {supportDialog}
      </section>
    </div>
  );
}
