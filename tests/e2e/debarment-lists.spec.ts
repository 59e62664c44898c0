import { writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { SAMPLE_PPRA_CSV } from "@/modules/integrity/lib/screening/sample-lists";
import { makeLetterPdf, makePpraPdf, makePpraXlsx } from "@/tests/support/debarment-documents";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

// A bucket of addresses of its own, so this spec's sign-ups and list loads count against no other spec's limits.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

async function officer(page: Page) {
  const n = unique();
  await signUpActive(page, {
    name: "Wanjiru Debarment",
    email: `wanjiru-${n}@ppra${n}-e2e.org`,
    password: PASSWORD,
  });
}

async function loadList(page: Page, name: string, path: string) {
  await page.locator("#dd-list-name").fill(name);
  await page.locator("#dd-list-file").setInputFiles(path);
  await page.getByRole("button", { name: "Load list" }).click();
}

test("Bidder Due Diligence: PPRA's debarred firms list as published, an expired and an active debarment told apart; a list without a name column says so and the message stays", async ({
  page,
}, testInfo) => {
  // Sign-up, two uploads and a screening job: like the World Bank test in integrity.spec.ts, slow on a busy machine.
  test.slow();
  await officer(page);
  await page.goto("/services/bidder_due_diligence");
  await waitForHydration(page, "#dd-list-name");

  // A list whose name column is missing: refused, with what was looked for and what was found, under the field.
  const noName = testInfo.outputPath("directors-only.csv");
  await writeFile(
    noName,
    [
      "PUBLIC PROCUREMENT REGULATORY AUTHORITY,,,",
      "S/No,Directors,Reason for Debarment,Period of Debarment",
      "1,John Kamau Mwangi,Forged tax compliance certificate,3 years",
    ].join("\r\n"),
  );
  await loadList(page, "PPRA directors", noName);
  const refusal = page.getByTestId("dd-upload-error");
  await expect(refusal).toContainText("directors-only.csv was not loaded");
  await expect(refusal).toContainText(
    "This list has no column for the firm's name (looked for: Name of Firm",
  );
  await expect(refusal).toContainText(
    "Columns found: S/No, Directors, Reason for Debarment, Period of Debarment.",
  );
  // A toast would be gone by now (sonner's default is 4 s); the message stays where the file was dropped.
  await page.waitForTimeout(6_000);
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId("dd-no-lists")).toBeVisible();

  // PPRA's table as a spreadsheet saved as CSV: title lines, "S/No", "Name of Firm", "Period of Debarment",
  // "Date of Debarment" in Kenyan writing. Mlima: 3 years from 12/05/2020 (expired 2023-05-11); Tana: ten years
  // from 15th August 2021 (until 2031-08-14).
  const ppra = testInfo.outputPath("ppra-debarred-firms.csv");
  await writeFile(ppra, SAMPLE_PPRA_CSV);
  await loadList(page, "PPRA debarred firms", ppra);
  await expect(page.getByTestId("dd-lists")).toContainText("PPRA debarred firms");
  await expect(page.getByTestId("dd-upload-error")).toHaveCount(0);

  await page
    .getByTestId("dd-bidders")
    .fill("Mlima Contractors Ltd; Kenya\nTana Hardware and General Supplies Limited; Kenya");
  await page.locator("#dd-as-of").fill("2025-06-30");
  await expect(page.getByText(/PPRA debarred firms loaded/)).toHaveCount(0, { timeout: 10_000 });
  let status = 0;
  await expect(async () => {
    const submitted = page.waitForResponse(
      (response) => response.url().includes("/api/v1/due-diligence/submit"),
      { timeout: 10_000 },
    );
    await page.getByTestId("dd-submit").click();
    status = (await submitted).status();
  }).toPass({ timeout: 45_000 });
  expect(status).toBe(202);

  const results = page.getByTestId("dd-results");
  await expect(results).toBeVisible({ timeout: 30_000 });
  const [mlima, tana] = [page.getByTestId("dd-bidder").nth(0), page.getByTestId("dd-bidder").nth(1)];
  await expect(mlima).toContainText("Mlima Contractors Limited");
  await expect(mlima.locator('[data-status="past"]').first()).toContainText("Expired (until 2023-05-11)");
  await expect(mlima).toContainText("Not debarred on 2025-06-30");
  await expect(mlima).not.toContainText("Active debarment");
  await expect(tana).toContainText("Tana Hardware & General Supplies Ltd");
  await expect(tana.locator('[data-status="active"]').first()).toContainText("Active debarment");
  await expect(tana).toContainText("Debarred 2021-08-15 to 2031-08-14");
  await expect(tana).toContainText("Debarred or sanctioned on 2025-06-30");
  await expect(results).toContainText("1 with an active debarment or sanction");
});

test("Bidder Due Diligence: PPRA's printed PDF and its Excel copy load as lists of four firms; a letter PDF is refused inline", async ({
  page,
}, testInfo) => {
  test.slow();
  await officer(page);
  await page.goto("/services/bidder_due_diligence");
  await waitForHydration(page, "#dd-list-name");

  const letter = testInfo.outputPath("ppra-letter.pdf");
  await writeFile(letter, await makeLetterPdf());
  await loadList(page, "PPRA letter", letter);
  await expect(page.getByTestId("dd-upload-error")).toContainText("ppra-letter.pdf was not loaded");

  const pdf = testInfo.outputPath("PPRA Debarred Firms.pdf");
  await writeFile(pdf, await makePpraPdf());
  await loadList(page, "PPRA printed list", pdf);
  const lists = page.getByTestId("dd-lists");
  await expect(page.getByText("PPRA printed list loaded: 4 entries.")).toBeVisible({ timeout: 30_000 });
  await expect(lists).toContainText("PPRA printed list");
  await expect(page.getByTestId("dd-upload-error")).toHaveCount(0);

  const xlsx = testInfo.outputPath("ppra-debarred-firms.xlsx");
  await writeFile(xlsx, await makePpraXlsx());
  await loadList(page, "PPRA workbook", xlsx);
  await expect(page.getByText("PPRA workbook loaded: 4 entries.")).toBeVisible({ timeout: 30_000 });
  await expect(lists).toContainText("PPRA workbook");
});
