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
] as const;

/** Public pages rendered per request (they handle passwords). */
export const AUTH_PAGES = ["/signin", "/signup"] as const;
