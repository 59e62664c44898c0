import { expect, test, type Page } from "@playwright/test";
import mammoth from "mammoth";
import { kenyaReportPages, makeDocxWithTables } from "@/tests/support/evaluation-documents";
import { kenyanUser, runAndPreview } from "./drafting-helpers";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.83.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

test("Specification / ToR zero-draft: brief in, a previewed draft out, downloaded as an editable DOCX", async ({
  page,
}) => {
  const n = unique();
  await signUpActive(page, { name: "Dora Draft", email: `dora-${n}@draft${n}-e2e.org`, password: PASSWORD });
  await page.goto("/services/specification_tor_draft");
  await waitForHydration(page, "#input-sector_industry");
  await expect(page.getByTestId("engine-missing")).toHaveCount(0);
  await page.locator("#input-sector_industry").fill("Health");
  await page
    .locator("#input-project_objectives")
    .fill("Equip 47 county health records offices to keep patient records digitally.");
  await page
    .locator("#input-desired_outputs")
    .fill("200 laptops with three-year warranty, delivered and installed; training for 94 records officers.");
  await page.locator("#input-estimated_value").fill("24000000");
  await page.getByRole("button", { name: "Confirm & Authorize", exact: true }).click();
  await page.getByRole("button", { name: "Generate draft" }).click();
  await expect(toast(page, "Draft ready")).toBeVisible();

  const result = page.getByTestId("tool-result");
  await expect(result).toBeVisible();
  const preview = result.getByTestId("draft-preview");
  await expect(preview).toBeVisible();
  // The brief is in the draft, with the sections numbered and a table of contents.
  const frame = page.frameLocator('[data-testid="draft-preview"]');
  await expect(frame.locator("h2").first()).toHaveText("Contents");
  await expect(frame.locator("body")).toContainText("200 laptops with three-year warranty");

  const download = page.waitForEvent("download");
  await result.locator('a[href*="document=draft"][href*="format=docx"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const { value } = await mammoth.extractRawText({ path: (await file.path())! });
  expect(value).toContain("Equip 47 county health records offices");
});

test("Qualification & evaluation criteria: sized from the estimate, with Kenya's rules cited", async ({
  page,
}) => {
  await kenyanUser(page, "criteria");
  await page.goto("/services/qualification_evaluation_criteria");
  await waitForHydration(page, "#input-procurement_category");
  await page.locator("#input-procurement_category").selectOption("Works");
  await page.locator("#input-procurement_document_type").selectOption("Tender/RFB");
  await page
    .locator("#input-project_objectives")
    .fill("Upgrade 6.2 km of the Kangundo–Tala road to bitumen standard.");
  await page.locator("#input-desired_outputs").fill("Earthworks, drainage, base, double surface dressing.");
  await page.locator("#input-estimated_value").fill("48000000");
  const draft = await runAndPreview(page);
  await expect(draft).toContainText("Evaluation and Qualification Criteria");
  // Average annual turnover at 1.5 times the works estimate.
  await expect(draft).toContainText("72,000,000");
});

test("Comparative guidance notes: frameworks side by side, unverified rules marked", async ({ page }) => {
  await kenyanUser(page, "compare");
  await page.goto("/services/comparative_guidance_notes");
  await waitForHydration(page, "#input-comparison_focus");
  await page.locator("#input-comparison_focus").selectOption("Procurement Methods");
  await page.locator("#input-comparison_frameworks").fill("World Bank");
  await page.locator("#input-analysis_depth").selectOption("High-Level Overview");
  const draft = await runAndPreview(page);
  await expect(draft).toContainText("World Bank");
  await expect(draft).toContainText("Rules side by side");
});

test("Bidder debrief drafts: read from the attached evaluation report", async ({ page }) => {
  await kenyanUser(page, "debrief");
  await page.goto("/services/bidder_debrief_drafts");
  await waitForHydration(page, "#input-enquiry_focus");
  await page.locator("#input-enquiry_focus").selectOption("Award rationale");
  const report = await makeDocxWithTables(kenyaReportPages());
  await page.locator("#attach-supporting").setInputFiles({
    name: "Evaluation report.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(report),
  });
  await expect(page.getByTestId("group-supporting")).toContainText("uploaded");
  const draft = await runAndPreview(page);
  await expect(draft).toContainText("Debrief for Tsavo Civil Engineering Works Ltd");
  await expect(draft).toContainText("12,450,300.00");
});

test("Drafts of one activity: two versions listed with who and when, compared side by side", async ({
  page,
}) => {
  await kenyanUser(page, "versions");
  await page.goto("/services/specification_tor_draft?activityId=MOH-ICT-2026-3");
  await waitForHydration(page, "#input-sector_industry");
  await page.locator("#input-sector_industry").fill("Health");
  await page.locator("#input-project_objectives").fill("Equip county health records offices.");
  await page.locator("#input-desired_outputs").fill("100 laptops delivered and installed.");
  await page.locator("#input-estimated_value").fill("12000000");
  await runAndPreview(page);
  // A second draft from a changed brief: authorize again, run again.
  await page.locator("#input-desired_outputs").fill("200 laptops delivered and installed.");
  await runAndPreview(page);

  const card = page.getByTestId("drafts-card");
  await expect(card.getByTestId("draft-row")).toHaveCount(2);
  await expect(card.getByTestId("draft-row").first()).toContainText("Dora Draft");
  await card.getByRole("checkbox", { name: "Select version 1 to compare" }).check();
  await card.getByRole("checkbox", { name: "Select version 2 to compare" }).check();
  await card.getByTestId("draft-compare").click();
  const comparison = card.getByTestId("draft-comparison");
  await expect(comparison).toContainText("Version 1 compared with version 2");
  await expect(comparison).toContainText("Changed");
  await expect(comparison).toContainText("[added: 200]");
});

test("Bid document customization: a Tender/RFB with its Data Sheet from Kenya's verified rules", async ({
  page,
}) => {
  await kenyanUser(page, "biddoc");
  await page.goto("/services/bid_document_customization");
  await waitForHydration(page, "#input-procurement_category");
  await page.locator("#input-procurement_category").selectOption("Works");
  await page.locator("#input-procurement_document_type").selectOption("Tender/RFB");
  await page.locator("#input-project_objectives").fill("Upgrade 6.2 km of the Kangundo–Tala road.");
  await page.locator("#input-desired_outputs").fill("Road upgrading works to bitumen standard.");
  await page.locator("#input-estimated_value").fill("5000000");
  const draft = await runAndPreview(page);
  await expect(draft).toContainText("Section II – Tender Data Sheet");
  await expect(draft).toContainText("Section V – Bills of Quantities");
  // The tender security within Kenya's 2% ceiling (1% of the estimate), cited in the notes.
  await expect(draft).toContainText("A Tender Security shall be required in the amount of KES 50,000");
  await expect(draft).toContainText("Tender security ceiling: 2% of the estimated value");
});

test("Simplified bidder feedback: one letter per unsuccessful bidder from the uploaded report", async ({
  page,
}) => {
  await kenyanUser(page, "feedback");
  await page.goto("/services/simplified_feedback_hub");
  await waitForHydration(page, "#input-feedback_type");
  await page.locator("#input-feedback_type").selectOption("Overall Assessment");
  await page.locator("#input-bidder_category").selectOption("Unsuccessful");
  await page.locator("#attach-supporting").setInputFiles({
    name: "Evaluation report.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(await makeDocxWithTables(kenyaReportPages())),
  });
  await expect(page.getByTestId("group-supporting")).toContainText("uploaded");
  const draft = await runAndPreview(page);
  await expect(draft).toContainText("Feedback to Tsavo Civil Engineering Works Ltd");
  await expect(draft).toContainText("Feedback to Lakeside General Contractors Ltd");
});

test("Template version tracker: lists the current built-in template versions", async ({ page }) => {
  await kenyanUser(page, "tracker");
  await page.goto("/services/template_version_tracker");
  await waitForHydration(page, "#input-template_category");
  await page.locator("#input-template_category").selectOption("Solicitation Documents");
  await page.locator("#input-entity_scope").selectOption("Single Entity");
  await page.locator("#input-version_check").selectOption("Current Version Status");
  const draft = await runAndPreview(page);
  await expect(draft).toContainText("Current Template Versions");
  await expect(draft).toContainText("World Bank Goods Terms of Reference");
});

test("Drafts of a task come back on a later visit: open one, regenerate a section, delete one; rewriting says it is off", async ({
  page,
}) => {
  await kenyanUser(page, "revisit");
  const taskPage = "/services/specification_tor_draft?activityId=MOH-ICT-2026-9";
  await page.goto(taskPage);
  await waitForHydration(page, "#input-sector_industry");
  await page.locator("#input-sector_industry").fill("Health");
  await page.locator("#input-project_objectives").fill("Equip county health records offices.");
  await page.locator("#input-desired_outputs").fill("100 laptops delivered and installed.");
  await page.locator("#input-estimated_value").fill("12000000");
  await runAndPreview(page);

  // A later visit: the task's draft is listed before anything is run, and opens above.
  await page.goto(taskPage);
  await waitForHydration(page, "#input-sector_industry");
  const card = page.getByTestId("drafts-card");
  await expect(card.getByTestId("draft-row")).toHaveCount(1);
  await expect(page.getByTestId("tool-result")).toHaveCount(0);
  await card.getByRole("button", { name: "Open version 1 above" }).click();
  await expect(page.getByTestId("tool-result").getByTestId("draft-preview")).toBeVisible();
  await expect(card.getByTestId("rewrite-note")).toContainText("no text is sent anywhere");
  await expect(card.getByRole("button", { name: "Rewrite in plain language" })).toHaveCount(0);

  // Regenerate one section: saved as version 2, shown above.
  await card.getByRole("combobox", { name: "Section to regenerate" }).click();
  await page.getByRole("option").first().click();
  await card.getByRole("button", { name: "Regenerate section" }).click();
  await expect(page.getByText("Section regenerated and saved as a new draft.")).toBeVisible();
  await expect(card.getByTestId("draft-row")).toHaveCount(2);

  // Delete version 1: one left.
  await card.getByRole("button", { name: "Delete version 1" }).click();
  await expect(page.getByText("Draft deleted.")).toBeVisible();
  await expect(card.getByTestId("draft-row")).toHaveCount(1);
});

test("Settings: an org's language model endpoint on a private address is refused with the reason", async ({
  page,
}) => {
  await kenyanUser(page, "llm-settings");
  await page.goto("/settings");
  await waitForHydration(page, "#llm-base-url");
  await page.locator("#llm-base-url").fill("https://169.254.169.254/v1");
  await page.locator("#llm-model").fill("gpt-procurement");
  await page.locator("#llm-api-key").fill("sk-secret-e2e");
  await page.getByRole("button", { name: "Save endpoint" }).click();
  await expect(
    page.getByText("The endpoint URL points to a private or reserved address.").first(),
  ).toBeVisible();
  // Nothing was saved: no endpoint to remove, the switch still asks for one.
  await expect(page.getByRole("button", { name: "Remove endpoint" })).toHaveCount(0);
  await expect(page.getByText("Use a language model for drafting (set an endpoint first)")).toBeVisible();
});
