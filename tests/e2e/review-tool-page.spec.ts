import { expect, test, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.82.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

/** A two-page solicitation with only an invitation: most required sections are missing. */
async function thinSolicitation(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of [
    "INVITATION TO TENDER. Tender No. MOH/ONT/07/2026 for the supply of laptops.",
    "Tenders shall be delivered to the Procurement Office by 10.00 a.m. on 30th March 2026.",
  ])
    pdf.addPage().drawText(line, { x: 40, y: 700, size: 10, font });
  return Buffer.from(await pdf.save());
}

const methodOptions = (page: Page) =>
  page
    .locator("#input-procurement_method option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));

test("a hub review tool asks the activity as /review does, says what it reads, and lists what needs action first", async ({
  page,
}) => {
  const n = unique();
  await signUpActive(page, { name: "Rita Review", email: `rita-${n}@rtool${n}-e2e.org`, password: PASSWORD });

  // The upload card of the evaluation review says which columns are read, before any upload.
  await page.goto("/services/evaluation_compliance_review");
  await expect(page.getByTestId("expects-subject")).toContainText("price column");

  await page.goto("/services/solicitation_compliance_review");
  await waitForHydration(page, "#input-procurement_category");
  // The method is chosen among the category's methods, and a new category clears a method it does not offer.
  expect(await methodOptions(page)).toEqual([]);
  await page.locator("#input-procurement_category").selectOption("Consulting Services");
  expect(await methodOptions(page)).toEqual(["QCBS", "CQS", "LCS", "QBS", "ICS"]);
  await page.locator("#input-procurement_method").selectOption("QCBS");
  await page.locator("#input-procurement_category").selectOption("Goods");
  await expect(page.locator("#input-procurement_method")).toHaveValue("");
  expect(await methodOptions(page)).toEqual(["Tender/RFB", "RFQ", "RFP"]);
  await page.locator("#input-procurement_method").selectOption("Tender/RFB");
  await page.locator("#input-estimated_value").fill("4500000");
  await page.locator("#input-bidding_period").fill("2026-03-02");
  await page.locator("#input-bidding_period-to").fill("2026-03-30");

  await page
    .locator("#attach-subject")
    .setInputFiles({ name: "Tender.pdf", mimeType: "application/pdf", buffer: await thinSolicitation() });
  await expect(page.getByTestId("group-subject")).toContainText("uploaded");
  await page.getByRole("button", { name: "Confirm & Authorize Review" }).click();
  await page.getByRole("button", { name: "Run Review" }).click();

  const result = page.getByTestId("tool-result");
  await expect(result).toBeVisible();
  await expect(result.getByTestId("tool-score")).toContainText("Score");
  // Failed findings come first, under a heading with their count; passes last.
  const headings = result.getByTestId("review-findings").locator("h4");
  await expect(headings.first()).toContainText(/^Failed \(\d+\)$/);
  await expect(headings.last()).toContainText(/^Passed \(\d+\)$/);
  const first = result.getByTestId("review-findings").locator("li").first();
  await expect(first).toHaveAttribute("data-status", "fail");
  await expect(first).toContainText("Tender.pdf");
});
