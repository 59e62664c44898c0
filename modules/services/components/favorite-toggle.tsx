"use client";

import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

type Props = { title: string; pressed: boolean; onToggle: () => void };

/**
 * The star on a tool card: a toggle button whose name stays the same while aria-pressed
 * says whether the tool is pinned; the tooltip says what a click will do.
 */
export function FavoriteToggle({ title, pressed, onToggle }: Props) {
  const t = useTranslations("services.cluster");
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-pressed={pressed}
          aria-label={t("favoriteLabel", { title })}
          onClick={onToggle}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Star
            className={cn("h-5 w-5", pressed ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
            aria-hidden="true"
          />
        </button>
      </TooltipTrigger>
      <TooltipContent>{pressed ? t("unpin") : t("pin")}</TooltipContent>
    </Tooltip>
  );
}
