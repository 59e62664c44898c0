import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { makePdf } from "../support/documents";
import { ASBESTOS_TENDER_PAGES } from "../support/risk-tender-documents";
import { readZipEntries } from "../support/zip-entries";
import { authorizeAndRun, PASSWORD, signUp, unique, waitForHydration } from "./helpers";

// Issue 35's "done when": one procurement activity, one place. A new Kenyan officer signs up from the public
// header, sets the framework from the first-run checklist, creates the activity, uploads its tender once, and
// runs the solicitation review, the criteria draft and the risk register from the activity without uploading
// again; every run shows on the activity's page and in its audit export. Review and the queue are reachable
// from the header, and the navigator answers an estimate with the method and the minimum period, cited.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const REFERENCE = "MCG/PW/T/012/2026-2027";
const TENDER = "MCG-PW-T-012 Re-roofing tender.pdf";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

/** Opens a tool from the activity page's "Work on this activity" list. */
async function openFromActivity(page: Page, activityUrl: string, toolTitle: string): Promise<void> {
  await page.goto(activityUrl);
  const work = page.getByRole("region", { name: "Work on this activity" });
  await work.getByRole("link", { name: toolTitle, exact: true }).click();
  await expect(page).toHaveURL(/activityId=/);
  await expect(page.getByTestId("activity-alert")).toContainText(REFERENCE);
}

/** The activity's tender is offered, and ticked in the group that reads it, in place of an upload. */
async function expectTenderOffered(page: Page): Promise<void> {
  const offered = page.getByRole("group", { name: `Documents of activity ${REFERENCE}` });
  await expect(offered.getByRole("checkbox", { name: TENDER, checked: true })).toHaveCount(1);
}

test("an activity from sign-up to its audit export: the tender uploaded once, three tools run from it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const n = unique();

  // Sign-up from the public header.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).first().click();
  await expect(page).toHaveURL(/\/signup/);
  await signUp(page, { name: "Mwende Officer", email: `mwende-${n}@walk${n}-e2e.org`, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The first-run checklist leads to the framework first; saving Kenya names the instruments that now apply.
  const checklist = page.getByRole("region", { name: "Get started" });
  await expect(checklist).toContainText("0 of 3 steps done");
  await checklist.getByRole("link", { name: "Set your framework" }).click();
  await waitForHydration(page, '[data-testid="country-framework-form"]');
  const country = page
    .getByTestId("settings-card-framework")
    .getByRole("tabpanel", { name: /^Country Framework/ });
  await country.getByLabel(/^Country/).selectOption("KE");
  await country.getByRole("button", { name: "Save Country Framework" }).click();
  await expect(page.getByText(/Public Procurement and Asset Disposal Act, 2015/).first()).toBeVisible();

  // Review and the queue (the first user of a domain is its admin, so may review) are in the header.
  await page.goto("/dashboard");
  await expect(mainNav(page).getByRole("link", { name: "Review", exact: true })).toHaveAttribute(
    "href",
    "/review",
  );
  await mainNav(page).getByRole("link", { name: "Review Queue" }).click();
  await expect(page).toHaveURL(/\/review\/queue$/);
  await mainNav(page).getByRole("link", { name: "Review", exact: true }).click();
  await expect(page).toHaveURL(/\/review$/);

  // Create the activity: the estimate as the notice writes it.
  await mainNav(page).getByRole("link", { name: "Activities" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activities" })).toBeVisible();
  await page.getByRole("button", { name: "New activity" }).first().click();
  const form = page.getByRole("form", { name: "New activity" });
  await waitForHydration(page, 'form[aria-label="New activity"]');
  await form.getByLabel("Reference").fill(REFERENCE);
  await form.getByLabel("Subject").fill("Proposed re-roofing of Kathiani Sub-County Hospital wards");
  await form.getByLabel("Category").selectOption("works");
  await form.getByLabel("Method").fill("Open National Tender");
  await form.getByLabel("Estimated value").fill("Kshs. 25,600,000.00");
  await form.getByLabel("Published on").fill("2026-12-01");
  await form.getByLabel("Closing date").fill("2027-01-15");
  await form.getByRole("button", { name: "Create activity" }).click();
  await expect(page).toHaveURL(/\/activities\/[0-9a-f-]{36}$/);
  const activityUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Proposed re-roofing of Kathiani Sub-County Hospital wards",
  );
  await expect(page.locator("main")).toContainText("25,600,000");

  // Upload the tender once, as the tender document.
  await page.getByLabel("Kind of the documents you add").selectOption("tender");
  await page.getByLabel("Add documents").setInputFiles({
    name: TENDER,
    mimeType: "application/pdf",
    buffer: Buffer.from(await makePdf(ASBESTOS_TENDER_PAGES)),
  });
  await expect(page.getByLabel(`Kind of ${TENDER}`)).toHaveValue("tender");

  // 1. The solicitation review, from the activity: its facts fill the form, its tender is offered.
  await openFromActivity(page, activityUrl, "Solicitation Review");
  await waitForHydration(page, "#input-procurement_category");
  await expect(page.locator("#input-activity_reference")).toHaveValue(REFERENCE);
  await expect(page.locator("#input-procurement_category")).toHaveValue("Works");
  await expectTenderOffered(page);
  const review = await authorizeAndRun(page);
  await expect(review).toContainText(TENDER);

  // 2. The qualification and evaluation criteria draft.
  await openFromActivity(page, activityUrl, "Qualification & Evaluation Criteria");
  await waitForHydration(page, "#input-project_objectives");
  await page.locator("#input-procurement_document_type").selectOption("Tender/RFB");
  await page.locator("#input-project_objectives").fill("Replace the asbestos roofing of three wards safely.");
  await page.locator("#input-desired_outputs").fill("Asbestos removed and disposed of; new roofing fixed.");
  await authorizeAndRun(page);

  // 3. The risk register reads the tender it was not given again: asbestos -> environment and safety risks.
  await openFromActivity(page, activityUrl, "Procurement Risk Register");
  await waitForHydration(page, "#input-enquiry_focus");
  await page.locator("#input-enquiry_focus").selectOption({ index: 1 });
  await expectTenderOffered(page);
  const risks = await authorizeAndRun(page);
  await expect(risks).toContainText(/asbestos/i);
  await expect(risks).toContainText("Environment officer");

  // Each run is on the activity's page.
  await page.goto(activityUrl);
  const runs = page.getByRole("region", { name: "Runs" });
  await expect(runs).toContainText("Solicitation Review");
  await expect(runs).toContainText("Procurement Risk Register");
  await expect(page.getByRole("region", { name: "Drafts" })).toContainText(
    "Qualification & Evaluation Criteria",
  );

  // ... and in its audit export.
  await page.getByRole("link", { name: "Audit export for this activity" }).click();
  await waitForHydration(page, "#audit-activity");
  await expect(page.locator("#audit-activity")).toHaveValue(REFERENCE);
  await page.getByTestId("audit-export").click();
  const link = page.getByTestId("audit-download");
  await expect(link).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent("download");
  await link.click();
  const entries = await readZipEntries(readFileSync(await (await download).path()));
  const runsCsv = entries.get("runs.csv") ?? "";
  for (const tool of [
    "solicitation_compliance_review",
    "qualification_evaluation_criteria",
    "procurement_risk_register",
  ])
    expect(runsCsv, `runs.csv lists ${tool}`).toContain(tool);
  expect(runsCsv).toContain(REFERENCE);
});

test("the rules navigator answers an estimate with the method, the minimum tender period and their citations", async ({
  page,
}) => {
  const n = unique();
  await signUp(page, { name: "Kamau Navigator", email: `kamau-${n}@nav${n}-e2e.org`, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
  const saved = await page.request.post("/api/settings/framework", {
    data: { frameworkSettings: [{ source: "country", country_code: "KE" }] },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/services/framework_rules_navigator");
  await waitForHydration(page, "#input-enquiry_focus");
  await page.locator("#input-enquiry_focus").selectOption("Rules / Methods");
  await page.locator("#input-custom_query").fill("KES 25,600,000 goods, Kenya");
  // By keyboard: Authorize hands focus to the run button (the next step), and the result takes it at its heading,
  // never dropping it to the page body.
  await page.getByRole("button", { name: /^Confirm & Authorize( Review)?$/ }).focus();
  await page.keyboard.press("Enter");
  const run = page.getByRole("button", { name: "Run Review" });
  await expect(run).toBeFocused();
  await page.keyboard.press("Enter");
  const answer = page.getByTestId("tool-result");
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("tool-result-heading")).toBeFocused();
  await expect(answer).toContainText(/open tender/i);
  await expect(answer).toContainText("s. 91");
  await expect(answer).toContainText(/Minimum tender period/i);
  await expect(answer).toContainText(/not verified/i);
  await expect(answer).toContainText("s. 97");
  await expect(answer.getByRole("link", { name: "Source" }).first()).toHaveAttribute(
    "href",
    /^https:\/\/new\.kenyalaw\.org\//,
  );
});
