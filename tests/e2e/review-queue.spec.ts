import { expect, test, type Page } from "@playwright/test";
import { makePdf } from "../support/documents";
import { createAccountViaApi, PASSWORD, signIn, signUpActive, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.83.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

test("Submit for Review queues a request that another reviewer starts, comments on and approves", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const n = unique();
  const domain = `queue${n}-e2e.org`;
  // The first account of an organisation is its administrator; it submits, so it may not decide (segregation
  // of duties): a member the admin grants the review permission works the queue.
  await signUpActive(page, { name: "Quinn Queue", email: `quinn-${n}@${domain}`, password: PASSWORD });
  const reviewer = { name: "Rita Reviewer", email: `rita-${n}@${domain}`, password: PASSWORD };
  await createAccountViaApi(page, reviewer);
  const { members } = await (await page.request.get("/api/org/members")).json();
  const rita = members.find((member: { email: string }) => member.email === reviewer.email);
  expect(
    (await page.request.post(`/api/org/members/${rita.id}`, { data: { decision: "approve" } })).status(),
  ).toBe(200);
  expect(
    (await page.request.put(`/api/org/members/${rita.id}/permissions`, { data: { review: true } })).status(),
  ).toBe(200);

  await page.goto("/review?service=compliance-solicitation");
  await expect(page).toHaveTitle("PROCUROS — Solicitation Compliance Review");
  await waitForHydration(page, "#review-activityId");
  const activity = `RFB-${n}`;
  await page.locator("#review-activityId").fill(activity);
  await page.locator("#review-category").selectOption("Goods");
  await page.locator("#review-method").selectOption("Tender/RFB");
  const pdf = await makePdf([
    "Section I. Instructions to Bidders.",
    "Section VII. Technical Specifications: 20 printers, HP LaserJet.",
  ]);
  await page
    .locator("#attach-method-document")
    .setInputFiles({ name: "RFB.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await expect(page.getByTestId("group-method-document")).toContainText("uploaded");
  await page.getByRole("button", { name: "Authorize Review" }).click();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(toast(page, "Review Submitted")).toBeVisible({ timeout: 30_000 });

  // The page's own link (the header has one too since issue 35).
  await page.locator("#main").getByRole("link", { name: "Review Queue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review Queue" })).toBeVisible();
  const own = page.getByTestId("review-queue").locator("li").filter({ hasText: activity });
  await expect(own.getByTestId("request-status")).toHaveText("Submitted");
  await own.getByRole("button", { name: "Open" }).click();
  await expect(own.getByTestId("own-request-note")).toBeVisible();
  await expect(own.getByRole("button", { name: "Start Review" })).toHaveCount(0);

  const reviewerContext = await browser.newContext({ baseURL });
  try {
    const reviewerPage = await reviewerContext.newPage();
    await signIn(reviewerPage, reviewer.email, reviewer.password);
    await expect(reviewerPage).toHaveURL(/\/dashboard$/);
    await reviewerPage.goto("/review/queue");
    const item = reviewerPage.getByTestId("review-queue").locator("li").filter({ hasText: activity });
    await expect(item.getByTestId("request-status")).toHaveText("Submitted");
    await waitForHydration(reviewerPage, '[data-testid="review-queue"] button');
    await item.getByRole("button", { name: "Open" }).click();
    const detail = item.getByTestId("request-detail");
    await expect(detail.getByTestId("review-findings")).toContainText("HP LaserJet");
    await detail.getByRole("button", { name: "Start Review" }).click();
    await expect(item.getByTestId("request-status")).toHaveText("In review");
    await detail.getByRole("textbox", { name: "Comment" }).fill("Add 'or equivalent' after the brand name.");
    await detail.getByRole("button", { name: "Approve" }).click();
    await expect(item.getByTestId("request-status")).toHaveText("Approved");
    await expect(detail.getByTestId("request-comments")).toContainText("Rita Reviewer");
    await expect(detail.getByTestId("request-comments")).toContainText(
      "Add 'or equivalent' after the brand name.",
    );
    await expect(detail.getByRole("button", { name: "Approve" })).toHaveCount(0);
  } finally {
    await reviewerContext.close();
  }

  // The state is the server's: the submitter sees the decision after a reload.
  await page.reload();
  await expect(
    page
      .getByTestId("review-queue")
      .locator("li")
      .filter({ hasText: activity })
      .getByTestId("request-status"),
  ).toHaveText("Approved");
});
