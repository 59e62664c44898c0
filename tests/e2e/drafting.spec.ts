import { expect, test } from "@playwright/test";
import mammoth from "mammoth";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

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
  await page.getByRole("button", { name: "Confirm & Authorize Review" }).click();
  await page.getByRole("button", { name: "Run Review" }).click();

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
