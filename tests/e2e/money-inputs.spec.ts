import { expect, test } from "@playwright/test";
import { authorizeAndRun, signUpKenyanOfficer, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

// Issue 31: "Kshs. 25,600,000.00" typed in the navigator's estimate became 0.26 under "Estimate recognized" (the
// dot after "Kshs" was kept as the decimal point). Money fields now keep the text and say what they read.

test("the navigator's estimate reads Kshs. 25,600,000.00 as KES 25,600,000 and refuses a figure that could be two numbers", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Mary Money", "moneynav");
  await page.goto("/services/framework_rules_navigator");
  await waitForHydration(page, "#input-project_estimate");
  const estimate = page.locator("#input-project_estimate");
  const reading = page.getByTestId("input-project_estimate-reading");

  await estimate.fill("Kshs. 25,600,000.00");
  await expect(estimate).toHaveValue("Kshs. 25,600,000.00");
  await expect(reading).toContainText("Estimate recognized");
  await expect(reading).toContainText("Read as KES 25,600,000.00");

  // 1,500 to a European writer, 1.5 to an English one: refused with both readings, never recognised.
  await estimate.fill("1.500");
  await expect(page.getByTestId("input-project_estimate-error")).toHaveText(
    "“1.500” could be 1,500 or 1.5: write 1,500 or 1.5 to say which.",
  );
  await expect(page.getByText("Estimate recognized")).toHaveCount(0);

  // The run maps what the field read.
  await estimate.fill("Kshs. 25,600,000.00");
  await expect(reading).toContainText("Read as KES 25,600,000.00");
  await page.locator("#input-enquiry_focus").selectOption("Thresholds & Limits");
  const result = await authorizeAndRun(page);
  await expect(result).toContainText("KES 25,600,000");
  await expect(result).not.toContainText("KES 0.26");
});

test("/review's estimated value reads Kshs. 25,600,000.00 as KES 25,600,000, refuses words that disagree and takes a written currency", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Mary Money", "moneyreview");
  await page.goto("/review");
  await waitForHydration(page, "#review-estimatedValue");
  const value = page.locator("#review-estimatedValue");
  const reading = page.getByTestId("review-estimatedValue-reading");

  await value.fill("Kshs. 25,600,000.00");
  await expect(value).toHaveValue("Kshs. 25,600,000.00");
  await expect(reading).toHaveText("Read as KES 25,600,000.00");
  await expect(page.getByTestId("review-currency-trigger")).toContainText("KES");

  await value.fill("Kshs. 1,600,000.00 (One million five hundred thousand)");
  await expect(reading).toHaveText(
    "The figures say 1,600,000.00 but the words say 1,500,000: correct one of them.",
  );

  // A currency written in the amount becomes the one chosen.
  await value.fill("USD 1,250,000");
  await expect(reading).toHaveText("Read as USD 1,250,000.00");
  await expect(page.getByTestId("review-currency-trigger")).toContainText("USD");
});
