import { expect, test } from "@playwright/test";
import { kenyaWorksReportPages, makeReportDocx } from "../support/evaluation-reports";
import { signUpKenyanOfficer, unique, waitForHydration } from "./helpers";

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.94.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

// Issue 32: an officer reads the committee's report into the activity's evaluation record, sees what was read,
// corrects a cell and confirms it; the version and the corrected cell are listed.
test("reads an evaluation report into the record, takes a correction and confirms version 1", async ({
  page,
}) => {
  await signUpKenyanOfficer(page, "Esther Record", "record");
  const activity = `CGK-${unique()}`;
  await page.goto(`/review/evaluation-record?activityId=${activity}`);
  await waitForHydration(page, "#record-report");
  await expect(page.getByText("No version confirmed yet.")).toBeVisible();
  await page.locator("#record-report").setInputFiles({
    name: "Evaluation report.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(await makeReportDocx(kenyaWorksReportPages())),
  });
  const read = page.getByRole("region", { name: "This is what we read" });
  await expect(read).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("#record-status")).toContainText("4 bidders");
  // The guarantors of the opening table are listed apart, never as bidders.
  await expect(read.getByRole("row")).toHaveCount(5);
  await expect(read).toContainText("APA Insurance Ltd (insurer)");
  await expect(read.getByLabel("Ikolomani Engineering Company Ltd: Preliminary")).toHaveValue("failed");
  const score = read.getByLabel("Western Highway Builders Limited: technical score");
  await expect(score).toHaveValue("68");
  await score.fill("69");
  await score.blur();
  await read.getByRole("button", { name: "Confirm record" }).click();
  await expect(page.locator("#record-status")).toContainText("Confirmed as version 1");
  await expect(page.getByRole("region", { name: "Versions" })).toContainText(
    "1 cell(s) corrected: bidders.b4.stages.technical.score",
  );
});
