import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { unique } from "./helpers";

/** Collects the page's console.error messages from now on. */
function consoleErrors(page: Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") messages.push(message);
  });
  return messages;
}

test("unknown path shows the 404 page with links home and to services, and logs the missing path", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const path = `/no-such-page-${unique()}`;

  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/services");

  await expect
    .poll(() => errors.map((message) => message.text()))
    .toContainEqual(`404 Error: User attempted to access non-existent route: ${path}`);
});

test("error thrown while rendering shows the error screen with four ways out and logs the caught error", async ({
  page,
}) => {
  const errors = consoleErrors(page);

  await page.goto("/test/throw");
  const screen = page.locator("main[role=alert]");
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(
    screen.getByText("An unexpected error occurred. Please try one of the options below.", { exact: true }),
  ).toBeVisible();
  await expect(screen.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  await expect(screen.getByRole("link", { name: "Services", exact: true })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(screen.getByRole("link", { name: "Health Check", exact: true })).toHaveAttribute(
    "href",
    "/health",
  );
  await expect(screen.getByRole("button", { name: "Reload Page", exact: true })).toBeVisible();
  await expect(screen.getByRole("link")).toHaveCount(3);
  await expect(screen.getByRole("button")).toHaveCount(1);

  await expect
    .poll(() => errors.find((message) => message.text().includes("Caught application error")))
    .toBeTruthy();
  const logged = errors.find((message) => message.text().includes("Caught application error"))!;
  const details = (await logged.args()[1]!.jsonValue()) as Record<string, unknown>;
  expect(details).toMatchObject({ url: expect.stringContaining("/test/throw") });
  expect(typeof details.message).toBe("string");
  expect(typeof details.stack).toBe("string");
  expect(Number.isNaN(Date.parse(String(details.timestamp)))).toBe(false);

  // "Reload Page" reloads the same address (and the deliberate error shows again).
  await Promise.all([page.waitForEvent("load"), screen.getByRole("button", { name: "Reload Page" }).click()]);
  expect(new URL(page.url()).pathname).toBe("/test/throw");
  await expect(page.locator("main[role=alert]").getByRole("heading", { level: 1 })).toHaveText(
    "Something went wrong",
  );
});
