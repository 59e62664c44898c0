"use client";

import { Icon } from "@/modules/marketing/components/icons";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { focusRing } from "@/modules/marketing/components/landing/styles";
import { HASH_SCROLL_DELAY_MS, scrollToElement, SECTION_ROOT_MARGIN, SECTION_THRESHOLDS } from "./scroll";

export type MarketingNavItem = {
  href: string;
  label: string;
  /** Id of a landing-page section: on `/` the link scrolls there and is highlighted while it is in view. */
  section?: string;
};

type Props = {
  label: string;
  menuLabel: string;
  items: MarketingNavItem[];
  /** Right-hand controls (theme, sign in, launch), rendered on the server. */
  actions: ReactNode;
  /** What the mobile menu shows below the links (sign in, launch), rendered on the server. */
  mobileActions: ReactNode;
};

const LINK = `rounded-md px-3 py-2 text-sm font-medium hover:bg-muted hover:text-foreground ${focusRing}`;
const LINK_ON = "bg-muted text-foreground";
const LINK_OFF = "text-muted-foreground";

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The landing navigation: on `/` the section links scroll smoothly with an 80 px offset and
 * update the hash, and the link of the section in view is highlighted; elsewhere they lead to `/#section`.
 * Below 768 px the links move into a menu behind a button.
 *
 * Links do not prefetch: a prefetch loads the target's client code too (the sign-in and contact forms bring
 * zod, ~30 KB gzip), which would count against the JS budget of every public page.
 */
export function MarketingNav({ label, menuLabel, items, actions, mobileActions }: Props) {
  const pathname = usePathname();
  const onLanding = pathname === "/";
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const [inView, setInView] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sections = items.flatMap((item) => (item.section ? [item.section] : []));
  const sectionKey = sections.join(" ");

  // A navigation closes the menu (state derived during render, not in an effect).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  // Highlight the section in view (thresholds 0.15, 0.35, 0.6; margin -20% top, -50% bottom).
  useEffect(() => {
    if (!onLanding || typeof IntersectionObserver === "undefined") return;
    const ratios = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          ratios.set(entry.target.id, entry.isIntersecting ? entry.intersectionRatio : 0);
        let best: string | null = null;
        let bestRatio = 0;
        for (const [id, ratio] of ratios) {
          if (ratio >= SECTION_THRESHOLDS[0]! && ratio > bestRatio) [best, bestRatio] = [id, ratio];
        }
        setInView(best);
      },
      { threshold: SECTION_THRESHOLDS, rootMargin: SECTION_ROOT_MARGIN },
    );
    for (const id of sectionKey.split(" ")) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [onLanding, sectionKey]);

  // A hash on arrival (load, or a link from another page) scrolls to its section once laid out.
  useEffect(() => {
    if (!onLanding) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!sectionKey.split(" ").includes(id)) return;
    const timer = window.setTimeout(() => {
      const element = document.getElementById(id);
      if (element) scrollToElement(element, false);
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onLanding, sectionKey]);

  // Escape closes the mobile menu and returns focus to its button.
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

  function onSectionClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    setOpen(false);
    if (!onLanding || !isPlainLeftClick(event)) return;
    const element = document.getElementById(id);
    if (!element) return;
    event.preventDefault();
    scrollToElement(element);
    // Keyboard users continue from the section, as after a native anchor jump.
    element.focus({ preventScroll: true });
    if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, "", `#${id}`);
  }

  function renderLinks(vertical: boolean) {
    return (
      <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
        {items.map((item) => {
          const { section } = item;
          const current = section
            ? onLanding && inView === section
            : pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                prefetch={false}
                aria-current={current ? (section ? "true" : "page") : undefined}
                data-active={current ? "true" : undefined}
                onClick={section ? (event) => onSectionClick(event, section) : () => setOpen(false)}
                className={`${LINK} ${current ? LINK_ON : LINK_OFF} ${vertical ? "block" : ""}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <nav aria-label={label} className="hidden md:block">
        {renderLinks(false)}
      </nav>
      <div className="ml-auto flex items-center gap-2">
        {actions}
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls="mobile-navigation"
          aria-label={menuLabel}
          onClick={() => setOpen((value) => !value)}
          className={`inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-muted md:hidden ${focusRing}`}
        >
          {open ? <Icon name="x" className="h-5 w-5" /> : <Icon name="menu" className="h-5 w-5" />}
        </button>
      </div>
      <div
        id="mobile-navigation"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background px-4 pb-4 pt-2 shadow-md md:hidden"
      >
        <nav aria-label={label}>{renderLinks(true)}</nav>
        <div className="mt-3 flex flex-col gap-2 border-t pt-3">{mobileActions}</div>
      </div>
    </>
  );
}
