import { expect, test } from "@playwright/test";
import { makeXlsx } from "@/tests/support/documents";
import { PRICE_LIST, SUBSTRUCTURE_BILL } from "@/tests/support/kenyan-price-documents";
import { authorizeAndRun, signUpKenyanOfficer, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.85.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

test("Abnormally low bid check: pasted bids, one flagged, with the clarification letter to send", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Peter Price", "alb");
  await page.goto("/services/abnormally_low_bid_check");
  await waitForHydration(page, "#input-bid_prices");
  await page.locator("#input-estimated_value").fill("19250000");
  await page
    .locator("#input-bid_prices")
    .fill(
      [
        "Mumias Builders Ltd\t12,450,000.00",
        "Kakamega Contractors\t18,900,000.00",
        "Lurambi Works\t19,300,000.00",
        "Western Civil Engineering\t20,100,000.00",
        "Butere Construction\t21,000,000.00",
      ].join("\n"),
    );
  const result = await authorizeAndRun(page);
  await expect(result).toContainText("Mumias Builders Ltd");
  await expect(result).toContainText(/abnormally low|below/i);
  await expect(result).toContainText(/explain|clarif/i);
  await expect(result.locator('a[href*="format=docx"]').first()).toBeVisible();
});

test("Market price benchmarking: a BoQ against a market survey, line by line", async ({ page }) => {
  await signUpKenyanOfficer(page, "Peter Price", "market");
  await page.goto("/services/market_price_intelligence");
  await waitForHydration(page, "#attach-subject");
  await page.locator("#input-estimated_value").fill("450850");
  await page.locator("#attach-refs").setInputFiles({
    name: "market-survey.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await makeXlsx({ Survey: PRICE_LIST })),
  });
  await page.locator("#attach-subject").setInputFiles({
    name: "kathiani-boq.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await makeXlsx({ "Bill 2": SUBSTRUCTURE_BILL })),
  });
  await expect(page.getByTestId("group-subject")).toContainText("uploaded");
  await expect(page.getByTestId("group-refs")).toContainText("uploaded");
  const result = await authorizeAndRun(page);
  await expect(result).toContainText("Hardcore filling");
  await expect(result).toContainText(/far below market/i);
  await expect(result).toContainText(/observations/i);
});

test("Procurement risk register: a suggestion added, a risk edited with its history, the heat map filters", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Peter Price", "risks");
  await page.goto("/services/procurement_risk_register?activityId=KAK-RD-2026-7");
  const register = page.getByTestId("risk-register");
  await expect(register).toBeVisible();
  await waitForHydration(page, '[data-testid="risk-register"] button');
  const suggestions = page.getByTestId("risk-suggestions");
  await expect(suggestions.getByRole("button", { name: /Add to register/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await suggestions
    .getByRole("button", { name: /Add to register/ })
    .first()
    .click();
  await expect(page.getByText("Risk added.")).toBeVisible();
  const rows = page.getByTestId("risk-row");
  await expect(rows).toHaveCount(1);

  // Edit: raise the probability, set an owner; the history shows the change.
  await rows.first().getByRole("button", { name: /^Edit/ }).click();
  const form = page.getByTestId("risk-form");
  await form.getByLabel("Probability").selectOption("5");
  await form.getByLabel("Owner").fill("Jane Wanjiru");
  await form.getByRole("button", { name: "Save risk" }).click();
  await expect(page.getByText("Risk updated.")).toBeVisible();
  await expect(rows.first()).toContainText("Jane Wanjiru");
  await rows
    .first()
    .getByRole("button", { name: /^History/ })
    .click();
  await expect(page.getByTestId("risk-history")).toContainText("Jane Wanjiru");

  // The heat map's cell of that risk filters the table to it; the export links are there.
  const heat = page.getByTestId("risk-heatmap");
  await heat
    .getByRole("button", { name: /: 1 risk/ })
    .first()
    .click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId("risk-export-xlsx")).toHaveAttribute(
    "href",
    /format=xlsx.*activityId=KAK-RD-2026-7|activityId=KAK-RD-2026-7.*format=xlsx/,
  );
  await expect(page.getByTestId("risk-export-pdf")).toBeVisible();
});
