/**
 * What the hub's cards show about a tool or a cluster on the hub home and in a cluster view.
 * Pure functions over catalogue data: no React, no Next.
 */
import type {
  AttachmentGroup,
  Cluster,
  ClusterSlug,
  InputField,
  ToolDefinition,
  ToolId,
} from "@/lib/catalogue/types";
import { CLUSTER_SLUGS } from "@/lib/catalogue/types";

/** Cards show the first 160 characters of a tool's guidance. */
export const GUIDANCE_SNIPPET_LENGTH = 160;
const ELLIPSIS = "…";

/**
 * The guidance cut to `max` characters with an ellipsis when it is longer; shorter text is returned as is.
 * Counts code points, so an emoji or other astral character is never split in half; whitespace left dangling
 * before the ellipsis is dropped.
 */
export function guidanceSnippet(text: string, max: number = GUIDANCE_SNIPPET_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  return characters.slice(0, Math.max(0, max)).join("").trimEnd() + ELLIPSIS;
}

/** Number of inputs the tool page asks for (the 'N fields' on a card). */
export function fieldCount(tool: { inputs: readonly InputField[] }): number {
  return tool.inputs.length;
}

export type AttachmentBadge = "API" | "Files req." | "Files opt.";

/**
 * How a tool takes its documents: webhook tools are driven through the API; otherwise 'Files req.' when any
 * attachment group is required, else 'Files opt.' (also for tools without groups: nothing has to be attached).
 */
export function attachmentBadge(tool: {
  webhook: boolean;
  attachmentGroups: readonly Pick<AttachmentGroup, "required">[];
}): AttachmentBadge {
  if (tool.webhook) return "API";
  return tool.attachmentGroups.some((group) => group.required) ? "Files req." : "Files opt.";
}

/** Cluster cards show the first two audiences as badges and the rest as a '+N' count (0 when none are left). */
export function audienceBadges<T>(audiences: readonly T[], shown = 2): { shown: T[]; more: number } {
  return { shown: audiences.slice(0, shown), more: Math.max(0, audiences.length - shown) };
}

export function parseClusterSlug(value: unknown): ClusterSlug | null {
  return typeof value === "string" && (CLUSTER_SLUGS as readonly string[]).includes(value)
    ? (value as ClusterSlug)
    : null;
}

/** The cluster a URL hash names ('#review-approvals'), or null for the hub home (no hash, or an unknown one). */
export function clusterSlugFromHash(hash: string): ClusterSlug | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return parseClusterSlug(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/** The tool page link from a cluster view: `from` tells the tool page to offer 'Back to {cluster}'. */
export function toolPageHref(toolId: string, from?: ClusterSlug | null): string {
  const path = `/services/${encodeURIComponent(toolId)}`;
  return from ? `${path}?from=${encodeURIComponent(from)}` : path;
}

/** What a tool card needs, computed on the server so the client gets a few fields instead of whole definitions. */
export type ToolCardView = {
  id: ToolId;
  title: string;
  snippet: string;
  webhook: boolean;
  confidential: boolean;
  fieldCount: number;
  attachment: AttachmentBadge;
};

export type ClusterView = {
  slug: ClusterSlug;
  title: string;
  description: string;
  audiences: string[];
  tools: ToolCardView[];
};

export function toolCardView(tool: ToolDefinition): ToolCardView {
  return {
    id: tool.id,
    title: tool.title,
    snippet: guidanceSnippet(tool.guidance),
    webhook: tool.webhook,
    confidential: tool.confidential,
    fieldCount: fieldCount(tool),
    attachment: attachmentBadge(tool),
  };
}

export function clusterView(cluster: Cluster): ClusterView {
  return {
    slug: cluster.slug,
    title: cluster.title,
    description: cluster.description,
    audiences: [...cluster.audiences],
    tools: cluster.tools.map(toolCardView),
  };
}
