"use client";

import { useEffect, useMemo, useRef, type ReactNode } from "react";
import type { ToolId } from "@/lib/catalogue/types";
import type { ClusterView as Cluster } from "@/modules/services/lib/tool-card";
import { ClusterView } from "./cluster-view";
import type { FavoriteEntry } from "./favorites-list";
import { HubHome } from "./hub-home";
import { useClusterHash } from "./use-cluster-hash";
import { useMyTools, type MyToolsState } from "./use-my-tools";

type Props = { clusters: Cluster[]; myTools: MyToolsState; supportDialog: ReactNode };

/**
 * The hub's interactive part: the URL hash picks the hub home or a cluster, and the stars save
 * favorites on the server. Switching views moves focus to the new heading, as a page change would.
 */
export function ServicesHubClient({ clusters, myTools, supportDialog }: Props) {
  const slug = useClusterHash();
  const { favorites, isFavorite, toggleFavorite } = useMyTools(myTools);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const onHashChange = () =>
      requestAnimationFrame(() => {
        window.scrollTo(0, 0);
        heading.current?.focus({ preventScroll: true });
      });
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  // Favorites in the order they were pinned; ids no longer in the catalogue are skipped.
  const entries = useMemo(() => {
    const byId = new Map(
      clusters.flatMap((cluster) =>
        cluster.tools.map((tool) => [tool.id as string, { tool, cluster }] as const),
      ),
    );
    return favorites.flatMap((id) => {
      const found = byId.get(id);
      return found
        ? [{ id, title: found.tool.title, clusterTitle: found.cluster.title, slug: found.cluster.slug }]
        : [];
    });
  }, [clusters, favorites]);

  const cluster = slug ? clusters.find((candidate) => candidate.slug === slug) : undefined;
  const toggle = (id: ToolId) => void toggleFavorite(id);

  if (cluster) {
    const clusterFavorites: FavoriteEntry[] = entries.filter((entry) => entry.slug === cluster.slug);
    return (
      <ClusterView
        cluster={cluster}
        favorites={clusterFavorites}
        isFavorite={isFavorite}
        onToggleFavorite={toggle}
        headingRef={heading}
      />
    );
  }
  return (
    <HubHome clusters={clusters} favorites={entries} supportDialog={supportDialog} headingRef={heading} />
  );
}
