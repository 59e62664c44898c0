import { expect, test, type Page } from "@playwright/test";
import { makePdf } from "../support/documents";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.83.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

test("Submit for Review queues a request that a reviewer starts, comments on and completes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const n = unique();
  // The first account of an organisation is its administrator, who works the queue.
  await signUpActive(page, {
    name: "Quinn Queue",
    email: `quinn-${n}@queue${n}-e2e.org`,
    password: PASSWORD,
  });
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

  await page.getByRole("link", { name: "Review Queue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review Queue" })).toBeVisible();
  const item = page.getByTestId("review-queue").locator("li").filter({ hasText: activity });
  await expect(item.getByTestId("request-status")).toHaveText("Submitted");
  await item.getByRole("button", { name: "Open" }).click();
  const detail = item.getByTestId("request-detail");
  await expect(detail.getByTestId("review-findings")).toContainText("HP LaserJet");
  await detail.getByRole("button", { name: "Start Review" }).click();
  await expect(item.getByTestId("request-status")).toHaveText("In review");
  await detail.getByRole("textbox", { name: "Comment" }).fill("Add 'or equivalent' after the brand name.");
  await detail.getByRole("button", { name: "Mark Completed" }).click();
  await expect(item.getByTestId("request-status")).toHaveText("Completed");
  await expect(detail.getByTestId("request-comments")).toContainText("Quinn Queue");
  await expect(detail.getByTestId("request-comments")).toContainText(
    "Add 'or equivalent' after the brand name.",
  );
  await expect(detail.getByRole("button", { name: "Mark Completed" })).toHaveCount(0);

  // The state is the server's: it survives a reload.
  await page.reload();
  await expect(
    page
      .getByTestId("review-queue")
      .locator("li")
      .filter({ hasText: activity })
      .getByTestId("request-status"),
  ).toHaveText("Completed");
});
