/**
 * Human labels for the catalogue's keys. Keys such as the "BidderSupport" category, cluster slugs and tool ids
 * are data (the spec spells them, the API returns them); what a person reads is the label here. One map, so a view
 * never shows a key by accident: every view that prints a key goes through `catalogueLabel`.
 */
import { CLUSTERS } from "./index";
import type { ClusterSlug, ToolCategory } from "./types";

/** Tool-definition categories as shown on a tool page's badge. */
export const TOOL_CATEGORY_LABELS: Readonly<Record<ToolCategory, string>> = {
  Drafting: "Drafting",
  Review: "Review",
  BidderSupport: "Bidder support",
  "Intelligence & Risk": "Intelligence & Risk",
  Planning: "Planning",
  "Review & Compliance": "Review & Compliance",
};

/** Cluster slugs ("bidder-supplier") as their titles ("Bidder & Supplier Services"). */
export const CLUSTER_LABELS: Readonly<Record<ClusterSlug, string>> = Object.fromEntries(
  CLUSTERS.map((cluster) => [cluster.slug, cluster.title]),
) as Record<ClusterSlug, string>;

const TOOL_TITLES: ReadonlyMap<string, string> = new Map(
  CLUSTERS.flatMap((cluster) => cluster.tools.map((tool) => [tool.id, tool.title] as const)),
);

/**
 * A key written for code ("BidderSupport", "non_consulting", "bid-validity") as words ("Bidder support",
 * "Non consulting", "Bid validity"): the last resort for a key no map knows, never shown raw.
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words
    .map((word, index) => {
      // Acronyms ("IPC", "ESG") keep their case; other words read as a sentence.
      if (word.length > 1 && word === word.toUpperCase()) return word;
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(" ");
}

/** The label of a tool category, cluster slug or tool id; any other key in words. */
export function catalogueLabel(key: string): string {
  return (
    (TOOL_CATEGORY_LABELS as Record<string, string>)[key] ??
    (CLUSTER_LABELS as Record<string, string>)[key] ??
    TOOL_TITLES.get(key) ??
    humanizeKey(key)
  );
}
