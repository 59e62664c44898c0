/** Public, prerendered pages (besides the blog articles): the sitemap and the accessibility tests use this list. */
export const PUBLIC_PAGES = [
  "/",
  "/pricing",
  "/contact",
  "/blog",
  "/features",
  "/how-it-works",
  "/roadmap",
  "/about",
  "/careers",
  "/partners",
  "/docs",
  "/api",
  "/cookies",
  "/privacy",
  "/terms",
  "/disclaimer",
  "/wiki/red-flag-monitoring-integration",
  "/wiki/bidders-due-diligence-integration",
  "/wiki/audit-trail-exporter-integration",
] as const;

/** Public pages rendered per request (they handle passwords). */
export const AUTH_PAGES = ["/signin", "/signup"] as const;

// Pages whose client code is heavy (forms with validation and toasts) or per-user (signed-in pages).
const HEAVY_PUBLIC_PAGES: readonly string[] = ["/contact"];

/**
 * Whether a link from a public page may prefetch its target. A prefetch also downloads the target's
 * JavaScript, so links to the contact form, sign-in pages and signed-in pages load it only when followed:
 * public pages stay within their JavaScript budget.
 */
export function prefetchable(href: string): boolean {
  const path = href.split(/[?#]/)[0] || "/";
  return (
    ((PUBLIC_PAGES as readonly string[]).includes(path) && !HEAVY_PUBLIC_PAGES.includes(path)) ||
    path.startsWith("/blog/")
  );
}
