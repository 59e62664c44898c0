import { expect, test, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

/**
 * Issue 22 (items 3 and 6), as a new user meets them on a desktop and on a phone: every dropped file gets one
 * outcome, said once (a row for an added file, a line with the reason for a refused one), 'Files Added' counts
 * only files really added; a generated Contract Management Plan can be edited and generated again, and says
 * the same thing about its documents on both.
 */

test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.82.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const DEVICES = [
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function newUser(page: Page, label: string) {
  const n = unique();
  await signUpActive(page, {
    name: "Una Uploads",
    email: `una-${n}@${label}${n}-e2e.org`,
    password: PASSWORD,
  });
}

async function pdfBytes(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

const TXT: Upload = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("meeting notes") };
const FAKE_PDF: Upload = { name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello") };

const toasts = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** Drops files on a group's drop zone as a browser does: one drop event carrying a DataTransfer. */
async function dropFiles(page: Page, groupId: string, files: readonly Upload[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  );
  const zone = page
    .getByTestId(`group-${groupId}`)
    .getByText("Drop files here or click to browse")
    .locator("..");
  await zone.dispatchEvent("drop", { dataTransfer });
}

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test("each dropped file gets one outcome, and 'Files Added' counts only the added ones", async ({
      page,
    }) => {
      await newUser(page, `upl${device.name}`);
      await page.goto("/services/ipc_validation");
      await waitForHydration(page, "#input-contract_reference");
      const group = page.getByTestId("group-refs");
      const refused = page.getByTestId("group-refs-refused");
      const rows = group.getByRole("list", { name: /^Files in / });

      // Only refused files: each is said once under the group, none becomes a row, and nothing is 'added'.
      await dropFiles(page, "refs", [TXT, FAKE_PDF]);
      await expect(refused).toContainText(
        "notes.txt: unsupported type (.txt). Accepted: PDF, DOC, DOCX, ZIP.",
      );
      await expect(refused).toContainText("x.pdf: the content is not a .pdf file. Attach the original file.");
      await expect(refused.getByRole("listitem")).toHaveCount(2);
      await expect(rows).toHaveCount(0);
      await expect(toasts(page, "Files Added")).toHaveCount(0);

      // A mixed batch: the real PDF is added (one row, uploaded, one toast for 1 file); the others are refused.
      const contract = await pdfBytes("Contract MoW/WRK/2026/014");
      await dropFiles(page, "refs", [
        TXT,
        FAKE_PDF,
        { name: "contract.pdf", mimeType: "application/pdf", buffer: contract },
      ]);
      await expect(toasts(page, "Files Added")).toHaveCount(1);
      await expect(toasts(page, "Files Added")).toContainText("1 file(s) successfully added.");
      await expect(rows.getByRole("listitem")).toHaveCount(1);
      await expect(rows).toContainText("contract.pdf");
      await expect(rows).toContainText("uploaded");
      await expect(rows).not.toContainText("x.pdf");
      await expect(refused.getByRole("listitem")).toHaveCount(2);
      await expect(refused).toContainText("notes.txt");
      await expect(refused).toContainText("x.pdf");
      // A valid file is present: the group does not also say one is required.
      await expect(group).not.toContainText("At least one file is required.");

      // The same PDF again is a duplicate: the spec's toast, no second row, no success toast for it...
      await dropFiles(page, "refs", [
        { name: "contract.pdf", mimeType: "application/pdf", buffer: contract },
      ]);
      await expect(toasts(page, "Duplicate Files")).toContainText("These files have already been uploaded.");
      await expect(rows.getByRole("listitem")).toHaveCount(1);
      // ...and says so next to the drop area too, where it stays (issue 35): a toast alone is gone too soon.
      await expect(refused.getByRole("listitem")).toHaveCount(1);
      await expect(refused).toContainText("contract.pdf: already added.");
    });

    test("a generated Contract Management Plan can be edited and generated again", async ({ page }) => {
      await newUser(page, `cmpedit${device.name}`);
      await page.goto("/services/contract_management_plan");
      await waitForHydration(page, "#input-contract_duration");
      const confirm = page.getByRole("button", { name: "Confirm & Generate Contract Management Plan" });
      await page.locator("#input-contract_type").selectOption("Works/Construction");
      await page.locator("#input-contract_value").fill("1250000");
      await page.locator("#input-contract_duration").fill("18 months");
      await page.locator("#input-project_objectives").fill("Rehabilitate the feeder roads.");
      await page.locator("#input-key_deliverables").fill("12 km of paved road; as-built drawings.");
      await page
        .locator("#input-stakeholder_organizations")
        .fill("Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd");
      await confirm.click();

      const result = page.getByTestId("cmp-result");
      await expect(result).toContainText("No templates uploaded. Using closest-fit template:");
      await expect(page.getByTestId("ram-table")).toContainText("RoadBuild Contractors Ltd");
      // Generated: inputs and files are locked to match the plan, with a way back.
      await expect(confirm).toHaveCount(0);
      await expect(page.locator("#input-contract_duration")).toBeDisabled();
      await expect(page.locator("#attach-contract_documents")).toBeDisabled();
      await page.getByRole("button", { name: "Edit inputs" }).click();

      // Editing: the values are kept, the fields and files are open, the plan shown is marked as the previous one.
      await expect(page.getByTestId("cmp-editing")).toBeVisible();
      await expect(page.locator("#input-contract_duration")).toBeEnabled();
      await expect(page.locator("#input-contract_duration")).toHaveValue("18 months");
      await expect(page.locator("#input-project_objectives")).toHaveValue("Rehabilitate the feeder roads.");
      await page.locator("#input-contract_duration").fill("24 months");
      await page
        .locator("#input-stakeholder_organizations")
        .fill("Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd\nWorld Bank (Donor)");
      await page.locator("#attach-contract_documents").setInputFiles({
        name: "signed-contract.pdf",
        mimeType: "application/pdf",
        buffer: await pdfBytes("Contract for the feeder roads"),
      });
      await expect(toasts(page, "Files Added")).toContainText("1 file(s) successfully added.");
      await expect(page.getByTestId("group-contract_documents")).toContainText("uploaded");
      await confirm.click();

      // Generated again from the edited inputs: the new stakeholder, the contract named as such.
      await expect(page.getByTestId("ram-table")).toContainText("World Bank (Donor)");
      await expect(result).toContainText(
        "No templates uploaded. The contract documents you attached are listed as the plan's references; no closest-fit template was used.",
      );
      await expect(result).not.toContainText("uploaded templates");
      await expect(page.getByTestId("cmp-documents")).toContainText("signed-contract.pdf");
      await expect(page.getByTestId("cmp-locked")).toBeVisible();
      await expect(page.locator("#input-contract_duration")).toBeDisabled();
      await expect(page.locator("#input-contract_duration")).toHaveValue("24 months");
    });
  });
}
