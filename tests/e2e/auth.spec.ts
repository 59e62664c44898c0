import { expect, test } from "@playwright/test";
import {
  createAccountViaApi,
  memberRow,
  PASSWORD,
  signIn,
  signUp,
  signUpActive,
  signUpThroughForm,
  summaryValue,
  unique,
  waitForHydration,
} from "./helpers";

test.describe("sign-up, sign-in and sign-out", () => {
  test("first user of a company domain signs up as its admin, signs out, and signs in again to the callbackUrl", async ({
    page,
  }) => {
    const n = unique();
    const domain = `acme${n}-e2e.org`;
    const account = {
      name: "Ada Lovelace",
      email: `ada-${n}@${domain}`,
      password: PASSWORD,
      role: "oversight",
      plan: "professional",
    } as const;

    await signUpThroughForm(page, account);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada Lovelace");
    await expect(summaryValue(page, "Organisation")).toHaveText(domain);
    // The organisation's id is not shown to users; the summary says who is in the organisation instead.
    await expect(summaryValue(page, "Members")).toHaveText("1 active member");
    await expect(page.getByTestId("account-summary")).not.toContainText("Organisation id");
    await expect(summaryValue(page, "Role")).toHaveText("Oversight / Integrity");
    await expect(summaryValue(page, "Access")).toHaveText("Admin");
    await expect(summaryValue(page, "Plan")).toHaveText("Professional");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await waitForHydration(page, '[data-testid="user-menu"]');
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByTestId("user-menu")).toHaveCount(0);
    // Signed out for real: a protected page sends us to sign-in again.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard$/);

    await signIn(page, account.email, account.password, "/settings");
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings and Preferences");
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current", "page");
  });

  test("signed-out visit to a protected page redirects to sign-in with the full path and query as callbackUrl", async ({
    page,
  }) => {
    await page.goto("/settings?tab=x");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/signin");
    expect(url.searchParams.get("callbackUrl")).toBe("/settings?tab=x");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  });

  test("wrong password shows 'Invalid email or password.' and stays on the sign-in page", async ({
    page,
  }) => {
    const n = unique();
    const email = `grace-${n}@gmail.com`;
    await createAccountViaApi(page, { name: "Grace Hopper", email, password: PASSWORD });

    await signIn(page, email, `${PASSWORD}-wrong`);
    await expect(page.getByTestId("signin-error")).toHaveText("Invalid email or password.");
    expect(new URL(page.url()).pathname).toBe("/signin");
    await expect(page.getByTestId("user-menu")).toHaveCount(0);
    // The password never ends up in the address bar (the form submits through fetch, not natively).
    expect(page.url()).not.toContain(PASSWORD);
  });
});

test.describe("organisation membership approval", () => {
  test("second user of a domain waits as pending until the admin approves, then signs in as a Member", async ({
    page,
    browser,
    baseURL,
  }) => {
    const n = unique();
    const domain = `org${n}-e2e.com`;
    const admin = { name: "Alice Admin", email: `admin-${n}@${domain}`, password: PASSWORD };
    const member = {
      name: "Bob Member",
      email: `bob-${n}@${domain}`,
      password: PASSWORD,
      role: "consultant",
    } as const;

    // The admin's own sign-up is the first test's subject; here it only has to exist.
    await signUpActive(page, admin);
    await expect(summaryValue(page, "Access")).toHaveText("Admin");

    const memberContext = await browser.newContext({ baseURL });
    try {
      const memberPage = await memberContext.newPage();
      await signUp(memberPage, member);
      await expect(memberPage.getByTestId("signup-notice")).toHaveText(
        "Your account is created. An admin of your organisation must approve it before you can sign in.",
      );
      expect(new URL(memberPage.url()).pathname).toBe("/signup");

      await signIn(memberPage, member.email, member.password);
      await expect(memberPage.getByTestId("signin-error")).toHaveText(
        "Your request to join your organisation is waiting for an admin's approval.",
      );
      expect(new URL(memberPage.url()).pathname).toBe("/signin");

      await page.goto("/settings");
      // A click before React attaches the handlers is lost (CI once clicked Approve too early under load).
      await waitForHydration(page, '[data-testid="members-table"] button');
      const row = memberRow(page, member.email);
      await expect(row.locator("td")).toHaveText([
        member.name,
        member.email,
        "Member",
        "Pending",
        "",
        "ApproveReject",
      ]);
      await expect(memberRow(page, admin.email).locator("td")).toHaveText([
        admin.name,
        admin.email,
        "Admin",
        "Active",
        "All (admin)",
        "",
      ]);
      await expect(memberRow(page, admin.email).getByRole("button")).toHaveCount(0);
      await expect(row.getByRole("button", { name: "Reject" })).toBeVisible();
      await row.getByRole("button", { name: "Approve" }).click();
      await expect(page.getByText("Member approved")).toBeVisible();
      await expect(row.locator("td").nth(3)).toHaveText("Active");
      await expect(row.getByRole("button")).toHaveCount(0);
      // The decision is stored, not only shown.
      await page.reload();
      await expect(memberRow(page, member.email).locator("td").nth(3)).toHaveText("Active");

      await signIn(memberPage, member.email, member.password);
      await expect(memberPage).toHaveURL(/\/dashboard$/);
      await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("Welcome, Bob Member");
      await expect(summaryValue(memberPage, "Organisation")).toHaveText(domain);
      await expect(summaryValue(memberPage, "Role")).toHaveText("Consultant / Advisor");
      await expect(summaryValue(memberPage, "Access")).toHaveText("Member");
    } finally {
      await memberContext.close();
    }
  });
});
