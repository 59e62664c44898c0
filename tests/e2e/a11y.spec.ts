import { expect, test, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { PUBLIC_DYNAMIC_PATHS } from "@/lib/routes";
import { AUTH_PAGES, PUBLIC_PAGES } from "@/lib/site-pages";
import {
  formatViolations,
  scanA11y,
  violationLines,
  waitForFontsAndAnimations,
  WCAG_TAGS,
} from "../support/a11y";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

/**
 * axe (WCAG 2.0/2.1 A and AA) on every public page, the sign-in pages, a blog article and the signed-in
 * pages, in the light and the dark theme. Violations of impact serious or critical fail the page's test;
 * moderate and minor ones are listed as annotations. The theme follows the system preference by default,
 * so it is chosen with emulateMedia and checked on <html>.
 */

const BLOG_ARTICLE = "/blog/procurement-ai-revolution";
const PUBLIC = [...PUBLIC_PAGES, ...AUTH_PAGES, ...PUBLIC_DYNAMIC_PATHS, BLOG_ARTICLE];
const SIGNED_IN = [
  "/dashboard",
  "/settings",
  "/help",
  "/privacy",
  "/services/ipc_validation",
  "/services/contract_management_plan",
  "/services/framework_rules_navigator",
  "/review",
  "/review/queue",
];
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** Both headers (marketing and signed-in) render this client component; once it has React props, the page is hydrated. */
const HYDRATION_MARKER = '[data-testid="theme-toggle"]';
const HYDRATION_TIMEOUT_MS = 15_000;

async function hydrated(page: Page, pagePath: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${pagePath}: not hydrated after ${HYDRATION_TIMEOUT_MS / 1000} s (no hydrated ${HYDRATION_MARKER} on the page)`,
          ),
        ),
      HYDRATION_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([waitForHydration(page, HYDRATION_MARKER), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkPage(
  page: Page,
  pagePath: string,
  theme: Theme,
  testInfo: TestInfo,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  const response = await page.goto(pagePath);
  const status = response?.status() ?? 0;
  // A page that does not exist yet fails here, as itself; the other pages' tests still run.
  expect(
    status,
    `${pagePath} answered HTTP ${status}${status === 404 ? ": the page does not exist yet" : ""}`,
  ).toBe(200);
  expect(new URL(page.url()).pathname, `${pagePath} redirected to ${page.url()}`).toBe(pagePath);

  await hydrated(page, pagePath);
  await prepare?.(page);
  await waitForFontsAndAnimations(page);

  // Soft: a wrong theme is reported, and the scan still runs.
  const html = page.locator("html");
  if (theme === "dark")
    await expect
      .soft(html, `${pagePath}: <html> should have the "dark" class`)
      .toHaveClass(/(^|\s)dark(\s|$)/);
  else
    await expect
      .soft(html, `${pagePath}: <html> should not have the "dark" class`)
      .not.toHaveClass(/(^|\s)dark(\s|$)/);

  const { blocking, other } = await scanA11y(page, testInfo);
  for (const line of violationLines(other))
    testInfo.annotations.push({ type: "axe moderate/minor (not blocking)", description: line });
  expect(
    blocking.length,
    `${pagePath} (${theme} theme): ${blocking.length} axe rule(s) with serious/critical violations (${WCAG_TAGS.join(", ")}):\n${formatViolations(blocking)}\n`,
  ).toBe(0);
}

test.describe("accessibility (axe), public pages", () => {
  for (const pagePath of PUBLIC) {
    for (const theme of THEMES) {
      test(`${pagePath} — ${theme}`, async ({ page }, testInfo) => {
        await checkPage(page, pagePath, theme, testInfo);
      });
    }
  }
});

test.describe("accessibility (axe), signed-in pages", () => {
  // Sign-up is throttled per client address for the whole run: one account for every signed-in scan.
  let cookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const page = await context.newPage();
      await signUpActive(page, {
        name: "Ada Access",
        email: `a11y-${unique()}@gmail.com`,
        password: PASSWORD,
      });
      cookies = await context.cookies();
    } finally {
      await context.close();
    }
  });

  for (const pagePath of SIGNED_IN) {
    for (const theme of THEMES) {
      test(`${pagePath} — ${theme}`, async ({ page }, testInfo) => {
        await page.context().addCookies(cookies);
        await checkPage(page, pagePath, theme, testInfo);
      });
    }
  }

  // The settings page's dialog is only in the page while open: scanned open, on top of the page scan. (An open
  // Radix select is not scanned: it hides the page behind it with aria-hidden while keeping focus in its list,
  // which axe's aria-hidden-focus reports although nothing behind it can be reached.)
  const SETTINGS_OVERLAYS = {
    "reset confirmation": async (page: Page) => {
      await page.getByRole("button", { name: "Reset Procurement Defaults" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
    },
  } as const;
  for (const [overlay, open] of Object.entries(SETTINGS_OVERLAYS)) {
    for (const theme of THEMES) {
      test(`/settings ${overlay} open — ${theme}`, async ({ page }, testInfo) => {
        await page.context().addCookies(cookies);
        await checkPage(page, "/settings", theme, testInfo, async (settings) => {
          await waitForHydration(settings, '[data-testid="settings-form"]');
          await open(settings);
        });
      });
    }
  }
});
