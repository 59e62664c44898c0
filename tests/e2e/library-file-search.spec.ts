import { expect, test, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

// Each test signs up a fresh account; a spread of client addresses keeps the sign-up rate limit out of the way.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

async function makePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 10, font });
  return Buffer.from(await doc.save());
}

const card = (page: Page) => page.getByTestId("settings-card-framework");

test("the guideline library finds a file by the words inside it, with a highlighted snippet and its page", async ({
  page,
}) => {
  const n = unique();
  await signUpActive(page, {
    name: "Lena Library",
    email: `lena-${n}@library${n}-e2e.org`,
    password: PASSWORD,
  });
  await page.goto("/settings");
  await waitForHydration(page, '[data-testid="country-framework-form"]');

  const panel = card(page).getByRole("tabpanel", { name: /^Country Framework/ });
  await panel.getByRole("button", { name: /Guidelines & References/ }).click();
  await panel.getByLabel("Choose files").setInputFiles({
    name: "tender-document.pdf",
    mimeType: "application/pdf",
    buffer: await makePdf("The bid security of Kshs. 200,000 shall be submitted with the tender."),
  });
  const item = panel.getByTestId("reference-item").filter({ hasText: "tender-document.pdf" });
  await expect(item.getByTestId("extraction-status")).toHaveText("Indexed for search", { timeout: 20_000 });

  await card(page).getByRole("tab", { name: "Guidelines Library" }).click();
  const library = page.getByTestId("guidelines-library");
  await library.getByLabel("Search references").fill("bid security");
  await expect(library.getByTestId("library-count")).toHaveText("1 of 1 references");
  const match = library.getByTestId("library-item").getByTestId("library-text-match");
  await expect(match).toContainText("Found in the file text, page 1");
  await expect(match).toContainText("Kshs. 200,000");
  await expect(match.locator("mark").first()).toHaveText(/bid/i);

  await library.getByLabel("Search references").fill("performance guarantee");
  await expect(library.getByTestId("library-no-results")).toBeVisible();
});
