import { Clock, Star } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { ReactNode } from "react";
import { toolHref } from "@/lib/catalogue";
import { cn } from "@/lib/utils";
import type { DashboardTool } from "./dashboard-role";
import { quickAccessScrolls } from "./layout-rules";

/**
 * Quick Access: the recently used tools (newest first, at most 10) and the favorites, from the account.
 * Ids no longer in the catalogue are skipped. A list longer than 3 scrolls; the scrolling box
 * is focusable so keyboard users can scroll it too.
 */
export async function QuickAccess({
  recents,
  favorites,
}: {
  recents: readonly DashboardTool[];
  favorites: readonly DashboardTool[];
}) {
  const t = await getTranslations("home.dashboard.quickAccess");
  return (
    <div className="grid gap-6">
      <ToolList
        testId="recent-tools"
        icon={<Clock aria-hidden className="size-4" />}
        title={t("recent")}
        empty={t("recentEmpty")}
        tools={recents}
      />
      <ToolList
        testId="favorite-tools"
        icon={<Star aria-hidden className="size-4" />}
        title={t("favorites")}
        empty={t("favoritesEmpty")}
        tools={favorites}
      />
    </div>
  );
}

function ToolList({
  testId,
  icon,
  title,
  empty,
  tools,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  empty: string;
  tools: readonly DashboardTool[];
}) {
  const scrolls = quickAccessScrolls(tools.length);
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium">
        {icon}
        {title}
      </h3>
      {tools.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
          {empty}
        </p>
      ) : (
        <ul
          data-testid={testId}
          aria-labelledby={headingId}
          // Focusable only when it scrolls (axe: scrollable regions must be keyboard reachable).
          tabIndex={scrolls ? 0 : undefined}
          className={cn(
            "flex flex-col gap-1",
            scrolls &&
              "max-h-40 overflow-y-auto rounded-md pr-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          )}
        >
          {tools.map((tool) => (
            <li key={tool.id}>
              <Link
                href={toolHref(tool.id)}
                className="flex flex-col rounded-md px-2 py-1.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="font-medium">{tool.title}</span>
                <span className="text-xs text-muted-foreground">{tool.cluster}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
