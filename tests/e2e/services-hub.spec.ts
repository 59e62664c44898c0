import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { CLUSTERS, getCluster } from "@/lib/catalogue";
import { toolCardView } from "@/modules/services/lib/tool-card";
import { formatViolations, scanA11y, waitForFontsAndAnimations } from "../support/a11y";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

// This file signs up once per test; its own client address keeps it clear of the run-wide sign-up throttle.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

// The hub's cluster table: hub order, titles and how many tools each holds.
const SPEC_CLUSTERS = [
  ["essential-tools", "Essential Tools", "3 tools"],
  ["drafting-preparation", "Drafting & Preparation", "7 tools"],
  ["review-approvals", "Review & Approvals", "7 tools"],
  ["bidder-supplier", "Bidder & Supplier Services", "5 tools"],
  ["risk-intelligence", "Risk, Integrity & Intelligence", "3 tools"],
  ["planning-performance", "Planning & Performance", "4 tools"],
] as const;

const IPC = "ipc_validation";
const IPC_TITLE = "Payment Certificate (IPC) Validation";

async function signedIn(page: Page) {
  const n = unique();
  const account = { name: "Hana Hub", email: `hana-${n}@hub${n}-e2e.org`, password: PASSWORD };
  await signUpActive(page, account);
  return account;
}

/** Opens the hub (optionally at a cluster hash) and waits until React owns the page. */
async function openHub(page: Page, hash = "") {
  await page.goto(`/services${hash}`);
  await waitForHydration(page, '[data-testid="theme-toggle"]');
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const star = (page: Page, title: string) => page.getByRole("button", { name: `Favorite ${title}` });
const hubFavorites = (page: Page) => page.getByTestId("hub-favorites");

async function favoritesOnServer(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/me/favorites");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { favorites: string[] }).favorites;
}

async function toggle(button: Locator, pressed: "true" | "false") {
  const response = button
    .page()
    .waitForResponse((r) => r.url().endsWith("/api/me/favorites") && r.request().method() === "PUT");
  await button.click();
  expect((await response).ok()).toBe(true);
  await expect(button).toHaveAttribute("aria-pressed", pressed);
}

test.describe("services hub", () => {
  test("the hub home shows the six clusters with their badges and counts, and no Favorites card without favorites", async ({
    page,
  }) => {
    await signedIn(page);
    await openHub(page);
    await expect(heading(page)).toHaveText("Procurement Services Hub");
    await expect(hubFavorites(page)).toHaveCount(0);

    const cards = page.locator('[data-testid^="cluster-card-"]');
    await expect(cards).toHaveCount(6);
    for (const [index, [slug, title, count]] of SPEC_CLUSTERS.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute("data-testid", `cluster-card-${slug}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.getByTestId("cluster-tool-count")).toHaveText(count);
      const { audiences, description } = getCluster(slug);
      await expect(card.getByText(description)).toBeVisible();
      // The first two audiences, then '+N' for the rest (when there is a rest).
      const badges = card.getByRole("listitem");
      const expected = [
        ...audiences.slice(0, 2),
        ...(audiences.length > 2 ? [`+${audiences.length - 2}`] : []),
      ];
      await expect(badges).toHaveText(expected);
    }
    await expect(page.getByTestId("cluster-card-review-approvals").getByText("+3")).toBeVisible();

    await expect(page.getByRole("heading", { level: 2, name: "Need Help Getting Started?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Contact Support" })).toBeVisible();
  });

  test("a cluster opens by its hash; Back and the breadcrumb return to the hub; unknown hashes show the hub", async ({
    page,
  }) => {
    await signedIn(page);
    await openHub(page);
    await page.getByRole("link", { name: "Review & Approvals" }).click();
    await expect(page).toHaveURL(/\/services#review-approvals$/);
    await expect(heading(page)).toHaveText("Review & Approvals");
    await expect(heading(page)).toBeFocused();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Services Hub" })).toBeVisible();
    await expect(breadcrumb.getByText("Review & Approvals")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("cluster-summary")).toHaveText(
      "7 tools · Approvers, Evaluators, Compliance, Governance, Audit",
    );

    // Every card shows what the catalogue says about its tool.
    const cluster = getCluster("review-approvals");
    await expect(page.locator('[data-testid^="tool-card-"]')).toHaveCount(cluster.tools.length);
    for (const tool of cluster.tools) {
      const view = toolCardView(tool);
      const card = page.getByTestId(`tool-card-${tool.id}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(tool.title);
      await expect(card.getByTestId("tool-guidance")).toHaveText(view.snippet);
      await expect(
        card.getByText(view.fieldCount === 1 ? "1 field" : `${view.fieldCount} fields`, { exact: true }),
      ).toBeVisible();
      await expect(card.getByText(view.attachment, { exact: true }).last()).toBeVisible();
      await expect(card.getByText("Secure", { exact: true })).toHaveCount(tool.confidential ? 1 : 0);
      await expect(card.getByRole("link", { name: "Open Tool" })).toHaveAttribute(
        "href",
        `/services/${tool.id}?from=review-approvals`,
      );
    }
    // Long guidance is cut at 160 characters with an ellipsis.
    const long = cluster.tools.find((tool) => tool.guidance.length > 160);
    expect(long, "a tool with guidance over 160 characters").toBeTruthy();
    const snippet = await page
      .getByTestId(`tool-card-${long!.id}`)
      .getByTestId("tool-guidance")
      .textContent();
    expect(snippet!.endsWith("…")).toBe(true);
    expect(Array.from(snippet!.slice(0, -1)).length).toBeLessThanOrEqual(160);
    expect(long!.guidance.startsWith(snippet!.slice(0, -1))).toBe(true);

    // Back returns to the hub home, Forward to the cluster.
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(heading(page)).toHaveText("Procurement Services Hub");
    await page.goForward();
    await expect(heading(page)).toHaveText("Review & Approvals");

    // The breadcrumb goes to the hub without a '#' left behind, as a new history entry.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Services Hub" })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(heading(page)).toHaveText("Procurement Services Hub");
    await page.goBack();
    await expect(heading(page)).toHaveText("Review & Approvals");

    // Loading a cluster's address directly opens it; an unknown hash shows the hub home.
    await openHub(page, "#risk-intelligence");
    await expect(heading(page)).toHaveText("Risk, Integrity & Intelligence");
    for (const tool of getCluster("risk-intelligence").tools.filter((t) => t.webhook)) {
      const card = page.getByTestId(`tool-card-${tool.id}`);
      // Webhook tools: the 'API' badge and 'API' as the way documents come in.
      await expect(card.getByText("API", { exact: true })).toHaveCount(2);
    }
    await openHub(page, "#no-such-cluster");
    await expect(heading(page)).toHaveText("Procurement Services Hub");
  });

  test("a starred tool shows in the hub's Favorites, survives a reload, and unstarring removes it", async ({
    page,
  }) => {
    await signedIn(page);
    await openHub(page, "#review-approvals");
    const ipcStar = star(page, IPC_TITLE);
    await expect(ipcStar).toHaveAttribute("aria-pressed", "false");

    // Tooltips say what a click will do.
    await ipcStar.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Pin this tool for quick access");
    await toggle(ipcStar, "true");
    expect(await favoritesOnServer(page)).toEqual([IPC]);
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await ipcStar.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Remove from favorites");

    // The cluster's own favorites list links with the cluster, so the tool page offers 'Back to Review & Approvals'.
    const clusterFavorites = page.getByTestId("cluster-favorites");
    await expect(
      clusterFavorites.getByRole("link", { name: new RegExp(escapeRe(IPC_TITLE)) }),
    ).toHaveAttribute("href", `/services/${IPC}?from=review-approvals`);

    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Services Hub" })
      .click();
    await expect(hubFavorites(page).getByRole("link")).toHaveCount(1);
    await expect(hubFavorites(page).getByRole("link")).toHaveAttribute("href", `/services/${IPC}`);
    await expect(hubFavorites(page).getByRole("link")).toContainText(IPC_TITLE);

    await page.reload();
    await waitForHydration(page, '[data-testid="theme-toggle"]');
    await expect(hubFavorites(page).getByRole("link")).toContainText(IPC_TITLE);

    // Into the cluster as a user does (a hash-only goto right after a reload can race hydration under load).
    await page.getByRole("link", { name: "Review & Approvals", exact: true }).click();
    await expect(star(page, IPC_TITLE)).toHaveAttribute("aria-pressed", "true");
    await toggle(star(page, IPC_TITLE), "false");
    await expect(page.getByTestId("cluster-favorites")).toHaveCount(0);
    expect(await favoritesOnServer(page)).toEqual([]);
    await openHub(page);
    await expect(hubFavorites(page)).toHaveCount(0);
  });

  test("the Favorites list scrolls only beyond three entries, in the order they were pinned", async ({
    page,
  }) => {
    await signedIn(page);
    await openHub(page, "#planning-performance");
    const tools = getCluster("planning-performance").tools;
    expect(tools.length).toBeGreaterThanOrEqual(4);
    for (const tool of tools.slice(0, 3)) await toggle(star(page, tool.title), "true");

    await openHub(page);
    const scroller = page.getByTestId("hub-favorites-scroller");
    await expect(hubFavorites(page).getByRole("link")).toHaveCount(3);
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(false);

    await openHub(page, "#planning-performance");
    await toggle(star(page, tools[3]!.title), "true");
    await openHub(page);
    await expect(hubFavorites(page).getByRole("link")).toHaveCount(4);
    await expect(hubFavorites(page).getByRole("link")).toHaveText(
      tools.slice(0, 4).map((tool) => new RegExp(`^${escapeRe(tool.title)}`)),
    );
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // The scrolling list can be reached and scrolled with the keyboard.
    await expect(scroller).toHaveAttribute("tabindex", "0");
  });

  test("Contact Support opens the support dialog with the name and email filled in, and sends a message", async ({
    page,
  }) => {
    const account = await signedIn(page);
    await openHub(page);
    await page.getByRole("button", { name: "Contact Support" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact support" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue(account.name);
    await expect(dialog.getByLabel(/^Email/)).toHaveValue(account.email);

    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Subject is required.")).toBeVisible();
    await expect(dialog.getByText("Message is required.")).toBeVisible();
    await dialog.getByLabel(/^Subject/).fill("Which tool for a works contract?");
    await dialog
      .getByLabel(/^Message/)
      .fill("We are preparing a road works tender and need help picking the tools.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("?tool=<id> opens the tool's page (keeping a known from cluster); unknown ids are ignored", async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto(`/services?tool=${IPC}`);
    await expect(page).toHaveURL(new RegExp(`/services/${IPC}$`));
    await page.goto(`/services?tool=${IPC}&from=review-approvals`);
    await expect(page).toHaveURL(new RegExp(`/services/${IPC}\\?from=review-approvals$`));
    await page.goto(`/services?tool=${IPC}&from=nowhere`);
    await expect(page).toHaveURL(new RegExp(`/services/${IPC}$`));
    await page.goto("/services?tool=not_a_tool");
    await expect(page).toHaveURL(/\/services\?tool=not_a_tool$/);
    await expect(heading(page)).toHaveText("Procurement Services Hub");
  });
});

test.describe("services hub accessibility (axe)", () => {
  async function scan(page: Page, testInfo: TestInfo, label: string) {
    await waitForFontsAndAnimations(page);
    const { blocking } = await scanA11y(page, testInfo);
    expect(blocking.length, `${label}: serious/critical axe violations:\n${formatViolations(blocking)}`).toBe(
      0,
    );
  }

  test("hub home with a scrolling Favorites list and a cluster view pass axe in light and dark themes", async ({
    page,
  }, testInfo) => {
    await signedIn(page);
    // Four favorites: the hub's list scrolls and the cluster shows its own list.
    const cluster = CLUSTERS.find((candidate) => candidate.tools.length >= 4)!;
    await openHub(page, `#${cluster.slug}`);
    for (const tool of cluster.tools.slice(0, 4)) await toggle(star(page, tool.title), "true");
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await openHub(page, `#${cluster.slug}`);
      await scan(page, testInfo, `${cluster.slug} (${theme})`);
      await openHub(page);
      await expect(hubFavorites(page)).toBeVisible();
      await scan(page, testInfo, `hub home (${theme})`);
    }
  });
});
