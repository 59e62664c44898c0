import { expect, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  authorizeAndRun,
  PASSWORD,
  signUpActive,
  signUpKenyanOfficer,
  unique,
  waitForHydration,
} from "./helpers";
import { DESKTOP, expectLayoutAtPhoneAndDesktop, PHONE, renderedHeight } from "./layout-checks";

// Issue 22: on a phone the navigator's citations ran off the side, the contract plan showed one of four
// stakeholders with no hint of the rest, and the settings bar covered 190 of 844 pixels. Each result view is
// checked at a phone's and a desktop's size: nothing past the screen's edge outside a scroll region with a cue,
// no text cut off.
test.use({
  viewport: DESKTOP,
  extraHTTPHeaders: {
    "x-forwarded-for": `10.86.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

test("navigator: the rules table is one card per rule on a phone, citations inside the screen", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Lena Layout", "layoutnav");
  await page.goto("/services/framework_rules_navigator");
  await waitForHydration(page, "#input-project_estimate");
  await page.locator("#input-project_estimate").fill("250000");
  await page.locator("#input-enquiry_focus").selectOption("Rules / Methods");
  const result = await authorizeAndRun(page);
  const rules = result.getByTestId("table-rules");
  await expect(rules).toBeVisible();
  await expectLayoutAtPhoneAndDesktop(page, "navigator result");

  // On a phone each cell carries its column's name, and the citation wraps inside the screen.
  await page.setViewportSize(PHONE);
  const citation = rules.locator("tbody tr").first().getByRole("cell").last();
  await expect(citation).toContainText("Citation");
  const box = (await citation.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // On a desktop the rule text gets a reading measure: its column is at least 22rem (352 px) wide.
  await page.setViewportSize(DESKTOP);
  await expect(rules.locator("thead")).toBeVisible();
  const rule = (await rules.locator("tbody tr").first().getByRole("cell").nth(1).boundingBox())!;
  expect(rule.width).toBeGreaterThanOrEqual(352);
});

test("contract management plan: the matrix says how many stakeholders to scroll to on a phone", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Lena Layout", "layoutcmp");
  await page.goto("/services/contract_management_plan");
  await waitForHydration(page, "#input-contract_duration");
  await page.locator("#input-contract_type").selectOption("Works/Construction");
  await page.locator("#input-contract_value").fill("1250000");
  await page.locator("#input-contract_duration").fill("18 months");
  await page.locator("#input-project_objectives").fill("Rehabilitate the feeder roads.");
  await page.locator("#input-key_deliverables").fill("12 km of paved road; as-built drawings.");
  await page
    .locator("#input-stakeholder_organizations")
    .fill(
      "Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd\nWorld Bank (Donor)\nCommunity Liaison Office",
    );
  await page.getByRole("button", { name: "Confirm & Generate Contract Management Plan" }).click();
  await expect(page.getByTestId("ram-table")).toBeVisible();
  await expectLayoutAtPhoneAndDesktop(page, "contract management plan");

  await page.setViewportSize(PHONE);
  const region = page.getByRole("region", { name: "Responsibility assignment matrix" });
  await expect(region).toHaveAttribute("tabindex", "0");
  // The four listed and the two offices the plan adds (nobody listed manages the contract or pays): issue 33.
  await expect(page.getByText("Scroll sideways to see all 6 stakeholders")).toBeVisible();
  // The keyboard scrolls it: focus, then the arrow key moves the matrix.
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // The milestone column stays in view while the stakeholders scroll past.
  const milestone = (await region.locator("tbody th").first().boundingBox())!;
  expect(milestone.x).toBeGreaterThanOrEqual(0);
});

test("a review's result has nothing clipped or off screen on a phone", async ({ page }) => {
  const n = unique();
  await signUpActive(page, {
    name: "Rita Review",
    email: `rita-${n}@layoutrev${n}-e2e.org`,
    password: PASSWORD,
  });
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of [
    "INVITATION TO TENDER. Tender No. MOH/ONT/07/2026 for the supply of laptops.",
    "Tenders shall be delivered to the Procurement Office by 10.00 a.m. on 30th March 2026.",
  ])
    pdf.addPage().drawText(line, { x: 40, y: 700, size: 10, font });

  await page.goto("/services/solicitation_compliance_review");
  await waitForHydration(page, "#input-procurement_category");
  await page.locator("#input-procurement_category").selectOption("Goods");
  await page.locator("#input-procurement_method").selectOption("Tender/RFB");
  await page.locator("#input-estimated_value").fill("4500000");
  await page.locator("#input-bidding_period").fill("2026-03-02");
  await page.locator("#input-bidding_period-to").fill("2026-03-30");
  await page.locator("#attach-subject").setInputFiles({
    name: "Tender.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await pdf.save()),
  });
  await expect(page.getByTestId("group-subject")).toContainText("uploaded");
  await authorizeAndRun(page);
  await expectLayoutAtPhoneAndDesktop(page, "solicitation compliance review");
});

test("risk register: the wide table scrolls in a named region with a cue", async ({ page }) => {
  await signUpKenyanOfficer(page, "Lena Layout", "layoutrisk");
  await page.goto("/services/procurement_risk_register?activityId=KAK-RD-2026-7");
  await waitForHydration(page, '[data-testid="risk-register"] button');
  const add = page.getByTestId("risk-suggestions").getByRole("button", { name: /Add to register/ });
  await expect(add.first()).toBeVisible({ timeout: 15_000 });
  await add.first().click();
  await expect(page.getByTestId("risk-row")).toHaveCount(1);
  await expectLayoutAtPhoneAndDesktop(page, "risk register");
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("region", { name: /Risks of the register/ })).toHaveAttribute("tabindex", "0");
});

test("abnormally low bid check: the bid table fits a phone", async ({ page }) => {
  await signUpKenyanOfficer(page, "Lena Layout", "layoutalb");
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
  await expectLayoutAtPhoneAndDesktop(page, "abnormally low bid check");
});

test("settings: the save bar is one compact row on a phone", async ({ page }) => {
  await signUpKenyanOfficer(page, "Lena Layout", "layoutset");
  await page.goto("/settings");
  await waitForHydration(page, '[data-testid="settings-actions"] button');
  await page.setViewportSize(PHONE);
  const bar = page.getByTestId("settings-actions");
  await expect(bar.getByRole("button", { name: "Save All Settings" })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Reset Procurement Defaults" })).toBeVisible();
  expect(await renderedHeight(bar)).toBeLessThanOrEqual(80);
  await expectLayoutAtPhoneAndDesktop(page, "settings");
});
