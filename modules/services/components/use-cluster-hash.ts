"use client";

import { useSyncExternalStore } from "react";
import type { ClusterSlug } from "@/lib/catalogue/types";
import { clusterSlugFromHash } from "@/modules/services/lib/tool-card";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * The cluster the URL hash names (/services#review-approvals), or null for the hub home. The server
 * never sees the hash, so it renders the hub home and the client switches after hydration.
 */
export function useClusterHash(): ClusterSlug | null {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
  return clusterSlugFromHash(hash);
}

/**
 * Back to the hub home without a '#' left in the address: a new history entry (so Back returns to the cluster),
 * then the same event a hash link fires, so every listener updates.
 */
export function showHubHome(): void {
  window.history.pushState(null, "", window.location.pathname + window.location.search);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}
