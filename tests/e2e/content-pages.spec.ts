import { expect, test } from "@playwright/test";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

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
  // The legal pages are public on purpose (the spec lists them as protected): read before signing up.
  { path: "/privacy", h1: "Privacy notice", title: "Privacy" },
  { path: "/terms", h1: "Terms of use", title: "Terms" },
  { path: "/disclaimer", h1: "Disclaimer", title: "Disclaimer" },
] as const;

const LEGAL_PAGES = PUBLIC_PAGES.filter(({ path }) => ["/privacy", "/terms", "/disclaimer"].includes(path));

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

test.describe("legal and help pages", () => {
  test("signed out, every link of the footer's Legal column answers 200 without a redirect to sign-in", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    const hrefs = await legal
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(expect.arrayContaining(["/privacy", "/terms", "/help", "/disclaimer"]));
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page, href).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    }
  });

  test("signed out, /help shows the FAQ and a working support form with an empty email", async ({ page }) => {
    const response = await page.goto("/help");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help and Contact");
    await expect(page).toHaveTitle("Help · Procuros");
    await expect(page.locator("summary")).toHaveCount(5);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await waitForHydration(page, '[data-testid="contact-form-help"]');
    const form = page.getByTestId("contact-form-help");
    await expect(form.getByLabel(/^Email/)).toHaveValue("");
    await form.getByLabel(/^Email/).fill(`visitor-${unique()}@example.org`);
    await form.getByLabel(/^Subject/).fill("Before I sign up");
    await form.getByLabel(/^Message/).fill("Which frameworks can I choose from?");
    const sent = page.waitForResponse(
      (res) => res.url().endsWith("/api/contact") && res.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);
  });

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
      // The public header's Launch Assistant leads back into the app.
      await expect(page.getByRole("banner").getByRole("link", { name: "Launch Assistant" })).toHaveAttribute(
        "href",
        "/services",
      );
    }

    // Help keeps a member in the app's shell (user menu, main navigation) with their email prefilled.
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help and Contact");
    await expect(page.getByTestId("user-menu")).toBeVisible();
    await waitForHydration(page, '[data-testid="contact-form-help"]');
    await expect(page.getByTestId("contact-form-help").getByLabel(/^Email/)).toHaveValue(
      /^lena-.*@gmail\.com$/,
    );

    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames).toContain("next-auth.session-token");
    await page.goto("/cookies");
    const listed = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    for (const name of cookieNames) expect(listed, `cookie ${name} is missing from /cookies`).toContain(name);
  });
});
