import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { CLUSTERS } from "@/lib/catalogue";
import { formatViolations, scanA11y, waitForFontsAndAnimations } from "../support/a11y";
import {
  authorizeAndRun,
  chooseCountryFramework,
  PASSWORD,
  signUpThroughForm,
  unique,
  waitForHydration,
} from "./helpers";
import { DESKTOP, expectNoLayoutProblems, PHONE } from "./layout-checks";

// Issue 22's "done when": a new user, from sign-up, through every cluster of the hub and into a tool of each,
// on a desktop and on a phone, with no dead end (every view links onward and back), no contradiction (no tool
// promoted and then found unbuilt), nothing clipped, and axe clean in the light and the dark theme. The
// footer pages answering 200 signed out are checked in content-pages.spec.ts.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.87.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const DEVICES = [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
] as const;
const THEMES = ["light", "dark"] as const;
const HYDRATION_MARKER = '[data-testid="theme-toggle"]';
/** What a page would say of a tool that cannot run (the honest marking issue 22 asked for until engines exist). */
const UNBUILT = /not built yet|coming soon|cannot run yet|engine is not available/i;

/** Nothing clipped or off the screen, and no serious or critical axe violation, in both themes. */
async function checkView(page: Page, testInfo: TestInfo, label: string) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.reload();
    await waitForHydration(page, HYDRATION_MARKER);
    await waitForFontsAndAnimations(page);
    await expect(page.locator("main")).not.toContainText(UNBUILT);
    await expectNoLayoutProblems(page, "main", `${label} (${theme})`);
    const { blocking } = await scanA11y(page, testInfo);
    expect(blocking, `${label} (${theme} theme):\n${formatViolations(blocking)}`).toEqual([]);
  }
}

for (const device of DEVICES) {
  test(`a new user on a ${device.name}: sign-up, the dashboard, every cluster and one of its tools, a run`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(420_000);
    await page.setViewportSize(device.viewport);
    const n = unique();
    await signUpThroughForm(page, {
      name: "Wanjiru New",
      email: `wanjiru-${n}@walk${n}-e2e.org`,
      password: PASSWORD,
    });
    await checkView(page, testInfo, "dashboard");
    // The framework a Kenyan officer chooses first (as in settings), so the tools cite Kenya's rules.
    await chooseCountryFramework(page, "KE");

    // The hub: every cluster opens, lists its tools, and each list leads into a tool page and back.
    await page.goto("/services");
    await waitForHydration(page, HYDRATION_MARKER);
    await expect(page.locator('[data-testid^="cluster-card-"]')).toHaveCount(CLUSTERS.length);
    await checkView(page, testInfo, "services hub");
    for (const cluster of CLUSTERS) {
      await page.goto(`/services#${cluster.slug}`);
      await waitForHydration(page, HYDRATION_MARKER);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(cluster.title);
      await expect(page.locator('[data-testid^="tool-card-"]')).toHaveCount(cluster.tools.length);
      await checkView(page, testInfo, `cluster ${cluster.slug}`);

      const tool = cluster.tools[0]!;
      await page.getByTestId(`tool-card-${tool.id}`).getByRole("link", { name: "Open Tool" }).click();
      await expect(page).toHaveURL(new RegExp(`/services/${tool.id}\\?from=${cluster.slug}$`));
      await waitForHydration(page, HYDRATION_MARKER);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(tool.title);
      await checkView(page, testInfo, `tool ${tool.id}`);
      // No dead end: the page leads back to the cluster it was opened from.
      await page.getByRole("link", { name: `Back to ${cluster.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/services#${cluster.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(cluster.title);
    }

    // A first run, as a new user would try: the navigator, which needs no files, to its result.
    await page.goto("/services/framework_rules_navigator");
    await waitForHydration(page, "#input-project_estimate");
    await page.locator("#input-project_estimate").fill("250000");
    await page.locator("#input-enquiry_focus").selectOption("Rules / Methods");
    await authorizeAndRun(page);
    await expectNoLayoutProblems(page, "main", "navigator result");
    // Scanned once the toasts have settled: mid-animation, a stacked toast's fading text reads as low contrast.
    await waitForFontsAndAnimations(page);
    const { blocking } = await scanA11y(page, testInfo);
    expect(blocking, `navigator result:\n${formatViolations(blocking)}`).toEqual([]);

    // Settings: the framework a new user is asked to choose, with its save bar.
    await page.goto("/settings");
    await waitForHydration(page, '[data-testid="settings-form"]');
    await checkView(page, testInfo, "settings");
  });
}
