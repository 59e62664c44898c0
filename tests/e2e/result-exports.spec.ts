import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.83.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
  // Copy writes the clipboard; the test reads it back.
  permissions: ["clipboard-read", "clipboard-write"],
});

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

test("a navigator result can be copied, downloaded as DOCX and PDF, and emailed", async ({ page }) => {
  const n = unique();
  await signUpActive(page, {
    name: "Ezra Exports",
    email: `ezra-${n}@exports${n}-e2e.org`,
    password: PASSWORD,
  });
  // The first user of the domain administers the org: its framework is Kenya's.
  const saved = await page.request.post("/api/settings/framework", {
    data: { frameworkSettings: [{ source: "country", country_code: "KE" }] },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/services/framework_rules_navigator");
  await waitForHydration(page, "#input-project_estimate");
  await page.locator("#input-project_estimate").fill("250000");
  await page.locator("#input-enquiry_focus").selectOption("Thresholds & Limits");
  await page.getByRole("button", { name: "Confirm & Authorize Review" }).click();
  await page.getByRole("button", { name: "Run Review" }).click();
  const result = page.getByTestId("tool-result");
  await expect(result).toBeVisible();

  const actions = result.getByRole("group", { name: "Export the result" });
  const copy = actions.getByRole("button", { name: /^Copy/ });
  const docx = actions.getByRole("link", { name: /^Download DOCX/ });
  const pdf = actions.getByRole("link", { name: /^Download PDF/ });
  const email = actions.getByRole("button", { name: "Send Email" });
  for (const control of [copy, docx, pdf, email]) await expect(control).toBeVisible();
  await expect(email).toHaveText("Email");

  // Copy: the whole result as text, and a toast says so.
  await copy.click();
  await expect(toast(page, "Copied to clipboard.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith("Framework & Rules Navigator\n")).toBe(true);

  // Each download starts, named after the tool.
  for (const [link, extension] of [
    [docx, "docx"],
    [pdf, "pdf"],
  ] as const) {
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe(`framework-rules-navigator-result.${extension}`);
  }

  // Email opens the send dialog with the tool's title as the subject.
  await email.click();
  const dialog = page.getByRole("dialog", { name: "Send Email" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("#email-subject")).toHaveValue("Framework & Rules Navigator");
  await dialog.getByRole("button", { name: "Cancel" }).first().click();
  await expect(dialog).toBeHidden();
});
