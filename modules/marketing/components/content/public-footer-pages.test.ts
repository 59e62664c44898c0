import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { isProtectedPath, needsNonceCsp } from "@/lib/routes";
import { PUBLIC_CONTENT_PAGES } from "@/modules/marketing/components/content/content-page";
import footer from "@/messages/en/footer.json";

// The footer's Legal column: a visitor must be able to read these before giving personal data at sign-up.
const FOOTER_LEGAL = ["/privacy", "/terms", "/help", "/disclaimer"];

describe("the footer's legal and help pages are public", () => {
  it("are not protected, are in the sitemap and are not disallowed for crawlers", () => {
    const urls = sitemap().map((entry) => new URL(entry.url).pathname);
    const rules = robots().rules;
    const disallowed = (Array.isArray(rules) ? rules : [rules]).flatMap((rule) => rule.disallow ?? []);
    for (const path of FOOTER_LEGAL) {
      expect(isProtectedPath(path), path).toBe(false);
      expect(urls, path).toContain(path);
      expect(disallowed, path).not.toContain(path);
    }
    // And nothing signed-in leaks into the sitemap.
    for (const url of urls) expect(isProtectedPath(url), url).toBe(false);
  });

  it("the Markdown legal pages have a title and a description of their own", () => {
    for (const slug of ["privacy", "terms", "disclaimer"] as const) {
      const key = PUBLIC_CONTENT_PAGES[slug];
      const texts = (footer.pages as Record<string, { title: string; description: string }>)[key];
      expect(texts?.title, slug).toBeTruthy();
      expect(texts?.description.length, slug).toBeGreaterThanOrEqual(40);
      // Prerendered: the static CSP, since no nonce can reach their inline scripts.
      expect(needsNonceCsp(`/${slug}`), slug).toBe(false);
    }
  });
});
