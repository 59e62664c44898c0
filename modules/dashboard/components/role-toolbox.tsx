"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { toolHref } from "@/lib/catalogue";
import { recommendedToolsForRole } from "@/lib/catalogue/roles";
import { ROLES } from "@/lib/catalogue/role-profiles";
import { cn } from "@/lib/utils";
import { useDashboard } from "./dashboard-role";
import { recommendedLayout } from "./layout-rules";

/**
 * Role Toolbox: five role buttons (pressed = current role; a click saves the role) and the role's recommended
 * tools. Mobile shows up to 6, desktop up to 8, each with 'View all' when tools were left out;
 * the cut is done with responsive classes so both layouts come from one render.
 */
export function RoleToolbox() {
  const t = useTranslations("home.dashboard.toolbox");
  const roles = useTranslations("common.roles");
  const { role, changeRole, toolById } = useDashboard();
  const tools = recommendedToolsForRole(role).flatMap((id) => toolById.get(id) ?? []);
  const layout = recommendedLayout(tools.length);

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t("switcher")} className="flex flex-wrap gap-2">
        {ROLES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === role}
            onClick={() => value !== role && changeRole(value)}
            className={cn(
              buttonVariants({ variant: value === role ? "default" : "outline", size: "sm" }),
              "h-auto min-h-8 py-1.5",
            )}
          >
            {roles(value)}
          </button>
        ))}
      </div>
      <h3 className="text-sm font-medium text-muted-foreground">{t("recommended", { role: roles(role) })}</h3>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="recommended-tools">
        {tools.slice(0, layout.desktopShown).map((tool, index) => (
          <li key={tool.id} className={cn(index >= layout.mobileShown && "max-md:hidden")}>
            <Link
              href={toolHref(tool.id)}
              className="group flex h-full items-center justify-between gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex flex-col">
                <span className="font-medium">{tool.title}</span>
                <span className="text-xs text-muted-foreground">{tool.cluster}</span>
              </span>
              <ArrowRight
                aria-hidden
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
      {(layout.mobileViewAll || layout.desktopViewAll) && (
        <Link
          href="/services"
          className={cn(
            buttonVariants({ variant: "link" }),
            "h-auto self-start p-0",
            !layout.mobileViewAll && "max-md:hidden",
            !layout.desktopViewAll && "md:hidden",
          )}
        >
          {t("viewAll")}
        </Link>
      )}
    </div>
  );
}
