"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

const LINKS = [
  { href: "/dashboard", key: "home" },
  { href: "/services", key: "services" },
  { href: "/settings", key: "settings" },
] as const;

export function MainNav() {
  const pathname = usePathname();
  const t = useTranslations("common.nav");
  return (
    <nav aria-label={t("main")} className="flex items-center gap-1">
      {LINKS.map(({ href, key }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-muted sm:px-3",
              current ? "bg-muted text-foreground" : "text-muted-foreground",
            )}
          >
            {t(key)}
          </Link>
        );
      })}
    </nav>
  );
}
