import { canReviewRequests, type Grantee } from "@/lib/server/auth/permissions";

/** Key of a header link's text under `common.nav`. */
export type AppNavKey = "home" | "activities" | "review" | "reviewQueue" | "services" | "settings";

export type AppNavLink = { href: string; key: AppNavKey };

/**
 * The signed-in header's links, in reading order. The review queue is offered only to those who may work it
 * (admins and members granted review): others would find a page of their own requests at best, and the
 * header should not promise a desk they do not sit at.
 */
export function appNavLinks(user: Grantee): AppNavLink[] {
  const links: AppNavLink[] = [
    { href: "/dashboard", key: "home" },
    { href: "/activities", key: "activities" },
    { href: "/review", key: "review" },
  ];
  if (canReviewRequests(user)) links.push({ href: "/review/queue", key: "reviewQueue" });
  links.push({ href: "/services", key: "services" }, { href: "/settings", key: "settings" });
  return links;
}

/**
 * Whether a link is the current page. The longest matching link wins, so on /review/queue the queue is
 * current and /review is not.
 */
export function currentHref(links: readonly AppNavLink[], pathname: string): string | null {
  let best: string | null = null;
  for (const { href } of links) {
    const matches = pathname === href || pathname.startsWith(`${href}/`);
    if (matches && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
