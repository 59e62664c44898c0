"use client";

import { Lock, Webhook } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import type { ClusterSlug } from "@/lib/catalogue/types";
import { toolPageHref, type AttachmentBadge, type ToolCardView } from "@/modules/services/lib/tool-card";
import { FavoriteToggle } from "./favorite-toggle";

const ATTACHMENT_KEYS: Record<AttachmentBadge, "api" | "filesRequired" | "filesOptional"> = {
  API: "api",
  "Files req.": "filesRequired",
  "Files opt.": "filesOptional",
};

type Props = { tool: ToolCardView; cluster: ClusterSlug; favorite: boolean; onToggleFavorite: () => void };

/** A tool in the cluster view: title, guidance snippet, badges, field count, how files come in, star, Open Tool. */
export function ToolCard({ tool, cluster, favorite, onToggleFavorite }: Props) {
  const t = useTranslations("services.cluster");
  const titleId = `tool-${tool.id}-title`;
  return (
    <Card data-testid={`tool-card-${tool.id}`} className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold leading-snug">
          {tool.title}
        </h3>
        <FavoriteToggle title={tool.title} pressed={favorite} onToggle={onToggleFavorite} />
      </div>
      {tool.webhook || tool.confidential ? (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {tool.webhook ? (
            <Badge variant="secondary" title={t("apiHint")}>
              <Webhook className="mr-1 h-3 w-3" aria-hidden="true" />
              {t("api")}
            </Badge>
          ) : null}
          {tool.confidential ? (
            <Badge variant="secondary" title={t("secureHint")}>
              <Lock className="mr-1 h-3 w-3" aria-hidden="true" />
              {t("secure")}
            </Badge>
          ) : null}
        </div>
      ) : null}
      <p className="mt-3 flex-1 text-sm text-muted-foreground" data-testid="tool-guidance">
        {tool.snippet}
      </p>
      <div className="mt-4 flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <span>{t("fieldCount", { count: tool.fieldCount })}</span>
          <span aria-hidden="true">·</span>
          <Badge variant="outline">{t(ATTACHMENT_KEYS[tool.attachment])}</Badge>
        </p>
        <Link
          href={toolPageHref(tool.id, cluster)}
          aria-describedby={titleId}
          className={buttonVariants({ size: "sm" })}
        >
          {t("openTool")}
        </Link>
      </div>
    </Card>
  );
}
