import { expect, type Locator, type Page } from "@playwright/test";

export const PASSWORD = "correct-horse-battery-staple";

/** A token unique to this run and call, for emails and company domains (the database lives for one run). */
export function unique(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 7)}`;
}

export type Role = "practitioner" | "oversight" | "consultant" | "supplier" | "student";
export type Plan = "starter" | "standard" | "professional";

export type Account = { name: string; email: string; password: string; role?: Role; plan?: Plan };

/**
 * Waits until React has hydrated the element: the forms submit through fetch and next-auth only once their
 * handlers are attached; a click before that would submit the native form instead.
 */
export async function waitForHydration(page: Page, selector = "form"): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, selector);
}

/** Fills and submits /signup; the caller asserts where that leads (the dashboard, or the pending notice). */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto(account.plan ? `/signup?plan=${account.plan}` : "/signup");
  await waitForHydration(page);
  await page.locator("#name").fill(account.name);
  await page.locator("#email").fill(account.email);
  await page.locator("#password").fill(account.password);
  if (account.role) await page.locator("#role").selectOption(account.role);
  if (account.plan) await expect(page.locator("#plan")).toHaveValue(account.plan);
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * Signs up through the form a user who becomes active at once (first user of a domain) and waits for the
 * dashboard: for the tests of sign-up itself and of a new user's first steps.
 */
export async function signUpThroughForm(page: Page, account: Account): Promise<void> {
  await signUp(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A signed-in user who is active at once (first user of a domain), on the dashboard, made through the same
 * endpoints the forms post to (sign-up, then next-auth's credentials sign-in) without loading the forms: every
 * test that needs a user but does not test sign-up itself. The browser context gets the session cookie.
 */
export async function signUpActive(page: Page, account: Account): Promise<void> {
  await createAccountViaApi(page, account);
  await signInViaApi(page, account.email, account.password);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** next-auth's credentials sign-in as the form's signIn() makes it; the session cookie lands in the context. */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { email, password, csrfToken, json: "true" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBeLessThan(400);
}

/** Fills and submits /signin (optionally with a callbackUrl); the caller asserts the outcome. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  callbackUrl?: string,
): Promise<void> {
  await page.goto(callbackUrl ? `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signin");
  await waitForHydration(page);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Creates an account straight through the API (no browser session), for tests that only need it to exist. */
export async function createAccountViaApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post("/api/auth/signup", {
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      role: account.role ?? "practitioner",
      plan: account.plan ?? "starter",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The value shown next to `label` in the dashboard's account summary. */
export function summaryValue(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page
    .getByTestId("account-summary")
    .locator("dt", { hasText: new RegExp(`^${escaped}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** The members-table row of one email on /settings. */
export function memberRow(page: Page, email: string): Locator {
  return page.getByTestId("members-table").locator("tbody tr", { hasText: email });
}

/** Saves a country framework for the signed-in user's org through the API (as the settings page does). */
export async function chooseCountryFramework(page: Page, countryCode: string): Promise<void> {
  const saved = await page.request.post("/api/settings/framework", {
    data: { frameworkSettings: [{ source: "country", country_code: countryCode }] },
  });
  expect(saved.status()).toBe(200);
}

/** A first user of a fresh domain (so an admin) with Kenya's framework: the tools have verified rules to cite. */
export async function signUpKenyanOfficer(page: Page, name: string, label: string): Promise<void> {
  const n = unique();
  const local = name.split(" ")[0]!.toLowerCase();
  await signUpActive(page, { name, email: `${local}-${n}@${label}${n}-e2e.org`, password: PASSWORD });
  await chooseCountryFramework(page, "KE");
}

/** Authorizes and runs the tool on the page; returns its result once shown. */
export async function authorizeAndRun(page: Page): Promise<Locator> {
  // Review tools say "Confirm & Authorize Review" / "Run Review"; drafting tools "Confirm & Authorize" / "Generate draft".
  await page.getByRole("button", { name: /^Confirm & Authorize( Review)?$/ }).click();
  await page.getByRole("button", { name: /^(Run Review|Generate draft)$/ }).click();
  const result = page.getByTestId("tool-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}
