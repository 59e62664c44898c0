import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signUpActive, unique, waitForHydration } from "./helpers";

async function chooseTheme(page: Page, label: "Light" | "Dark" | "System") {
  await page.getByTestId("theme-toggle").click();
  await page.getByRole("menuitemradio", { name: label }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
}

// The system preference is set opposite to the chosen theme each time, so only the stored choice can explain it.
test("chosen theme is applied to <html> and persists across reloads", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signUpActive(page, { name: "Theo Theme", email: `theo-${unique()}@gmail.com`, password: PASSWORD });
  const html = page.locator("html");

  await waitForHydration(page, '[data-testid="theme-toggle"]');
  await chooseTheme(page, "Dark");
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await waitForHydration(page, '[data-testid="theme-toggle"]');
  await page.getByTestId("theme-toggle").click();
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");

  await page.emulateMedia({ colorScheme: "dark" });
  await chooseTheme(page, "Light");
  await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await page.reload();
  await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});
