/**
 * The tool catalogue: six clusters (one file each) and the tools in them, as data. Views look tools up here;
 * nothing in this folder imports React or Next.
 */
import { bidderSupplier } from "./bidder-supplier";
import { draftingPreparation } from "./drafting-preparation";
import { essentialTools } from "./essential-tools";
import { planningPerformance } from "./planning-performance";
import { reviewApprovals } from "./review-approvals";
import { riskIntelligence } from "./risk-intelligence";
import { TOOL_IDS, type Cluster, type ClusterSlug, type ToolDefinition, type ToolId } from "./types";

export * from "./types";
export { MARKETING_AUDIENCES } from "./marketing-audiences";

/** In the hub's display order. */
export const CLUSTERS: readonly Cluster[] = [
  essentialTools,
  draftingPreparation,
  reviewApprovals,
  bidderSupplier,
  riskIntelligence,
  planningPerformance,
];

export const TOOLS: readonly ToolDefinition[] = CLUSTERS.flatMap((cluster) => cluster.tools);

const TOOLS_BY_ID = new Map<string, ToolDefinition>(TOOLS.map((tool) => [tool.id, tool]));
const CLUSTER_BY_TOOL = new Map<string, Cluster>(
  CLUSTERS.flatMap((cluster) => cluster.tools.map((tool) => [tool.id, cluster] as const)),
);

export function isToolId(value: unknown): value is ToolId {
  return typeof value === "string" && (TOOL_IDS as readonly string[]).includes(value);
}

export function getTool(id: ToolId): ToolDefinition;
export function getTool(id: string): ToolDefinition | undefined;
export function getTool(id: string): ToolDefinition | undefined {
  return TOOLS_BY_ID.get(id);
}

export function getCluster(slug: ClusterSlug): Cluster;
export function getCluster(slug: string): Cluster | undefined;
export function getCluster(slug: string): Cluster | undefined {
  return CLUSTERS.find((cluster) => cluster.slug === slug);
}

/** The cluster a tool belongs to (every tool is in exactly one). */
export function clusterOfTool(id: string): Cluster | undefined {
  return CLUSTER_BY_TOOL.get(id);
}

/** Hub link opening a cluster: `/services#{cluster}`. */
export function clusterHref(slug: ClusterSlug): string {
  return `/services#${slug}`;
}

/** Hub link opening a tool directly: `/services?tool={id}`. */
export function toolHref(id: ToolId): string {
  return `/services?tool=${encodeURIComponent(id)}`;
}

/**
 * Service routes the shell names that are not catalogue ids: the solicitation review page is
 * the solicitation compliance review tool, run by the review engine.
 */
export const SERVICE_ROUTE_ALIASES: Readonly<Record<string, ToolId>> = {
  solicitation_document_review: "solicitation_compliance_review",
};
