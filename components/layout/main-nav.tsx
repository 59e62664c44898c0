"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { currentHref, type AppNavLink } from "./app-nav-links";

const LINK = "rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-muted sm:px-3";

/**
 * The signed-in header's links (chosen on the server by the user's permissions, see app-nav-links.ts).
 * From 768 px they sit in the header; below, behind a menu button, as on the public pages.
 */
export function MainNav({ links }: { links: readonly AppNavLink[] }) {
  const pathname = usePathname();
  const t = useTranslations("common.nav");
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const current = currentHref(links, pathname);

  // A navigation closes the menu (state derived during render, not in an effect).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  // Escape closes the phone menu and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const renderLinks = (vertical: boolean) => (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {links.map(({ href, key }) => (
        <li key={href}>
          <Link
            href={href}
            aria-current={current === href ? "page" : undefined}
            onClick={() => setOpen(false)}
            className={cn(
              LINK,
              vertical && "block",
              current === href ? "bg-muted text-foreground" : "text-muted-foreground",
            )}
          >
            {t(key)}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <nav aria-label={t("main")} className="hidden md:block" data-testid="main-nav">
        {renderLinks(false)}
      </nav>
      <button
        ref={menuButton}
        type="button"
        aria-expanded={open}
        aria-controls="app-mobile-navigation"
        aria-label={t("menu")}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
      >
        {open ? (
          <X aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Menu aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
      <div
        id="app-mobile-navigation"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background px-4 pb-4 pt-2 shadow-md md:hidden"
        data-testid="main-nav-mobile"
      >
        <nav aria-label={t("main")}>{renderLinks(true)}</nav>
      </div>
    </>
  );
}
