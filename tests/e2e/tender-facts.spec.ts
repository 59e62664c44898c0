import { expect, test } from "@playwright/test";
import { makePdf } from "../support/documents";
import { signUpKenyanOfficer, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.93.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

// Issue 31: the solicitation review reads the tender into facts first and shows them above the findings; a
// finding about a fact links to it. The tender here is written as Kenyan entities write them: the data sheet is
// the "Appendix to Instructions to Tenderers", the amount has words in brackets, and the invitation and the data
// sheet disagree on the security.
const TENDER = [
  [
    "SECTION I - INVITATION TO TENDER",
    "TENDER NO. MOW/ICT/07/2025-2026: SUPPLY AND DELIVERY OF DESKTOP COMPUTERS",
    "Tenders must be accompanied by a Tender Security of Kshs. 100,000.00 (One hundred thousand) only in the form of a bank guarantee.",
    "Completed tenders shall be deposited in the tender box so as to be received on or before 14th March, 2026 at 12.00 noon.",
  ],
  [
    "SECTION III - INSTRUCTIONS TO TENDERERS",
    "3.6 The Procuring Entity will respond to any request for clarification received not later than seven (7) days prior to the deadline.",
  ],
  [
    "APPENDIX TO INSTRUCTIONS TO TENDERERS",
    "The following information shall complement or amend the provisions of the Instructions to Tenderers.",
    "ITT 18.1 The tender validity period shall be [120] days from the date of closing.",
    "ITT 19.1 The tender security shall be Kshs. 200,000.00 (Two hundred thousand) only in the form of a bank guarantee.",
  ],
].map((lines) => lines.join("\n"));

test("the solicitation review shows the facts it read above the findings, and a conflict links to its fact", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Faith Facts", "facts");
  await page.goto("/review?service=compliance-solicitation");
  await waitForHydration(page, "#review-activityId");
  await page.locator("#review-activityId").fill(`MOW-${unique()}`);
  await page.locator("#review-category").selectOption("Goods");
  await page.locator("#review-method").selectOption("Tender/RFB");
  await page.locator("#review-estimatedValue").fill("Kshs. 12,000,000.00");
  await page.locator("#attach-method-document").setInputFiles({
    name: "Tender.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makePdf(TENDER)),
  });
  await expect(page.getByTestId("group-method-document")).toContainText("uploaded");
  await page.getByRole("button", { name: "Authorize Review" }).click();
  await page.getByRole("button", { name: "Run Review" }).click();

  const results = page.getByTestId("review-results");
  await expect(results.getByRole("heading", { name: "What the review read" })).toBeVisible({
    timeout: 30_000,
  });
  const facts = results.getByTestId("facts-sheet");
  const security = facts.locator("#fact-tender-security-amount");
  await expect(security).toContainText("KES 100,000 / KES 200,000");
  await expect(security).toContainText("Stated differently");
  await expect(facts.locator("#fact-tender-validity")).toContainText("120 days");
  await expect(facts.locator("#fact-submission-deadline")).toContainText("14 March 2026, 12:00");
  await expect(facts.locator("#fact-data-sheet")).toContainText("APPENDIX TO INSTRUCTIONS TO TENDERERS");

  const conflict = results
    .getByTestId("review-findings")
    .locator("li")
    .filter({ hasText: "Tender security amount stated 2 ways" });
  await expect(conflict).toHaveAttribute("data-status", "fail");
  await expect(conflict.getByRole("link", { name: "See the fact read" })).toHaveAttribute(
    "href",
    "#fact-tender-security-amount",
  );
  // The memo opens with the same table.
  await expect(page.frameLocator('[data-testid="memo-preview"]').locator("body")).toContainText(
    "What the review read",
  );
});
