import { Star } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { ClusterSlug } from "@/lib/catalogue/types";
import { toolPageHref } from "@/modules/services/lib/tool-card";
import { cn } from "@/lib/utils";

export type FavoriteEntry = { id: string; title: string; clusterTitle: string };

type Props = {
  id: string;
  title: string;
  description?: string;
  entries: FavoriteEntry[];
  /** Set in a cluster view: the tool page then offers 'Back to {cluster}'. */
  from?: ClusterSlug;
};

/** Favorites lists show three entries and scroll beyond that. */
export const FAVORITES_VISIBLE = 3;

/** The Favorites card of the hub home and of a cluster view; each entry opens its tool. */
export function FavoritesList({ id, title, description, entries, from }: Props) {
  const scrolls = entries.length > FAVORITES_VISIBLE;
  return (
    <Card data-testid={id}>
      <CardHeader className="pb-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold leading-none">
          <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {/* A scrolling region must be reachable by keyboard to be scrolled without a mouse (axe: scrollable-region-focusable). */}
        <div
          data-testid={`${id}-scroller`}
          role={scrolls ? "region" : undefined}
          aria-labelledby={scrolls ? `${id}-title` : undefined}
          tabIndex={scrolls ? 0 : undefined}
          className={cn(
            "rounded-md border",
            scrolls &&
              "max-h-[10.5rem] overflow-y-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          )}
        >
          <ul className="divide-y">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  href={toolPageHref(entry.id, from)}
                  className="flex h-14 flex-col justify-center px-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                >
                  <span className="truncate text-sm font-medium">{entry.title}</span>
                  <span className="truncate text-xs text-muted-foreground">{entry.clusterTitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
