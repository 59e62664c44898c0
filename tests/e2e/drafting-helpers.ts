import { expect, type Page } from "@playwright/test";
import { PASSWORD, signUpActive, unique } from "./helpers";

/** The drafting specs' steps: a Kenyan officer, and a draft generated and previewed. */

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

/** A signed-in user whose org works under Kenya's framework (the first user of a domain is its admin). */
export async function kenyanUser(page: Page, label: string) {
  const n = unique();
  await signUpActive(page, {
    name: "Dora Draft",
    email: `dora-${n}@${label}${n}-e2e.org`,
    password: PASSWORD,
  });
  const saved = await page.request.post("/api/settings/framework", {
    data: { frameworkSettings: [{ source: "country", country_code: "KE" }] },
  });
  expect(saved.status()).toBe(200);
}

export async function runAndPreview(page: Page) {
  await page.getByRole("button", { name: "Confirm & Authorize", exact: true }).click();
  await page.getByRole("button", { name: "Generate draft" }).click();
  await expect(toast(page, "Draft ready")).toBeVisible();
  const result = page.getByTestId("tool-result");
  await expect(result).toBeVisible();
  await expect(result.getByTestId("draft-preview")).toBeVisible();
  await expect(result.locator('a[href*="document=draft"][href*="format=pdf"]')).toBeVisible();
  return page.frameLocator('[data-testid="draft-preview"]').locator("body");
}
