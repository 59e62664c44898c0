import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

const FEATURED = "The AI shift in procurement: faster drafts, same accountability";
const KENYA = "Kenya's Public Procurement and Asset Disposal Act 2015: a practitioner's guide";
const THRESHOLDS = "Estimating contract value and applying thresholds: good practice";

/** Opens /blog and waits until the search box has its React handlers (the list is a client leaf). */
async function openBlog(page: Page) {
  await page.goto("/blog");
  await waitForHydration(page, "input[type=search]");
}

const featuredSlot = (page: Page) => page.getByTestId("blog-featured");
const listTitles = (page: Page) => page.getByTestId("blog-list").getByRole("heading", { level: 3 });
const topic = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by topic" }).getByRole("button", { name, exact: true });

test("blog shows the featured article in its own slot, five more in the list, and the 'Stay informed' box", async ({
  page,
}) => {
  await openBlog(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Procurement insights");
  await expect(featuredSlot(page).getByRole("link", { name: FEATURED })).toHaveAttribute(
    "href",
    "/blog/procurement-ai-revolution",
  );
  await expect(listTitles(page)).toHaveCount(5);
  await expect(listTitles(page).filter({ hasText: FEATURED })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "6 articles" })).toBeVisible();
  // Cards carry author, date and a read time computed from the Markdown.
  const card = page.getByTestId("blog-list").getByRole("listitem").filter({ hasText: KENYA }).first();
  await expect(card.locator("time[datetime='2026-10-20']")).toHaveText("October 20, 2026");
  await expect(card).toContainText("Procuros Research");
  await expect(card).toContainText(/\d+ min read/);
  await expect(topic(page, "All topics")).toHaveAttribute("aria-pressed", "true");
  // The footer has its own newsletter box: this one belongs to the page.
  const box = page.getByRole("main").getByRole("region", { name: "Stay informed" });
  await expect(box.getByRole("heading", { level: 2 })).toHaveText("Stay informed");
  await expect(box.getByTestId("newsletter-blog")).toBeVisible();
});

test("search narrows the list case-insensitively and hides the featured slot; no match shows 'No articles found'", async ({
  page,
}) => {
  await openBlog(page);
  const search = page.getByRole("searchbox", { name: "Search articles" });

  await search.fill("KENYA");
  await expect(featuredSlot(page)).toHaveCount(0);
  await expect(listTitles(page)).toHaveText([KENYA]);

  // The featured article is listed like the others when it matches.
  await search.fill("accountability");
  await expect(featuredSlot(page)).toHaveCount(0);
  await expect(listTitles(page)).toHaveText([FEATURED]);

  await search.fill("no-such-topic-xyz");
  await expect(page.getByText("No articles found", { exact: true })).toBeVisible();
  await expect(page.getByTestId("blog-list")).toHaveCount(0);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
  await expect(featuredSlot(page)).toBeVisible();
  await expect(listTitles(page)).toHaveCount(5);
});

test("a topic filters the list and hides the featured slot; the active topic or 'All topics' restores it", async ({
  page,
}) => {
  await openBlog(page);

  await topic(page, "Planning").click();
  await expect(topic(page, "Planning")).toHaveAttribute("aria-pressed", "true");
  await expect(topic(page, "All topics")).toHaveAttribute("aria-pressed", "false");
  await expect(featuredSlot(page)).toHaveCount(0);
  await expect(listTitles(page)).toHaveText([FEATURED, THRESHOLDS]);

  // Clicking the active topic again clears it.
  await topic(page, "Planning").click();
  await expect(topic(page, "Planning")).toHaveAttribute("aria-pressed", "false");
  await expect(topic(page, "All topics")).toHaveAttribute("aria-pressed", "true");
  await expect(featuredSlot(page)).toBeVisible();
  await expect(listTitles(page)).toHaveCount(5);

  // One topic at a time; 'All topics' restores.
  await topic(page, "Records").click();
  await expect(listTitles(page)).toHaveCount(3);
  await topic(page, "Compliance").click();
  await expect(topic(page, "Records")).toHaveAttribute("aria-pressed", "false");
  await expect(listTitles(page)).toHaveCount(4);
  await topic(page, "All topics").click();
  await expect(featuredSlot(page)).toBeVisible();
  await expect(listTitles(page)).toHaveCount(5);
});

test("clicking an article opens it with byline, date, read time, tags, body and a way back", async ({
  page,
}) => {
  await openBlog(page);
  await page.getByRole("link", { name: KENYA }).click();
  await expect(page).toHaveURL(/\/blog\/kenya-ppada-framework-guide$/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(KENYA);
  await expect(page).toHaveTitle(new RegExp(`^${KENYA.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(page.getByText("By Procuros Research")).toBeVisible();
  await expect(page.locator("article time[datetime='2026-10-20']")).toHaveText("October 20, 2026");
  await expect(page.locator("article header")).toContainText(/\d+ min read/);
  await expect(page.getByRole("list", { name: "Topics" })).toContainText("Frameworks");
  await expect(
    page.getByRole("heading", { level: 2, name: "Notification, standstill and debriefing" }),
  ).toBeVisible();
  await expect(page.getByText("Kenya PPADA 2015, s. 91").first()).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    /^2026-10-20/,
  );

  await page.getByRole("link", { name: "All articles" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Procurement insights");
});

test("an unknown article slug is a 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/services");
});
