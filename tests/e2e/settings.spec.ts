import { expect, test, type Page } from "@playwright/test";
import { defaultTimezone } from "@/modules/settings/lib/time-zone-default";
import { PASSWORD, signIn, signUpActive, unique, waitForHydration, type Role } from "./helpers";

// This file signs up once per test (8 in all); its own client address keeps it clear of the run-wide sign-up throttle.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const DARK = /(^|\s)dark(\s|$)/;

/** A fresh admin of a fresh company domain, on /settings with the preference form hydrated. */
async function settingsUser(page: Page, role: Role = "practitioner") {
  const n = unique();
  const account = { name: "Sam Settings", email: `sam-${n}@settings${n}-e2e.org`, password: PASSWORD, role };
  await signUpActive(page, account);
  await openSettings(page);
  return account;
}

async function openSettings(page: Page) {
  await page.goto("/settings");
  await waitForHydration(page, '[data-testid="settings-form"]');
}

async function choose(page: Page, field: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: field })).toHaveText(option);
}

const card = (page: Page, id: string) => page.getByTestId(`settings-card-${id}`);
const saveButton = (page: Page) => page.getByRole("button", { name: /^(Save All Settings|Saving\.\.\.)$/ });

async function saveAll(page: Page) {
  await page.getByRole("button", { name: "Save All Settings" }).click();
  await expect(page.getByText("Settings Saved")).toBeVisible();
}

test.describe("settings and preferences page", () => {
  test("shows every card in order, with the page buttons", async ({ page }) => {
    await settingsUser(page);
    await expect(page.getByRole("heading", { level: 1, name: "Settings and Preferences" })).toBeVisible();
    const titles = [
      "Procurement Framework Defaults",
      "Email Configuration",
      "Profile Information",
      "Appearance",
      "Webhook Configuration",
      /^Members of /,
      "Your plan",
      "Automatic deletion",
    ];
    // Notifications, Privacy and Security and Integrations held only switches nothing read (issue 35).
    for (const gone of ["Notifications", "Privacy and Security", "Integrations"])
      await expect(page.getByRole("heading", { name: gone, exact: true })).toHaveCount(0);
    // In this order; the framework card may hold headings of its own between them.
    await expect(page.getByRole("heading", { name: "Your plan" })).toBeVisible();
    const headings = await page.locator("main h2").allTextContents();
    let from = 0;
    for (const title of titles) {
      const at = headings.findIndex(
        (text, index) => index >= from && (typeof title === "string" ? text === title : title.test(text)),
      );
      expect(at, `"${title}" after position ${from} in ${JSON.stringify(headings)}`).toBeGreaterThanOrEqual(
        from,
      );
      from = at + 1;
    }
    await expect(page.getByRole("button", { name: "Reset Procurement Defaults" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save All Settings" })).toBeEnabled();
    // Profile defaults: language en. The time zone is the browser's while the org has no country (issue 22: no
    // fixed UTC-5). The switches nothing read (analytics, auto sync, API access, ...) are gone (issue 35).
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveText(
      defaultTimezone({ browserZone }).timezone,
    );
    await expect(page.getByText(`Set from this browser (${browserZone})`)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveText("English");
    await expect(page.getByRole("switch", { name: "Dry run" })).not.toBeChecked();
    await expect(page.getByLabel("Email", { exact: true })).toHaveJSProperty("readOnly", true);
    await expect(
      card(page, "profile").getByText("This is the address you sign in with; it cannot be changed here."),
    ).toBeVisible();
    // Not verified yet: the profile says so and mails the link again on request.
    const verification = card(page, "profile").getByTestId("email-verification");
    await expect(verification).toHaveAttribute("data-verified", "false");
    await verification.getByRole("button", { name: "Resend verification email" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Verification email sent" }),
    ).toContainText("Open the link in it within 48 hours.");
  });

  test("Save All Settings shows Saving..., then Settings Saved, and a reload shows the saved values", async ({
    page,
  }) => {
    await settingsUser(page);
    await page.getByLabel(/^Full name/).fill("Samira Saved");
    await page.getByLabel("Department").fill("Procurement Unit");
    await page.getByLabel("Default To").fill("Buyer@Example.org ,  boss@example.org");
    await page.getByLabel("Default CC").fill("audit@example.org");
    await page.getByRole("switch", { name: "Dry run" }).click();
    await choose(page, "Time zone", "UTC+3");
    await page.getByLabel("Review webhook URL").fill("https://hooks.example.com/review");
    await page.getByLabel("Email webhook URL").fill("https://hooks.example.com/email");

    // Hold the answer back a moment so the saving state can be seen.
    await page.route("**/api/settings/preferences", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Save All Settings" }).click();
    await expect(saveButton(page)).toHaveText("Saving...");
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByText("Settings Saved")).toBeVisible();
    await expect(page.getByText("Your preferences have been updated successfully.")).toBeVisible();
    await expect(saveButton(page)).toHaveText("Save All Settings");
    await page.unroute("**/api/settings/preferences");

    await page.reload();
    await waitForHydration(page, '[data-testid="settings-form"]');
    await expect(page.getByLabel(/^Full name/)).toHaveValue("Samira Saved");
    await expect(page.getByLabel("Department")).toHaveValue("Procurement Unit");
    await expect(page.getByLabel("Default To")).toHaveValue("buyer@example.org, boss@example.org");
    await expect(page.getByLabel("Default CC")).toHaveValue("audit@example.org");
    await expect(page.getByRole("switch", { name: "Dry run" })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveText("UTC+3");
    await expect(page.getByLabel("Review webhook URL")).toHaveValue("https://hooks.example.com/review");
    await expect(page.getByLabel("Email webhook URL")).toHaveValue("https://hooks.example.com/email");
  });

  test("an invalid default To shows a field error and saves nothing", async ({ page }) => {
    await settingsUser(page);
    const puts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/api/settings/preferences"))
        puts.push(request.url());
    });
    await page.getByLabel("Department").fill("Should not be saved");
    await page.getByLabel("Default To").fill("buyer@example.org, not-an-address");
    await page.getByRole("button", { name: "Save All Settings" }).click();
    await expect(page.getByText("Validation Error")).toBeVisible();
    const error = card(page, "email").getByText("Enter valid email addresses separated by commas.");
    await expect(error).toBeVisible();
    await expect(page.getByLabel("Default To")).toHaveAttribute("aria-invalid", "true");
    expect(puts).toEqual([]);
    // The error clears when the field is edited.
    await page.getByLabel("Default To").fill("buyer@example.org");
    await expect(error).toHaveCount(0);

    await page.reload();
    await waitForHydration(page, '[data-testid="settings-form"]');
    await expect(page.getByLabel("Department")).toHaveValue("");
    await expect(page.getByLabel("Default To")).toHaveValue("");
  });

  test("a private webhook address is refused by the server with a field error", async ({ page }) => {
    await settingsUser(page);
    await page.getByLabel("Review webhook URL").fill("http://169.254.169.254/");
    await page.getByLabel("Email webhook URL").fill("https://10.0.0.5/hook");
    await page.getByRole("button", { name: "Save All Settings" }).click();
    await expect(page.getByText("Save failed")).toBeVisible();
    await expect(page.getByText(/^Failed to save settings: \S/)).toBeVisible();
    const message = "Enter an https:// address that is reachable on the internet.";
    await expect(card(page, "webhooks").getByText(message)).toHaveCount(2);
    await expect(page.getByLabel("Review webhook URL")).toHaveAttribute("aria-invalid", "true");

    await page.reload();
    await waitForHydration(page, '[data-testid="settings-form"]');
    await expect(page.getByLabel("Review webhook URL")).toHaveValue("");
    await expect(page.getByLabel("Email webhook URL")).toHaveValue("");
  });

  test("the role quiz suggests the highest-scoring role, and the role can still be changed by hand", async ({
    page,
  }) => {
    await settingsUser(page, "student");
    const role = page.getByRole("combobox", { name: /^Role/ });
    await expect(role).toHaveText("Student");
    const quiz = page.getByTestId("role-quiz");
    const suggest = quiz.getByRole("button", { name: "Suggest my role" });

    await page.getByRole("button", { name: "About roles" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText(
      "Your role tailors guidance, validations and available actions.",
    );
    await page.mouse.move(0, 0);

    await suggest.click(); // no answers: practitioner
    await expect(role).toHaveText("Practitioner (Buyer / Officer)");

    // 3 points for consultant (first question), 2 for oversight (second): consultant.
    await quiz.getByLabel("Advising clients or organisations on procurement").check();
    await quiz.getByLabel("Checking decisions for compliance and red flags").check();
    await suggest.click();
    await expect(role).toHaveText("Consultant / Advisor");
    await expect(quiz.getByRole("status")).toHaveText(
      "Suggested role: Consultant / Advisor. Save All Settings to keep it.",
    );

    // Oversight now has 3 + 2 = 5 against consultant's 3.
    await quiz.getByLabel("Reviewing, approving or auditing procurement decisions").check();
    await suggest.click();
    await expect(role).toHaveText("Oversight / Integrity");

    await choose(page, /^Role/, "Supplier / Bidder");
    await saveAll(page);
    await page.reload();
    await waitForHydration(page, '[data-testid="settings-form"]');
    await expect(role).toHaveText("Supplier / Bidder");
    await expect(page.getByTestId("settings-account")).toContainText("Supplier / Bidder");
  });

  test("the theme is applied on save and follows the account across reloads and browser contexts", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const account = await settingsUser(page);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(DARK);
    await choose(page, "Theme", "Dark");
    await expect(html).not.toHaveClass(DARK); // applied when saved, not on pick
    await saveAll(page);
    await expect(html).toHaveClass(DARK);
    await page.reload();
    await expect(html).toHaveClass(DARK);

    const other = await browser.newContext({ baseURL, colorScheme: "light" });
    try {
      const second = await other.newPage();
      await signIn(second, account.email, account.password, "/dashboard");
      await expect(second).toHaveURL(/\/dashboard$/);
      await expect(second.locator("html")).toHaveClass(DARK);
      // The header toggle stores the choice too: the first browser follows on its next load.
      await waitForHydration(second, '[data-testid="theme-toggle"]');
      const saved = second.waitForResponse(
        (r) => r.url().endsWith("/api/settings/preferences") && r.request().method() === "PUT",
      );
      await second.getByTestId("theme-toggle").click();
      await second.getByRole("menuitemradio", { name: "Light" }).click();
      expect((await saved).ok()).toBe(true);
      await expect(second.locator("html")).not.toHaveClass(DARK);
    } finally {
      await other.close();
    }
    await page.reload();
    await expect(html).not.toHaveClass(DARK);
    await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
    await waitForHydration(page, '[data-testid="settings-form"]');
    await expect(page.getByRole("combobox", { name: "Theme" })).toHaveText("Light");
  });

  test("Reset Procurement Defaults asks first, then clears the email defaults and the framework selection", async ({
    page,
  }) => {
    await settingsUser(page);
    await page.getByLabel("Department").fill("Works Unit");
    await page.getByLabel("Default To").fill("buyer@example.org");
    await page.getByLabel("Default CC").fill("audit@example.org");
    await page.getByRole("switch", { name: "Dry run" }).click();
    await saveAll(page);
    const put = await page.request.put("/api/settings/preferences", {
      data: { framework: { source: "country", countryCode: "KE" } },
    });
    expect(put.ok()).toBe(true);

    await page.getByRole("button", { name: "Reset Procurement Defaults" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Reset procurement defaults?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel("Default To")).toHaveValue("buyer@example.org");

    await page.getByRole("button", { name: "Reset Procurement Defaults" }).click();
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByText("Procurement defaults reset")).toBeVisible();
    await expect(page.getByLabel("Default To")).toHaveValue("");
    await expect(page.getByLabel("Default CC")).toHaveValue("");
    await expect(page.getByRole("switch", { name: "Dry run" })).not.toBeChecked();

    await page.reload();
    await waitForHydration(page, '[data-testid="settings-form"]');
    await expect(page.getByLabel("Default To")).toHaveValue("");
    await expect(page.getByRole("switch", { name: "Dry run" })).not.toBeChecked();
    await expect(page.getByLabel("Department")).toHaveValue("Works Unit");
    const body = await (await page.request.get("/api/settings/preferences")).json();
    expect(body.preferences).toMatchObject({
      defaultTo: "",
      defaultCc: "",
      dryRun: false,
      framework: { source: "country", countryCode: null },
    });
  });

  test("the help form's email is prefilled from the default To setting, else the account email", async ({
    page,
  }) => {
    const account = await settingsUser(page);
    await page.goto("/help");
    await expect(page.getByTestId("contact-form-help").getByLabel(/^Email/)).toHaveValue(account.email);

    await openSettings(page);
    await page.getByLabel("Default To").fill("desk@example.org, other@example.org");
    await saveAll(page);
    await page.goto("/help");
    await expect(page.getByTestId("contact-form-help").getByLabel(/^Email/)).toHaveValue("desk@example.org");
  });
});
