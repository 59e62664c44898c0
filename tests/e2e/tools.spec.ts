import { expect, test, type Page } from "@playwright/test";
import mammoth from "mammoth";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { MILESTONES } from "@/modules/tools/lib/cmp/milestones";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

async function newUser(page: Page, label: string) {
  const n = unique();
  await signUpActive(page, {
    name: "Tess Tools",
    email: `tess-${n}@${label}${n}-e2e.org`,
    password: PASSWORD,
  });
}

async function pdfBytes(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

test("IPC: hub -> cluster -> tool, validation, compute, authorize, run and export", async ({ page }) => {
  await newUser(page, "ipc");
  await page.goto("/services");
  await page
    .getByRole("link", { name: /Review & Approvals/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#review-approvals$/);
  await page.getByTestId("tool-card-ipc_validation").getByRole("link", { name: "Open Tool" }).click();
  await expect(page).toHaveURL(/\/services\/ipc_validation\?from=review-approvals$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment Certificate (IPC) Validation" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Review & Approvals" })).toBeVisible();
  await waitForHydration(page, "#input-contract_reference");

  // Nothing filled: authorization is not available and the page says what is missing.
  const authorize = page.getByRole("button", { name: "Confirm & Authorize Review" });
  await expect(authorize).toBeDisabled();
  await expect(page.getByTestId("authorize-missing")).toContainText("Contract reference");
  await expect(page.getByTestId("authorize-missing")).toContainText("Contract Reference Documents");

  // Money fields keep the text as typed: what they cannot read is named, what they read is shown.
  await page.locator("#input-period_work_done").fill("");
  await page.locator("#input-period_work_done").pressSequentially("1a00,000.5.0");
  await expect(page.locator("#input-period_work_done")).toHaveValue("1a00,000.5.0");
  await expect(page.getByTestId("input-period_work_done-error")).toContainText(
    "“a00,000.5.0” was not understood",
  );
  await page.locator("#input-period_work_done").fill("100,000");
  await expect(page.getByTestId("input-period_work_done-reading")).toContainText("100,000.00");
  await page.locator("#input-period_work_done").fill("100000");
  await page.locator("#input-contract_reference").fill("MoW/WRK/2026/014");
  await page.locator("#input-period").fill("March 2026");
  await page.locator("#input-period_materials").fill("20000");
  await page.locator("#input-period_variations").fill("5000");
  await page.locator("#input-period_deductions_retention").fill("12500");
  await page.locator("#input-prev_work_done").fill("300000");
  await page.locator("#input-prev_deductions_retention").fill("30000");
  await page.getByLabel("Apply price adjustment").check();
  await page.locator("#input-index_current").fill("110");

  // Compute Validation: gross 125,000; adjustment 105,000 x 0.1 = 10,500; net 125,000 + 10,500 - 12,500 = 123,000.
  await page.getByRole("button", { name: "Compute Validation" }).click();
  await expect(page.getByTestId("ipc-card-recommendedThis")).toContainText("123,000.00");
  await expect(page.getByTestId("ipc-card-recommendedCumulative")).toContainText("393,000.00");
  await expect(page.getByTestId("ipc-hint")).toContainText("1.1000");

  // The reference document is required: attach one (the file type check ignores case).
  // One set of bytes for both adds: a PDF made twice can differ in size (its creation date), and a duplicate is same name and size.
  const contract = await pdfBytes("Contract MoW/WRK/2026/014");
  await page
    .locator("#attach-refs")
    .setInputFiles({ name: "Contract.PDF", mimeType: "application/pdf", buffer: contract });
  await expect(toast(page, "Files Added")).toContainText("1 file(s) successfully added.");
  await expect(page.getByTestId("group-refs")).toContainText("uploaded");
  // The same file again is a duplicate.
  await page
    .locator("#attach-refs")
    .setInputFiles({ name: "Contract.PDF", mimeType: "application/pdf", buffer: contract });
  await expect(toast(page, "Duplicate Files")).toContainText("These files have already been uploaded.");

  await expect(authorize).toBeEnabled();
  await authorize.click();
  await expect(toast(page, "Authorization Confirmed")).toContainText(
    "You can now proceed to run the review.",
  );
  await page.getByRole("button", { name: "Run Review" }).click();
  const result = page.getByTestId("tool-result");
  await expect(result).toBeVisible();
  await expect(result.getByTestId("metric-recommendedThis")).toContainText("123,000.00");
  await expect(result).toContainText("Contract.PDF");

  const download = page.waitForEvent("download");
  await result.getByRole("link", { name: "Download XLSX" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // Opening the tool recorded it as recently used.
  const recents = await page.request.get("/api/me/favorites");
  expect((await recents.json()).recents[0].toolId).toBe("ipc_validation");
});

test("Contract Management Plan: required fields, generate, RAM preview and a DOCX with every milestone", async ({
  page,
}) => {
  await newUser(page, "cmp");
  await page.goto("/services/contract_management_plan");
  await expect(page.getByRole("heading", { level: 1, name: "Contract Management Plan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Services Hub" })).toBeVisible();
  await expect(page.getByText("Part 1 — Contract Information")).toBeVisible();
  // Guidance is open by default on this tool.
  await expect(page.getByRole("button", { name: "Service Guidance" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await waitForHydration(page, "#input-contract_duration");

  const confirm = page.getByRole("button", { name: "Confirm & Generate Contract Management Plan" });
  await expect(confirm).toBeDisabled();
  await page.locator("#input-contract_type").selectOption("Works/Construction");
  await page.locator("#input-contract_value").fill("1250000");
  await page.locator("#input-contract_duration").fill("18 months");
  await page.locator("#input-project_objectives").fill("Rehabilitate the feeder roads.");
  await page.locator("#input-key_deliverables").fill("12 km of paved road; as-built drawings.");
  await expect(confirm).toBeDisabled();
  await page
    .locator("#input-stakeholder_organizations")
    .fill(
      "Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd\n\nWorld Bank (Donor)\nCommunity Liaison Office",
    );
  await expect(confirm).toBeEnabled();
  await confirm.click();

  const preview = page.getByTestId("ram-preview");
  await expect(preview).toBeVisible();
  const table = page.getByTestId("ram-table");
  await expect(table.locator("tbody tr")).toHaveCount(15);
  await expect(table).toContainText("RoadBuild Contractors Ltd");
  await expect(page.getByTestId("cmp-result")).toContainText(
    "No templates uploaded. Using closest-fit template:",
  );
  await expect(confirm).toHaveCount(0);

  await page.getByTestId("cmp-export").click();
  const download = page.waitForEvent("download");
  await page.locator('[data-format="docx"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const { value: text } = await mammoth.extractRawText({ path: (await file.path())! });
  for (const { milestone } of MILESTONES) expect(text).toContain(milestone);
  await expect(toast(page, "Contract Management Plan generated successfully!")).toBeVisible();
});

// Every tool of the catalogue now has an engine: the last one built, the abnormally low bid check, offers its run
// with no "not built yet" notice.
test("the last tool to get an engine offers its run, with no 'not built' notice", async ({ page }) => {
  await newUser(page, "noengine");
  await page.goto("/services/abnormally_low_bid_check");
  await expect(page.getByRole("button", { name: "Confirm & Authorize Review" })).toBeVisible();
  await expect(page.getByTestId("engine-missing")).toHaveCount(0);
});

test("the framework comes from settings, with 'No framework set' linking there", async ({ page }) => {
  await newUser(page, "fw");
  await page.goto("/services/framework_rules_navigator");
  const missing = page.getByTestId("framework-missing");
  await expect(missing).toContainText("No framework set");
  await expect(missing.getByRole("link")).toHaveAttribute("href", "/settings#framework");
  // Guidance starts collapsed on the navigator.
  await expect(page.getByRole("button", { name: "Service Guidance" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("the shell's solicitation review route opens the solicitation compliance review, linked to the activity", async ({
  page,
}) => {
  await newUser(page, "solreview");
  await page.goto("/services/solicitation_document_review?activityId=MOH-2026-7");
  await expect(page).toHaveURL(/\/services\/solicitation_compliance_review\?activityId=MOH-2026-7$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solicitation Review");
  await expect(page.getByTestId("activity-alert")).toHaveText(
    "Results of this run are for activity MOH-2026-7.",
  );
  await expect(page.getByTestId("engine-missing")).toHaveCount(0);
  // The activity names the review: it fills the tool's Activity ID.
  await expect(page.locator("#input-activity_reference")).toHaveValue("MOH-2026-7");
});
