import { expect, test, type Page } from "@playwright/test";
import { makeDocx, makePdf } from "../support/documents";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.82.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

async function newUser(page: Page, label: string): Promise<string> {
  const n = unique();
  const email = `rita-${n}@${label}${n}-e2e.org`;
  await signUpActive(page, { name: "Rita Review", email, password: PASSWORD });
  return email;
}

/** The verification link mailed at sign-up, read from the outbox (test route), as a path of this server. */
async function verificationPath(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { emails } = (await response.json()) as { emails: { kind: string; text: string }[] };
  const link = emails
    .find((mail) => mail.kind === "email_verification")
    ?.text.match(/\/verify-email\?token=[A-Za-z0-9_.-]+/);
  expect(link).toBeTruthy();
  return link![0];
}

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

const SOLICITATION = [
  "REQUEST FOR QUOTATIONS. Supply of laboratory reagents. Issued 5 January 2026. Quotations are due on 20 February 2026.",
  "Evaluation criteria: the lowest evaluated substantially responsive quotation. Bid validity: 90 days.",
];
const EVALUATION = [
  "EVALUATION REPORT (redacted). Three quotations were received: Bidder A at 118,000; Bidder B at 121,500; Bidder C at 130,000.",
  "Bidder A submitted the lowest evaluated quotation and is substantially responsive.",
  "Recommendation: award the contract to Bidder A for 118,000. A standstill period of 10 days applies before award.",
];

test("internal approval memo: empty form to results, previews, email dry run, prior version and Recent Runs after a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await newUser(page, "memo");
  await page.goto("/review");
  await expect(page).toHaveTitle("PROCUROS — Internal Approval Memo");
  await expect(page.getByRole("heading", { level: 1, name: "Internal Approval Memo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Services Hub" })).toHaveAttribute("href", "/services");
  await waitForHydration(page, "#review-activityId");

  // Empty form: Run and Submit wait for authorization; authorizing asks for the required fields.
  const run = page.getByRole("button", { name: "Run Review" });
  await expect(run).toBeDisabled();
  await expect(page.getByRole("button", { name: "Submit for Review" })).toBeDisabled();
  await page.getByRole("button", { name: "Authorize Review" }).click();
  await expect(toast(page, "Validation Error")).toContainText(
    "Please fill in all required fields before running the review.",
  );
  await expect(page.getByTestId("review-activityId-error")).toHaveText("This field is required.");
  await expect(page.getByTestId("group-method-document-errors")).toContainText(
    "At least one file is required.",
  );

  // Part 1. A new category clears the method; the value is kept as typed and its reading shown under it.
  const activity = `MOH-${unique()}`;
  await page.locator("#review-activityId").fill(activity);
  await page.locator("#review-entity").fill("Ministry of Health");
  await expect(page.locator("#review-method")).toBeDisabled();
  await page.locator("#review-category").selectOption("Goods");
  await page.locator("#review-method").selectOption("RFQ");
  await page.locator("#review-category").selectOption("Consulting Services");
  await expect(page.locator("#review-method")).toHaveValue("");
  await expect(page.locator("#review-method option")).toContainText(["QCBS"]);
  await page.locator("#review-category").selectOption("Goods");
  await page.locator("#review-method").selectOption("RFQ");
  await page.locator("#review-estimatedValue").pressSequentially("120,000.50");
  await expect(page.locator("#review-estimatedValue")).toHaveValue("120,000.50");
  await expect(page.getByTestId("review-estimatedValue-reading")).toContainText("120,000.50");
  await page.locator("#review-issueDate").fill("2026-01-05");
  await page.locator("#review-bidDueDate").fill("2026-02-20");
  await expect(page.getByTestId("prior-empty")).toHaveText(
    "No prior drafts or agent revisions found for this activity.",
  );

  // Part 2: the method slot is named after the method; the badge counts uploaded files.
  await expect(
    page.getByTestId("group-method-document").getByRole("heading", { name: "RFQ Document" }),
  ).toBeVisible();
  await page.locator("#attach-method-document").setInputFiles({
    name: "RFQ.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makePdf(SOLICITATION)),
  });
  await expect(toast(page, "Files Added")).toContainText("1 file(s) successfully added.");
  await expect(page.getByTestId("group-method-document")).toContainText("uploaded");
  await expect(
    page.getByTestId("group-method-document").getByRole("button", { name: "Add More Files" }),
  ).toBeVisible();
  await page.locator("#attach-redacted-evaluation-report").setInputFiles({
    name: "Evaluation report.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(await makeDocx(EVALUATION)),
  });
  await expect(page.getByTestId("group-redacted-evaluation-report")).toContainText("uploaded");
  await expect(page.getByTestId("documents-count")).toHaveText("2");

  // External draft: pasted text under 30 characters blocks the run; longer text is previewed and wins over files.
  await page.locator("#external-draft-text").fill("Too short a draft");
  await page.getByRole("button", { name: "Authorize Review" }).click();
  await expect(page.getByTestId("external-draft-text-error")).toBeVisible();
  const draftText = `Internal memo draft for ${activity}: award the reagents contract to Bidder A after the standstill period.`;
  await page.locator("#external-draft-text").fill(draftText);
  await expect(page.getByTestId("draft-preview")).toContainText(draftText);
  await expect(page.getByTestId("draft-mode")).toHaveText("Draft source: pasted text");

  // Email Options show the settings' defaults, unset for a new account.
  await page.getByLabel("Send Email Immediately").click();
  await expect(page.getByTestId("email-defaults")).toContainText("Not configured");
  await page.getByLabel("Send Email Immediately").click();

  await page.getByRole("button", { name: "Authorize Review" }).click();
  await expect(toast(page, "Authorization Confirmed")).toContainText(
    "You can now proceed to run the review.",
  );
  await expect(page.getByRole("button", { name: "Authorize Review" })).toHaveCount(0);
  // Editing after authorizing asks again.
  await page.locator("#review-entity").fill("Ministry of Health (Central)");
  await expect(page.getByRole("button", { name: "Authorize Review" })).toBeVisible();
  await expect(run).toBeDisabled();
  await page.getByRole("button", { name: "Authorize Review" }).click();
  await expect(run).toBeEnabled();
  await run.click();

  const results = page.getByTestId("review-results");
  await expect(results.getByRole("heading", { name: "Review Results" })).toBeVisible();
  await expect(toast(page, "Review Complete")).toBeVisible({ timeout: 30_000 });
  await expect(results.getByTestId("review-score")).toHaveText(/^Score \d+$/);
  await expect(results.getByTestId("review-summary")).not.toBeEmpty();
  await expect(results.getByTestId("review-findings").locator("li").first()).toBeVisible();
  await expect(results).toContainText(activity);

  // Memo and email previews: the server's HTML in sandboxed frames.
  const memoFrame = results.getByTestId("memo-preview");
  await expect(memoFrame).toHaveAttribute("sandbox", "");
  await expect(memoFrame).toHaveAttribute("srcdoc", new RegExp(activity));
  await results.getByRole("tab", { name: "Email Preview" }).click();
  await expect(results.getByTestId("email-preview")).toBeVisible();
  await expect(results.getByTestId("email-preview")).toHaveAttribute("srcdoc", /<body>.+<\/body>/s);
  await expect(memoFrame).toBeHidden();

  // Send Email: To is required; a dry run records without sending.
  await results.getByRole("button", { name: "Send Email" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Email" });
  await expect(dialog.locator("#email-to")).toHaveValue("");
  await expect(dialog.locator("#email-subject")).toHaveValue(`Internal Approval Memo — ${activity}`);
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Missing Recipient")).toContainText(
    "Please provide at least one recipient email address.",
  );
  await dialog.locator("#email-to").fill("procurement@example.org, audit@example.org");
  await dialog.locator("#email-body").fill("For approval, please.");
  await dialog.getByLabel("Dry run (prepare without sending)").click();
  // Outside the org before the address is verified: refused, and the dialog says why.
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Email Failed")).toContainText(
    "Verify your email address before sending to addresses outside your organisation",
  );
  await expect(dialog).toContainText(
    "Verify your email address to send outside your organisation (Settings, Profile).",
  );
  // The link from the sign-up email, opened in another tab, verifies the address.
  const mailTab = await page.context().newPage();
  await mailTab.goto(await verificationPath(page, email));
  await expect(mailTab.getByTestId("verify-email-outcome")).toHaveAttribute("data-outcome", "verified");
  await expect(mailTab.getByRole("heading", { level: 1, name: "Email address verified" })).toBeVisible();
  await mailTab.close();
  await dialog.locator("#email-to").fill("procurement@example.org, audit@example.org");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Dry Run Mode")).toContainText(
    "Email prepared but not sent (dry-run mode enabled).",
  );
  await expect(dialog).toBeHidden();

  // The run saved the memo as a version of the activity: the newest is chosen by default.
  await results.getByRole("button", { name: "Close" }).click();
  await expect(results).toBeHidden();
  const prior = page.getByTestId("prior-versions");
  await expect(prior.getByRole("radio", { name: /Draft v1|Agent revision v1/ })).toBeChecked();

  // Recent Runs survive a reload; one click brings back the service, the activity and the result.
  await page.reload();
  await waitForHydration(page, "#review-activityId");
  await expect(page.locator("#review-activityId")).toHaveValue("");
  await page.getByRole("button", { name: "Recent Runs" }).click();
  const entry = page.getByTestId("recent-runs-list").getByRole("button", { name: new RegExp(activity) });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByTestId("review-results").getByTestId("review-score")).toHaveText(/^Score \d+$/);
  await expect(page).toHaveURL(/\/review\?service=internal-approval-memo$/);
  await expect(page.locator("#review-activityId")).toHaveValue(activity);
  await expect(page.locator("#review-method")).toHaveValue("RFQ");
  await page.getByTestId("review-results").getByRole("button", { name: "Close" }).click();

  // The run kept the solicitation as a reference of the activity: the form offers it instead of a new upload.
  const saved = page.getByTestId("saved-references");
  await expect(saved).toContainText("RFQ.pdf");
  await saved.getByRole("button", { name: "Yes, Use Saved" }).click();
  await expect(page.getByTestId("saved-method-document")).toContainText("RFQ.pdf");
  await expect(page.getByTestId("group-method-document-errors")).toHaveCount(0);

  // Submit for Review with the saved solicitation and the evaluation report.
  await page.locator("#attach-redacted-evaluation-report").setInputFiles({
    name: "Evaluation report.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(await makeDocx(EVALUATION)),
  });
  await expect(page.getByTestId("group-redacted-evaluation-report")).toContainText("uploaded");
  await page.getByRole("button", { name: "Authorize Review" }).click();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(toast(page, "Review Submitted")).toContainText(activity);
});

test("intelligence: the picker comes first, then the subservice's form; switching keeps Part 1 and resets the rest", async ({
  page,
}) => {
  await newUser(page, "intel");
  await page.goto("/review?service=intelligence");
  await expect(page).toHaveTitle("PROCUROS — Procurement Intelligence");
  const picker = page.getByTestId("intelligence-picker");
  await expect(picker.getByRole("button")).toHaveCount(4);
  await expect(page.locator("#review-activityId")).toHaveCount(0);
  await waitForHydration(page, '[data-testid="intelligence-picker"] button');

  await picker.getByRole("button", { name: /Bidder Due Diligence/ }).click();
  await expect(page).toHaveURL(/\/review\?service=intelligence&subservice=due-diligence$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bidder Due Diligence" })).toBeVisible();
  await expect(page).toHaveTitle("PROCUROS — Bidder Due Diligence");
  await page.locator("#review-activityId").fill("DD-001");

  // Additional Inputs: a required text and a list that starts with one row.
  await expect(page.getByText("Additional Inputs")).toBeVisible();
  await expect(page.locator("#module-bidder_name")).toHaveAttribute("aria-required", "true");
  await page.locator("#module-bidder_name").fill("Acme Supplies Ltd");
  const rows = page.getByTestId("module-commitments-rows");
  await expect(rows.getByRole("textbox")).toHaveCount(1);
  await expect(rows.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await rows.getByRole("button", { name: "Add Item" }).click();
  await rows.getByRole("button", { name: "Add Item" }).click();
  await expect(rows.getByRole("textbox")).toHaveCount(3);
  await rows.getByRole("button", { name: "Remove Commitments, item 3" }).click();
  await expect(rows.getByRole("textbox")).toHaveCount(2);

  // Another subservice: Part 1 stays, module inputs go; spec-quality hides currency, value and dates.
  await page.getByRole("button", { name: "Choose another intelligence service" }).click();
  await page
    .getByTestId("intelligence-picker")
    .getByRole("button", { name: /Specification Quality/ })
    .click();
  await expect(page).toHaveURL(/subservice=spec-quality$/);
  await expect(page.locator("#review-activityId")).toHaveValue("DD-001");
  await expect(page.locator("#module-bidder_name")).toHaveCount(0);
  await expect(page.locator("#review-estimatedValue")).toHaveCount(0);
  await expect(page.locator("#review-issueDate")).toHaveCount(0);
  await expect(page.locator("#review-currency")).toHaveCount(0);
  await expect(page.getByTestId("group-specifications")).toBeVisible();

  // Back in the browser history: due diligence again, with fresh inputs.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Bidder Due Diligence" })).toBeVisible();
  await expect(page.locator("#module-bidder_name")).toHaveValue("");

  await page.getByRole("button", { name: "Recent Runs" }).click();
  await expect(page.getByTestId("recent-runs")).toContainText("No recent runs found");
});
