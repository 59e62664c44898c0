import { expect, test } from "@playwright/test";
import { PASSWORD, signUpActive, unique } from "./helpers";

/** The public footer pages, their h1 (first line of content/pages/{slug}.md) and their short title. */
const PUBLIC_PAGES = [
  { path: "/features", h1: "Features: what Procuros does for procurement work", title: "Features" },
  { path: "/how-it-works", h1: "How Procuros works, step by step", title: "How it works" },
  { path: "/roadmap", h1: "Roadmap: what is available now and what comes next", title: "Roadmap" },
  { path: "/about", h1: "About Procuros", title: "About" },
  { path: "/careers", h1: "Careers at Procuros", title: "Careers" },
  { path: "/partners", h1: "Partnerships", title: "Partners" },
  { path: "/docs", h1: "User guide", title: "User guide" },
  { path: "/cookies", h1: "Cookies and browser storage", title: "Cookies" },
] as const;

const LEGAL_PAGES = [
  { path: "/privacy", h1: "Privacy notice" },
  { path: "/terms", h1: "Terms of use" },
  { path: "/disclaimer", h1: "Disclaimer" },
] as const;

test.describe("public footer pages", () => {
  for (const { path, h1, title } of PUBLIC_PAGES) {
    test(`${path} is prerendered and answers 200 with one h1, its title and a meta description`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Marketing pages are prerendered at build time: no request data, no database.
      expect(response?.headers()["x-nextjs-prerender"], `${path} should be prerendered`).toBeTruthy();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(`${title} · Procuros`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    });
  }

  test("/docs has a table of contents whose links all lead to a section of the guide", async ({ page }) => {
    await page.goto("/docs");
    const toc = page.getByRole("navigation", { name: "Contents of this guide" });
    const hrefs = await toc
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toContain("#data-and-privacy");
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) {
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`h2${href}`)).toHaveCount(1);
    }

    await page.goto("/docs#data-and-privacy");
    await expect(page.getByRole("heading", { level: 2, name: "Data and privacy" })).toBeInViewport();
  });

  test("/cookies names the session cookie in its table, and says there are no analytics cookies", async ({
    page,
  }) => {
    await page.goto("/cookies");
    const table = page.getByRole("table").first();
    await expect(table.getByRole("cell", { name: /next-auth\.session-token/ })).toHaveCount(1);
    await expect(table).toContainText("__Secure-next-auth.session-token");
    await expect(page.getByRole("main")).toContainText("no analytics, advertising or third-party cookies");
  });
});

test.describe("legal pages", () => {
  for (const { path } of LEGAL_PAGES) {
    test(`${path} redirects a signed-out visitor to sign-in, keeping the path as callbackUrl`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/signin\\?callbackUrl=${encodeURIComponent(path)}$`));
    });
  }

  // Sign-up is throttled per IP across the whole run: this file signs up once.
  test("signed in: each legal page shows its heading, and /cookies lists every cookie the browser holds", async ({
    page,
    context,
  }) => {
    await signUpActive(page, { name: "Lena Legal", email: `lena-${unique()}@gmail.com`, password: PASSWORD });

    for (const { path, h1 } of LEGAL_PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    }

    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames).toContain("next-auth.session-token");
    await page.goto("/cookies");
    const listed = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    for (const name of cookieNames) expect(listed, `cookie ${name} is missing from /cookies`).toContain(name);
  });
});
