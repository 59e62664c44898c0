import { expect, test } from "@playwright/test";
import { kenyanUser, runAndPreview } from "./drafting-helpers";
import { waitForHydration } from "./helpers";

// Its own throttle bucket: drafting.spec.ts signs up as many users as the sign-up limit allows per address.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.84.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

test("Bid document: a Kenyan tender reviewed by our own solicitation review beside the draft, then finalised", async ({
  page,
}) => {
  await kenyanUser(page, "tender");
  await page.goto("/services/bid_document_customization");
  await waitForHydration(page, "#input-procurement_category");
  await page.locator("#input-procurement_category").selectOption("Goods");
  await page.locator("#input-procurement_document_type").selectOption("Tender/RFB");
  await page.locator("#input-project_objectives").fill("Equip the sub-county health records offices.");
  await page
    .locator("#input-desired_outputs")
    .fill("40 No. desktop computers (Intel Core i5, 8GB RAM)\n10 No. network laser printers");
  await page.locator("#input-estimated_value").fill("Kshs. 3,800,000.00");
  await page
    .locator("#input-procuring_entity")
    .fill("County Government of Nakuru, P.O. Box 2870-20100, Nakuru");
  await page.locator("#input-tender_reference").fill("CGN/HLTH/OT/012/2026-2027");
  await page.locator("#input-delivery_period").fill("within 90 days");
  const draft = await runAndPreview(page);
  await expect(draft).toContainText("Section II – Tender Data Sheet");
  await expect(draft).toContainText("Core i5 or equivalent");
  const gate = page.getByTestId("quality-gate");
  await expect(gate).toContainText("Quality gate: Solicitation Compliance Review");
  await expect(gate).toContainText("The review found nothing to fix");
  await gate.getByText("What the review read from the draft").click();
  await expect(gate).toContainText("KES 38,000");
  await gate.getByRole("button", { name: "Finalize" }).click();
  await expect(page.getByTestId("draft-final")).toContainText("Final: finalized by Dora Draft");
});
