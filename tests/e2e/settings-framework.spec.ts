import { expect, test, type Locator, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  allRefs,
  guidelineCounts,
  type FrameworkSettingView,
} from "@/modules/settings/lib/framework-settings";
import { formatFileSize } from "@/lib/files/guideline-files";
import {
  matchesLibraryFilters,
  NO_FILTERS,
  type LibraryFilters,
} from "@/modules/settings/lib/guideline-library";
import { formatViolations, scanA11y, waitForFontsAndAnimations } from "../support/a11y";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

// One sign-up per test; this file's own client address keeps it clear of the run-wide sign-up throttle.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const ALLOWED = ".pdf, .docx, .xlsx, .pptx, .html, .txt, .csv";

/** A fresh admin of a fresh company domain, on /settings with the framework card hydrated. */
async function frameworkUser(page: Page) {
  const n = unique();
  await signUpActive(page, {
    name: "Fran Framework",
    email: `fran-${n}@framework${n}-e2e.org`,
    password: PASSWORD,
  });
  await openSettings(page);
}

async function openSettings(page: Page) {
  await page.goto("/settings");
  await waitForHydration(page, '[data-testid="country-framework-form"]');
}

const card = (page: Page) => page.getByTestId("settings-card-framework");
const sourceTab = (page: Page, name: RegExp) => card(page).getByRole("tab", { name });
const sourcePanel = (page: Page, name: RegExp) => card(page).getByRole("tabpanel", { name });
const TAB = {
  country: /^Country Framework/,
  multilateral: /^Multilateral & IFIs/,
  bilateral: /^Bilateral & Global/,
  other: /^Other \(Custom\)/,
};

/** A sonner toast with this title and description. */
function toast(page: Page, title: string, description: string): Locator {
  return page
    .locator("[data-sonner-toast]")
    .filter({ hasText: title })
    .filter({ hasText: description })
    .first();
}

async function openGuidelines(panel: Locator) {
  await panel.getByRole("button", { name: /Guidelines & References/ }).click();
  await expect(panel.getByRole("heading", { name: "Add Link" })).toBeVisible();
}

async function showLibrary(page: Page) {
  await card(page).getByRole("tab", { name: "Guidelines Library" }).click();
  return page.getByTestId("guidelines-library");
}

async function frameworkViews(page: Page): Promise<FrameworkSettingView[]> {
  const response = await page.request.get("/api/settings/framework");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { frameworkSettings: FrameworkSettingView[] }).frameworkSettings;
}

async function makePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

test.describe("procurement framework defaults", () => {
  test("each framework type shows its hints first, then saves; a reload shows the saved values", async ({
    page,
  }) => {
    await frameworkUser(page);
    await expect(card(page).getByRole("heading", { name: "Procurement Framework Defaults" })).toBeVisible();
    for (const name of Object.values(TAB)) await expect(sourceTab(page, name)).toBeVisible();

    // Country: a country is required; the list can be filtered.
    const country = sourcePanel(page, TAB.country);
    await country.getByRole("button", { name: "Save Country Framework" }).click();
    await expect(country.getByText("Please select a country.")).toBeVisible();
    await expect(country.getByLabel(/^Country/)).toHaveAttribute("aria-invalid", "true");
    await country.getByLabel("Search countries").fill("keny");
    await expect(country.getByLabel(/^Country/).locator("option")).toHaveText(["Select a country", "Kenya"]);
    await country.getByLabel(/^Country/).selectOption("KE");
    await expect(country.getByText("Please select a country.")).toHaveCount(0);
    // 'Save failed' with the server's message, or the fallback when there is none.
    const failure = {
      ok: false,
      error: { code: "service_unavailable", message: "The settings service is down." },
    };
    await page.route("**/api/settings/framework", (route) => route.fulfill({ status: 503, json: failure }));
    await country.getByRole("button", { name: "Save Country Framework" }).click();
    await expect(toast(page, "Save failed", "The settings service is down.")).toBeVisible();
    await page.unroute("**/api/settings/framework");
    await page.route("**/api/settings/framework", (route) => route.abort());
    await country.getByRole("button", { name: "Save Country Framework" }).click();
    await expect(toast(page, "Save failed", "Failed to save framework settings")).toBeVisible();
    await page.unroute("**/api/settings/framework");
    // 'Saving...' and disabled while the request runs.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/settings/framework", async (route) => {
      if (route.request().method() === "POST") await gate;
      await route.continue();
    });
    await country.getByRole("button", { name: "Save Country Framework" }).click();
    await expect(country.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(
      toast(page, "Framework saved", "Country Framework settings have been saved successfully."),
    ).toBeVisible();
    await page.unroute("**/api/settings/framework");

    // Multilateral: IFI and country.
    await sourceTab(page, TAB.multilateral).click();
    const multilateral = sourcePanel(page, TAB.multilateral);
    await multilateral.getByRole("button", { name: "Save Multilateral & IFIs" }).click();
    await expect(multilateral.getByText("Please select an IFI.")).toBeVisible();
    await expect(multilateral.getByText("Please select a country.")).toBeVisible();
    await expect(multilateral.getByLabel(/^Multilateral institution/).locator("option")).toHaveCount(10); // 9 + placeholder
    await multilateral.getByLabel(/^Multilateral institution/).selectOption("WB");
    await multilateral.getByRole("button", { name: "Save Multilateral & IFIs" }).click();
    await expect(multilateral.getByText("Please select an IFI.")).toHaveCount(0);
    await expect(multilateral.getByText("Please select a country.")).toBeVisible();
    await multilateral.getByLabel(/^Country/).selectOption("UG");
    await multilateral.getByRole("button", { name: "Save Multilateral & IFIs" }).click();
    await expect(
      toast(page, "Framework saved", "Multilateral & IFIs settings have been saved successfully."),
    ).toBeVisible();

    // Bilateral: a provider.
    await sourceTab(page, TAB.bilateral).click();
    const bilateral = sourcePanel(page, TAB.bilateral);
    await bilateral.getByRole("button", { name: "Save Bilateral & Global" }).click();
    await expect(bilateral.getByText("Please select a bilateral/global body.")).toBeVisible();
    await expect(bilateral.getByLabel(/^Bilateral or global body/).locator("option")).toHaveCount(20); // 19 + placeholder
    await bilateral.getByLabel(/^Bilateral or global body/).selectOption("GIZ");
    await bilateral.getByRole("button", { name: "Save Bilateral & Global" }).click();
    await expect(
      toast(page, "Framework saved", "Bilateral & Global settings have been saved successfully."),
    ).toBeVisible();

    // Other: organization name; the guidelines URL is optional but must be valid.
    await sourceTab(page, TAB.other).click();
    const other = sourcePanel(page, TAB.other);
    await other.getByLabel(/^Organization name/).fill("Health Ministry Procurement Unit");
    await other.getByLabel("Guidelines URL").fill("not a url");
    await other.getByRole("button", { name: "Save Other (Custom)" }).click();
    await expect(other.getByText("Please enter a valid URL")).toBeVisible();
    await other.getByLabel("Guidelines URL").fill("https://health.example.org/procurement");
    await other.getByRole("button", { name: "Save Other (Custom)" }).click();
    await expect(
      toast(page, "Framework saved", "Other (Custom) settings have been saved successfully."),
    ).toBeVisible();

    await openSettings(page);
    await expect(sourcePanel(page, TAB.country).getByLabel(/^Country/)).toHaveValue("KE");
    await sourceTab(page, TAB.multilateral).click();
    await expect(sourcePanel(page, TAB.multilateral).getByLabel(/^Multilateral institution/)).toHaveValue(
      "WB",
    );
    await expect(sourcePanel(page, TAB.multilateral).getByLabel(/^Country/)).toHaveValue("UG");
    await sourceTab(page, TAB.bilateral).click();
    await expect(sourcePanel(page, TAB.bilateral).getByLabel(/^Bilateral or global body/)).toHaveValue("GIZ");
    await sourceTab(page, TAB.other).click();
    await expect(sourcePanel(page, TAB.other).getByLabel(/^Organization name/)).toHaveValue(
      "Health Ministry Procurement Unit",
    );
    await expect(sourcePanel(page, TAB.other).getByLabel("Guidelines URL")).toHaveValue(
      "https://health.example.org/procurement",
    );
  });

  test("adds a link with tags (Enter, comma, Backspace, at most 10), edits it inline and lists it in the library", async ({
    page,
  }) => {
    await frameworkUser(page);
    const panel = sourcePanel(page, TAB.country);
    await openGuidelines(panel);
    const form = panel.getByTestId("country-add-link");
    await form.getByRole("button", { name: "Add Link" }).click();
    await expect(form.getByText("Title is required.")).toBeVisible();
    await expect(form.getByText("URL is required.")).toBeVisible();

    await form.getByLabel(/^Title/).fill("Public Procurement Act 2015");
    await form.getByLabel(/^URL/).fill("https://ppra.example.go.ke/act");
    const tags = form.getByLabel("Tags");
    const chips = form.getByTestId("tag-chip");
    await tags.fill("  Procurement LAW ");
    await tags.press("Enter");
    await tags.pressSequentially("kenya,");
    await tags.pressSequentially("KENYA");
    await tags.press("Enter"); // a duplicate is ignored
    await expect(chips).toHaveText(["procurement law", "kenya"]);
    await tags.press("Backspace");
    await expect(chips).toHaveText(["procurement law"]);
    await tags.pressSequentially("t2,t3,t4,t5,t6,t7,t8,t9,t10,");
    await expect(chips).toHaveCount(10);
    await tags.pressSequentially("eleven");
    await tags.press("Enter");
    await expect(form.getByText("Maximum 10 tags allowed")).toBeVisible();
    await expect(chips).toHaveCount(10);
    await form.getByRole("button", { name: "Remove tag t10" }).click();
    await expect(form.getByText("Maximum 10 tags allowed")).toHaveCount(0);
    await form.getByLabel("Notes").fill("Main act; check the 2020 amendments.");
    await form.getByRole("button", { name: "Add Link" }).click();
    await expect(
      toast(page, "Link added", "Public Procurement Act 2015 has been added to your guidelines."),
    ).toBeVisible();
    await expect(form.getByLabel(/^Title/)).toHaveValue("");
    await expect(sourceTab(page, TAB.country)).toHaveAccessibleName(/Country Framework\s*1 guideline item/);

    const item = panel.getByTestId("reference-item").filter({ hasText: "Public Procurement Act 2015" });
    await expect(item).toContainText("procurement law");
    await item.getByRole("button", { name: "Edit Public Procurement Act 2015" }).click();
    const edit = panel.getByTestId("reference-edit");
    await edit.getByLabel(/^Title/).fill("Public Procurement and Asset Disposal Act");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(
      toast(page, "Reference saved", "Public Procurement and Asset Disposal Act has been updated."),
    ).toBeVisible();
    await expect(panel.getByTestId("reference-item")).toHaveCount(1);
    await panel.getByRole("button", { name: "Edit Public Procurement and Asset Disposal Act" }).click();
    await panel.getByTestId("reference-edit").getByRole("button", { name: "Cancel" }).click();
    await expect(panel.getByTestId("reference-edit")).toHaveCount(0);

    const library = await showLibrary(page);
    await expect(library.getByTestId("library-count")).toHaveText("1 of 1 references");
    const visit = library.getByRole("link", {
      name: "Visit Public Procurement and Asset Disposal Act (opens in a new tab)",
    });
    await expect(visit).toHaveAttribute("href", "https://ppra.example.go.ke/act");
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("uploads a PDF with progress, shows its size and indexing, and refuses unsupported or too large files", async ({
    page,
  }) => {
    await frameworkUser(page);
    await sourceTab(page, TAB.bilateral).click();
    const panel = sourcePanel(page, TAB.bilateral);
    await openGuidelines(panel);
    const input = panel.getByLabel("Choose files");

    // Both files are made inside the page and set as the picker would: sent through Playwright's protocol, the
    // 25 MB file alone took most of this test's 23 s (base64 over a busy machine).
    await input.evaluate(
      (element, tooLarge) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(["MZ"], "tool.exe", { type: "application/octet-stream" }));
        transfer.items.add(
          new File([new Uint8Array(tooLarge).fill(0x20)], "huge.pdf", { type: "application/pdf" }),
        );
        (element as HTMLInputElement).files = transfer.files;
        element.dispatchEvent(new Event("change", { bubbles: true }));
      },
      25 * 1024 * 1024 + 1,
    );
    const rejected = panel.getByTestId("bilateral-rejected");
    await expect(rejected).toContainText(`File tool.exe has unsupported format. Allowed: ${ALLOWED}`);
    await expect(rejected).toContainText("File huge.pdf is too large. Maximum size is 25MB.");
    await expect(panel.getByTestId("upload-item")).toHaveCount(0);

    // Hold the confirmation step to see the row at 25 %.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/settings/uploads/*/complete", async (route) => {
      await gate;
      await route.continue();
    });
    const pdf = await makePdf("GIZ procurement guidelines: open tender above EUR 50,000.");
    await input.setInputFiles({ name: "giz-guidelines.pdf", mimeType: "application/pdf", buffer: pdf });
    const progress = panel.getByRole("progressbar", { name: "Upload of giz-guidelines.pdf" });
    await expect(progress).toHaveAttribute("aria-valuenow", "25");
    await expect(panel.getByTestId("upload-item")).toHaveAttribute("data-status", "uploading");
    release();
    await expect(
      toast(page, "File uploaded successfully", "giz-guidelines.pdf has been added to your guidelines."),
    ).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(panel.getByTestId("upload-item")).toHaveAttribute("data-status", "success");
    await expect(panel.getByTestId("upload-item")).toHaveCount(0, { timeout: 6000 }); // cleared 3 s after the batch

    const item = panel.getByTestId("reference-item").filter({ hasText: "giz-guidelines.pdf" });
    await expect(item.getByTestId("file-size")).toHaveText(formatFileSize(pdf.length));
    await expect(item.getByTestId("extraction-status")).toHaveText("Indexed for search", { timeout: 20_000 });
    await expect(sourceTab(page, TAB.bilateral)).toHaveAccessibleName(/1 guideline item/);

    // Bytes that are not what the name says are refused at the confirmation step (422).
    await input.setInputFiles({
      name: "renamed.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\u0090 not a pdf at all"),
    });
    await expect(
      toast(page, "Upload failed", "Failed to upload renamed.pdf. Please try again."),
    ).toBeVisible();
    await expect(panel.getByTestId("upload-item").filter({ hasText: "renamed.pdf" })).toHaveAttribute(
      "data-status",
      "error",
    );

    // Drag and drop works as well.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["item,price\ncement,12\n"], "prices.csv", { type: "text/csv" }));
      return transfer;
    });
    await panel.getByTestId("bilateral-dropzone").dispatchEvent("drop", { dataTransfer: dropped });
    await expect(
      toast(page, "File uploaded successfully", "prices.csv has been added to your guidelines."),
    ).toBeVisible();
    await expect(sourceTab(page, TAB.bilateral)).toHaveAccessibleName(/2 guideline items/);

    const library = await showLibrary(page);
    await expect(library.getByTestId("library-count")).toHaveText("2 of 2 references");
    const row = library.getByTestId("library-item").filter({ hasText: "giz-guidelines.pdf" });
    await expect(row.getByTestId("file-size")).toHaveText(formatFileSize(pdf.length));
    const preview = row.getByRole("link", { name: "Preview giz-guidelines.pdf (opens in a new tab)" });
    await expect(preview).toHaveAttribute("href", /\/api\/settings\/guidelines\/[\w-]+\/file\?inline=1$/);
    const download = row.getByRole("link", { name: "Download giz-guidelines.pdf" });
    const fetched = await page.request.get((await download.getAttribute("href"))!);
    expect(fetched.status()).toBe(200);
    expect(Buffer.from(await fetched.body()).equals(pdf)).toBe(true);
  });

  test("Seed Demo Data fills every source; the library searches, filters, counts and clears", async ({
    page,
  }) => {
    await frameworkUser(page);
    const library = await showLibrary(page);
    await expect(library.getByTestId("library-empty")).toContainText("No guidelines yet");
    await library.getByRole("link", { name: "Go to Framework Sources" }).click();
    await expect(card(page).getByRole("tab", { name: "Framework Sources" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await showLibrary(page);
    await library.getByRole("button", { name: "Seed Demo Data" }).click();
    await expect(
      toast(
        page,
        "Demo data loaded",
        "Sample guidelines and references have been added to all framework sources.",
      ),
    ).toBeVisible();
    await expect(library.getByRole("button", { name: "Seed Demo Data" })).toHaveCount(0);

    const views = await frameworkViews(page);
    const refs = allRefs(views);
    const counts = guidelineCounts(views);
    for (const source of Object.keys(TAB) as (keyof typeof TAB)[]) {
      expect(counts[source], `demo references for ${source}`).toBeGreaterThan(0);
      await expect(card(page).getByTestId(`framework-count-${source}`)).toHaveText(String(counts[source]));
    }
    const count = library.getByTestId("library-count");
    const expectCount = async (filters: LibraryFilters) =>
      expect(count).toHaveText(
        `${refs.filter((ref) => matchesLibraryFilters(ref, filters)).length} of ${refs.length} references`,
      );
    await expectCount(NO_FILTERS);
    await expect(library.getByTestId("library-item")).toHaveCount(refs.length);

    // Search by a word of the first reference's title.
    const word = refs[0]!.title
      .split(/\s+/)
      .find((part) => part.length > 4)!
      .toLowerCase();
    await library.getByLabel("Search references").fill(word);
    await expectCount({ ...NO_FILTERS, search: word });
    await library.getByLabel("Search references").fill("");

    // Filters: a type, a source, a tag; the badge counts them.
    await library.getByTestId("library-filters").click();
    const popover = page.getByRole("dialog", { name: "Filters" });
    await popover.getByLabel("Links", { exact: true }).check();
    await popover.getByLabel("Country Framework", { exact: true }).check();
    await expect(page.getByTestId("library-filter-count")).toHaveText("2");
    await expectCount({ ...NO_FILTERS, types: ["link"], sources: ["country"] });
    const tag = refs.find((ref) => ref.source === "country" && ref.kind === "link" && ref.tags.length)
      ?.tags[0];
    if (tag) {
      await popover.getByRole("group", { name: "Tags" }).getByLabel(tag, { exact: true }).check();
      await expect(page.getByTestId("library-filter-count")).toHaveText("3");
      await expectCount({ ...NO_FILTERS, types: ["link"], sources: ["country"], tags: [tag] });
    }
    await page.keyboard.press("Escape");
    await expect(popover).toHaveCount(0);

    await library.getByLabel("Search references").fill("zzz-nothing-matches");
    await expect(library.getByText("No results found")).toBeVisible();
    await expect(count).toHaveText(`0 of ${refs.length} references`);
    await library.getByTestId("library-no-results").getByRole("button", { name: "Clear Filters" }).click();
    await expectCount(NO_FILTERS);
    await expect(page.getByTestId("library-filter-count")).toHaveCount(0);
    await expect(library.getByLabel("Search references")).toHaveValue("");
  });

  test("copies a link, deletes a reference after confirmation, and resets a tab with its references", async ({
    page,
    context,
  }) => {
    await frameworkUser(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const library = await showLibrary(page);
    await library.getByRole("button", { name: "Seed Demo Data" }).click();
    await expect(toast(page, "Demo data loaded", "Sample guidelines")).toBeVisible();
    const views = await frameworkViews(page);
    const total = allRefs(views).length;
    const first = allRefs(views).find((ref) => ref.kind === "link")!;

    const row = library.getByTestId("library-item").filter({ hasText: first.title }).first();
    await row.getByRole("button", { name: `Copy link to ${first.title}` }).click();
    await expect(
      toast(page, "Copied to clipboard", `${first.title} has been copied to your clipboard.`),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.url);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await row.getByRole("button", { name: `Copy link to ${first.title}` }).click();
    await expect(toast(page, "Copy failed", "Failed to copy to clipboard. Please try again.")).toBeVisible();

    await row.getByRole("button", { name: `Delete ${first.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this reference?" });
    await expect(dialog).toContainText(`${first.title} will be removed from your guidelines.`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(library.getByTestId("library-count")).toHaveText(`${total} of ${total} references`);
    await row.getByRole("button", { name: `Delete ${first.title}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(
      toast(page, "Reference deleted", `${first.title} has been removed from your guidelines.`),
    ).toBeVisible();
    await expect(library.getByTestId("library-count")).toHaveText(`${total - 1} of ${total - 1} references`);
    expect(allRefs(await frameworkViews(page)).some((ref) => ref.id === first.id)).toBe(false);

    // Reset a tab: the confirmation says its references go too.
    await card(page).getByRole("tab", { name: "Framework Sources" }).click();
    await sourceTab(page, TAB.multilateral).click();
    const panel = sourcePanel(page, TAB.multilateral);
    const before = guidelineCounts(await frameworkViews(page)).multilateral;
    await panel.getByRole("button", { name: "Reset", exact: true }).click();
    const reset = page.getByRole("alertdialog", { name: "Reset Multilateral & IFIs?" });
    await expect(reset).toContainText(
      `also deletes its ${before} guideline reference${before === 1 ? "" : "s"}, links and uploaded files alike.`,
    );
    await reset.getByRole("button", { name: "Reset" }).click();
    await expect(
      toast(page, "Framework reset", "Multilateral & IFIs has been reset to defaults."),
    ).toBeVisible();
    await expect(card(page).getByTestId("framework-count-multilateral")).toHaveText("0");
    await expect(panel.getByLabel(/^Multilateral institution/)).toHaveValue("");
    const after = await frameworkViews(page);
    expect(after.some((view) => view.source === "multilateral")).toBe(false);
    expect(allRefs(after)).toHaveLength(total - 1 - before);
  });

  test("axe finds no serious problems in the card's tabs, panel, filters and dialogs, light and dark", async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000); // six full-page scans
    await frameworkUser(page);
    const library = await showLibrary(page);
    await library.getByRole("button", { name: "Seed Demo Data" }).click();
    await expect(toast(page, "Demo data loaded", "Sample guidelines")).toBeVisible();
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await openSettings(page);
      await openGuidelines(sourcePanel(page, TAB.country));
      await sourcePanel(page, TAB.country).getByRole("button", { name: "Save Country Framework" }).click();
      await waitForFontsAndAnimations(page);
      const sources = await scanA11y(page, testInfo);
      expect(sources.blocking, `${theme} sources:\n${formatViolations(sources.blocking)}`).toEqual([]);

      await showLibrary(page);
      await page.getByTestId("library-filters").click();
      await page.getByRole("dialog", { name: "Filters" }).getByLabel("Links", { exact: true }).check();
      await waitForFontsAndAnimations(page);
      const filters = await scanA11y(page, testInfo);
      expect(filters.blocking, `${theme} filters:\n${formatViolations(filters.blocking)}`).toEqual([]);
      await page.keyboard.press("Escape");

      await page
        .getByTestId("library-item")
        .first()
        .getByRole("button", { name: /^Delete / })
        .click();
      await waitForFontsAndAnimations(page);
      const dialog = await scanA11y(page, testInfo);
      expect(dialog.blocking, `${theme} dialog:\n${formatViolations(dialog.blocking)}`).toEqual([]);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    }
  });
});
