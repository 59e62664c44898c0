import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

/**
 * The landing page `/`: carousel, steps, audience tabs, product tour and the landing navigation.
 * Hydration is awaited on the component under test, since every control here is a small client leaf.
 */

const TITLE = "Procurement Assistant for faster clarity, compliant decisions";

async function openLanding(page: Page, path = "/", marker = '[data-testid="carousel-track"]'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, marker);
}

function carousel(page: Page): Locator {
  return page.getByRole("region", { name: "Capabilities" });
}

/** Slides whose box lies entirely inside the track's box. */
async function visibleSlides(page: Page): Promise<string[]> {
  return page.getByTestId("carousel-track").evaluate((track) => {
    const box = track.getBoundingClientRect();
    return Array.from(track.querySelectorAll<HTMLElement>("[data-slide]"))
      .filter((slide) => {
        const rect = slide.getBoundingClientRect();
        return rect.left >= box.left - 2 && rect.right <= box.right + 2;
      })
      .map((slide) => slide.getAttribute("aria-label") ?? "");
  });
}

function currentDot(page: Page): Locator {
  return carousel(page).locator('button[aria-current="true"]');
}

test.describe("landing content", () => {
  test("has one h1 with the spec title, the claims with their footnote, and the calls to action", async ({
    page,
  }) => {
    await openLanding(page);
    await expect(page).toHaveTitle(new RegExp(TITLE));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    for (const claim of [
      "10x faster drafting",
      "99% compliance rate",
      "24/7 availability",
      "30 seconds to first draft",
      "zero setup",
      "100% framework compliant",
    ]) {
      await expect(page.locator("li", { hasText: claim }).first()).toBeVisible();
    }
    await expect(page.getByText(/product targets, not independently measured/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Assistant" }).first()).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(page.getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/contact");
    for (const heading of ["What it does", "How it works", "Who it's for"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
  });
});

test.describe("capabilities carousel", () => {
  for (const [width, expected] of [
    [375, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${expected} card(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openLanding(page);
      await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
      await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(6);
      await expect.poll(() => visibleSlides(page)).toEqual(["1 of 6", "2 of 6", "3 of 6"].slice(0, expected));
    });
  }

  test("moves with next/previous buttons, dots and arrow keys, wrapping at the ends", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page);
    const region = carousel(page);
    await expect(currentDot(page)).toHaveAccessibleName("Show Document Drafting Suite");

    await region.getByRole("button", { name: "Next capability" }).click();
    await expect(currentDot(page)).toHaveAccessibleName("Show Rules and Knowledge Navigator");
    await expect.poll(() => visibleSlides(page)).toEqual(["2 of 6"]);

    await region.getByRole("button", { name: "Previous capability" }).click();
    await expect(currentDot(page)).toHaveAccessibleName("Show Document Drafting Suite");
    await expect.poll(() => visibleSlides(page)).toEqual(["1 of 6"]);

    // Previous at the start wraps to the last card.
    await region.getByRole("button", { name: "Previous capability" }).click();
    await expect(currentDot(page)).toHaveAccessibleName("Show Custom Settings Library");
    await expect.poll(() => visibleSlides(page)).toEqual(["6 of 6"]);

    await region.getByRole("button", { name: "Show Risk Management" }).click();
    await expect(currentDot(page)).toHaveAccessibleName("Show Risk Management");
    await expect.poll(() => visibleSlides(page)).toEqual(["5 of 6"]);

    await page.keyboard.press("ArrowLeft");
    await expect(currentDot(page)).toHaveAccessibleName("Show Supplier Readiness Toolkit");
    await expect.poll(() => visibleSlides(page)).toEqual(["4 of 6"]);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(currentDot(page)).toHaveAccessibleName("Show Custom Settings Library");
    await expect.poll(() => visibleSlides(page)).toEqual(["6 of 6"]);
    // Next at the end wraps to the first card.
    await page.keyboard.press("ArrowRight");
    await expect(currentDot(page)).toHaveAccessibleName("Show Document Drafting Suite");
    await expect.poll(() => visibleSlides(page)).toEqual(["1 of 6"]);
  });

  test("on wide screens offers one dot per reachable position", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLanding(page);
    const dots = carousel(page).getByRole("group", { name: "Choose a capability" }).getByRole("button");
    await expect(dots).toHaveCount(4);
    await dots.nth(3).click();
    await expect.poll(() => visibleSlides(page)).toEqual(["4 of 6", "5 of 6", "6 of 6"]);
    await carousel(page).getByRole("button", { name: "Next capability" }).click();
    await expect.poll(() => visibleSlides(page)).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
  });

  test("jumps without smooth scrolling under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page);
    await carousel(page).getByRole("button", { name: "Show Risk Management" }).click();
    // No animation frames are needed: the position is final at once.
    expect(await visibleSlides(page)).toEqual(["5 of 6"]);
  });
});

test.describe("how it works steps", () => {
  const trigger = (page: Page, n: number) => page.locator(`#step-${n}-trigger`);
  const progress = (page: Page) => page.getByRole("progressbar", { name: "Journey progress" });

  test("opens one step at a time, closes the open one on click, and tracks progress", async ({ page }) => {
    await openLanding(page, "/", "#step-1-trigger");
    await expect(trigger(page, 1)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#step-1-panel")).toBeVisible();
    for (const n of [2, 3, 4, 5, 6, 7])
      await expect(trigger(page, n)).toHaveAttribute("aria-expanded", "false");
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
    await expect(progress(page)).toHaveAttribute("aria-valuemax", "7");

    await trigger(page, 3).click();
    await expect(trigger(page, 3)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#step-3-panel")).toBeVisible();
    await expect(trigger(page, 1)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#step-1-panel")).toBeHidden();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
    await expect(progress(page)).toHaveAttribute("aria-valuetext", "Step 3 of 7");

    await trigger(page, 3).click();
    await expect(trigger(page, 3)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[id^="step-"][id$="-trigger"][aria-expanded="true"]')).toHaveCount(0);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");

    await page.getByRole("button", { name: /^Step 5:/ }).click();
    await expect(trigger(page, 5)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: /^Step 5:/ })).toHaveAttribute("aria-current", "step");
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "5");
    await expect(progress(page)).toHaveAttribute("aria-valuetext", "Step 5 of 7");
  });

  test("visiting /#step-3 opens step 3 and scrolls to it", async ({ page }) => {
    await openLanding(page, "/#step-3", "#step-3-trigger");
    await expect(trigger(page, 3)).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(page, 1)).toHaveAttribute("aria-expanded", "false");
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
    await expect(page.locator("#step-3")).toBeInViewport();
    await expect(page.locator("#step-3-panel")).toBeInViewport();
  });
});

test.describe("who it's for tabs", () => {
  const FEATURED = {
    Practitioners: [
      "specification_tor_draft",
      "qualification_evaluation_criteria",
      "simplified_feedback_hub",
      "contract_completeness_check",
    ],
    Oversight: [
      "draft_approval_memo",
      "procurement_post_review",
      "solicitation_compliance_review",
      "abnormally_low_bid_check",
    ],
    Vendors: [
      "bid_proposal_self_check",
      "market_price_intelligence",
      "specification_requirements_quality",
      "bid_compliance_checklist",
    ],
  } as const;
  const HUB = {
    Practitioners: "drafting-preparation",
    Oversight: "review-approvals",
    Vendors: "bidder-supplier",
  } as const;

  async function expectPanel(page: Page, tab: keyof typeof FEATURED) {
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    const panel = page.getByRole("tabpanel", { name: tab });
    const tools = panel.getByTestId("audience-tool");
    await expect(tools).toHaveCount(4);
    for (const [index, id] of FEATURED[tab].entries())
      await expect(tools.nth(index)).toHaveAttribute("href", `/services?tool=${id}`);
    await expect(panel.getByRole("link", { name: /^Browse all / })).toHaveAttribute(
      "href",
      `/services#${HUB[tab]}`,
    );
  }

  test("switch by click and by arrow keys, each showing its audience's four tools", async ({ page }) => {
    await openLanding(page, "/", '[role="tab"]');
    await expect(page.getByRole("tablist", { name: "Audiences" }).getByRole("tab")).toHaveCount(3);
    await expectPanel(page, "Practitioners");

    await page.getByRole("tab", { name: "Oversight" }).click();
    await expectPanel(page, "Oversight");
    await expect(page.getByRole("tab", { name: "Practitioners" })).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Vendors" })).toBeFocused();
    await expectPanel(page, "Vendors");

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Practitioners" })).toBeFocused();
    await expectPanel(page, "Practitioners");

    await page.keyboard.press("ArrowLeft");
    await expectPanel(page, "Vendors");
    await page.keyboard.press("Home");
    await expectPanel(page, "Practitioners");
    await page.keyboard.press("End");
    await expectPanel(page, "Vendors");
  });

  test("cuts guidance longer than 160 characters with an ellipsis", async ({ page }) => {
    await openLanding(page, "/", '[role="tab"]');
    const guidance = page.getByRole("tabpanel").getByTestId("audience-tool-guidance").first();
    const text = (await guidance.textContent()) ?? "";
    expect(text).toHaveLength(161);
    expect(text.endsWith("…")).toBe(true);
    expect(text.startsWith("Produces a first draft of technical specifications")).toBe(true);
  });
});

test.describe("product tour", () => {
  test("shows seven product screens with Next/Back, arrow keys, Home and End; Escape closes and returns focus", async ({
    page,
  }) => {
    await openLanding(page, "/", 'button[aria-haspopup="dialog"]');
    // The tour's dialog is loaded only when it is opened.
    await expect(page.locator("#tour-title")).toHaveCount(0);
    const opener = page.getByRole("button", { name: "View the product tour" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Product tour" });
    await expect(dialog).toBeVisible();
    const indicator = dialog.getByTestId("tour-step-indicator");
    await expect(indicator).toHaveText("Step 1 of 7");
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText("Create your account");
    await expect(
      dialog.getByRole("img", { name: "Create your account: illustration of the /signup page" }),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();

    const paths = ["/signup"];
    for (let n = 2; n <= 7; n += 1) {
      await dialog.getByRole("button", { name: "Next" }).click();
      await expect(indicator).toHaveText(`Step ${n} of 7`);
      paths.push((await dialog.getByTestId("tour-screen").getAttribute("data-path")) ?? "");
    }
    expect(paths).toEqual([
      "/signup",
      "/settings",
      "/services",
      "/services/solicitation_compliance_review",
      "/services/solicitation_compliance_review",
      "/review/queue",
      "/services/solicitation_compliance_review",
    ]);
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText("Export and send");
    await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
    const finish = dialog.getByRole("link", { name: "Open Assistant" });
    await expect(finish).toHaveAttribute("href", "/services");
    await expect(finish).toBeFocused();

    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(indicator).toHaveText("Step 6 of 7");
    await page.keyboard.press("ArrowLeft");
    await expect(indicator).toHaveText("Step 5 of 7");
    await page.keyboard.press("ArrowRight");
    await expect(indicator).toHaveText("Step 6 of 7");
    await page.keyboard.press("Home");
    await expect(indicator).toHaveText("Step 1 of 7");
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText("Create your account");
    await page.keyboard.press("End");
    await expect(indicator).toHaveText("Step 7 of 7");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // It starts over, and the close button works too.
    await opener.click();
    await expect(indicator).toHaveText("Step 1 of 7");
    await dialog.getByRole("button", { name: "Close tour" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("landing navigation", () => {
  const nav = (page: Page) => page.getByRole("navigation", { name: "Site" });

  test("has the spec's links, a theme switch, sign in and Launch Assistant", async ({ page }) => {
    await openLanding(page, "/", '[data-testid="theme-toggle"]');
    const links = nav(page).getByRole("link");
    await expect(links).toHaveText(["Features", "How it Works", "Pricing", "Blog", "Contact"]);
    for (const [name, href] of [
      ["Features", "/#features"],
      ["How it Works", "/#how-it-works"],
      ["Pricing", "/pricing"],
      ["Blog", "/blog"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(nav(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Launch Assistant" })).toHaveAttribute("href", "/services");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    await expect(header.getByTestId("theme-toggle")).toBeVisible();
  });

  test("section links scroll with an 80 px offset, update the hash and highlight the section in view", async ({
    page,
  }) => {
    await openLanding(page, "/", "nav a[href='/#features']");
    const features = nav(page).getByRole("link", { name: "Features" });
    const howItWorks = nav(page).getByRole("link", { name: "How it Works" });
    await expect(features).not.toHaveAttribute("aria-current", /.*/);

    await features.click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect
      .poll(() => page.locator("#features").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await expect(features).toHaveAttribute("aria-current", "true");
    await expect(howItWorks).not.toHaveAttribute("aria-current", /.*/);

    await howItWorks.click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect
      .poll(() => page.locator("#how-it-works").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await expect(howItWorks).toHaveAttribute("aria-current", "true");
    await expect(features).not.toHaveAttribute("aria-current", /.*/);
  });

  test("the highlighted link follows scrolling", async ({ page }) => {
    await openLanding(page, "/", "nav a[href='/#features']");
    const features = nav(page).getByRole("link", { name: "Features" });
    const howItWorks = nav(page).getByRole("link", { name: "How it Works" });

    await page
      .locator("#features")
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await expect(features).toHaveAttribute("aria-current", "true");
    await expect(features).toHaveAttribute("data-active", "true");

    await page
      .locator("#how-it-works")
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await expect(howItWorks).toHaveAttribute("aria-current", "true");
    await expect(features).not.toHaveAttribute("aria-current", /.*/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav(page).locator("[aria-current]")).toHaveCount(0);
  });

  test("from /pricing, Features lands on / with #features and the section in view", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page, "nav a[href='/#features']");
    await expect(nav(page).getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await nav(page).getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.getByRole("heading", { level: 2, name: "What it does" })).toBeInViewport();
    await expect
      .poll(() => page.locator("#features").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await expect(nav(page).getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "true");
    await expect(nav(page).getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current", /.*/);
  });

  test("a hash on load scrolls to its section", async ({ page }) => {
    await page.goto("/#how-it-works");
    await expect
      .poll(() => page.locator("#how-it-works").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
  });

  test("on small screens the links sit behind a menu button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page, "/", "button[aria-controls='mobile-navigation']");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toHaveCount(0);

    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link")).toHaveText([
      "Features",
      "How it Works",
      "Pricing",
      "Blog",
      "Contact",
    ]);
    await expect(
      page.locator("#mobile-navigation").getByRole("link", { name: "Launch Assistant" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();

    await menu.click();
    await nav(page).getByRole("link", { name: "How it Works" }).click();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect
      .poll(() => page.locator("#how-it-works").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
  });
});
