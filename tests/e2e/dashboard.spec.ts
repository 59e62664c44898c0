import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signUpActive, summaryValue, unique, waitForHydration, type Role } from "./helpers";

// Each test signs up a fresh user; its own client address keeps this file clear of the sign-up throttle.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

async function dashboardUser(page: Page, role: Role = "practitioner") {
  const n = unique();
  await signUpActive(page, {
    name: "Dana Dashboard",
    email: `dana-${n}@dash${n}-e2e.org`,
    password: PASSWORD,
    role,
  });
  await waitForHydration(page, '[role="combobox"]');
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search tools" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Matching tools" });
const toolbox = (page: Page) => page.getByTestId("role-toolbox");

test.describe("signed-in home", () => {
  test("shows the four sections and the account summary", async ({ page }) => {
    await dashboardUser(page, "supplier");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Dana Dashboard" })).toBeVisible();
    for (const name of ["Search Tools", "Quick Access", "Role Toolbox", "Explore by Task"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(summaryValue(page, "Role")).toHaveText("Supplier / Bidder");
    await expect(page.getByTestId("recent-tools-empty")).toHaveText("Tools you open will appear here.");
    await expect(page.getByTestId("favorite-tools-empty")).toBeVisible();
  });

  test("search keyboard flow: type, arrows, Enter opens the highlighted tool", async ({ page }) => {
    await dashboardUser(page);
    const box = searchBox(page);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("bid");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    // 9 tools match "bid"; the practitioner's two preferred ones come first.
    const options = suggestions(page).getByRole("option");
    await expect(options).toHaveCount(5);
    await expect(options.nth(0)).toContainText("Bid Document Customization");
    await expect(options.nth(1)).toContainText("Bid / Proposal Self-Check");
    await expect(page.getByText("Showing top 5 results")).toBeVisible();

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(1).getAttribute("id")) ?? "missing",
    );
    await box.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await box.press("Enter");
    // The hub's ?tool= hands over to the tool page once it exists.
    await expect(page).toHaveURL(/\/services(\/bid_proposal_self_check|\?tool=bid_proposal_self_check)/);
  });

  test("Escape and blur close the suggestions; typing opens them again", async ({ page }) => {
    await dashboardUser(page);
    const box = searchBox(page);
    await box.fill("evaluation");
    await expect(suggestions(page)).toBeVisible();
    await expect(suggestions(page).getByRole("option")).toHaveText([
      /Qualification & Evaluation Criteria/,
      /Evaluation Compliance Review/,
    ]);
    await expect(page.getByText("Showing top 5 results")).toHaveCount(0);
    await box.press("Escape");
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("evaluation");

    await box.press("Backspace");
    await expect(suggestions(page)).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(suggestions(page)).toBeHidden();
  });

  test("no result, did you mean, and off-topic messages", async ({ page }) => {
    await dashboardUser(page);
    const box = searchBox(page);
    await box.fill("zzz");
    const empty = page.getByTestId("tool-search-empty");
    await expect(empty).toContainText('No tools found for "zzz"');
    await expect(empty).toContainText('Try "bid", "evaluation" or "compliance"');
    await expect(empty.getByRole("button")).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");

    await box.fill("evalution");
    await expect(empty).toContainText('No tools found for "evalution"');
    await empty.getByRole("button", { name: 'Did you mean "evaluation"?' }).click();
    await expect(box).toHaveValue("evaluation");
    await expect(box).toBeFocused();
    await expect(suggestions(page).getByRole("option").first()).toContainText(
      "Qualification & Evaluation Criteria",
    );

    await box.fill("weather");
    await expect(empty).toContainText("This platform is focused on procurement tools");
    await expect(empty).not.toContainText("No tools found");
  });

  test("switching role changes the recommended tools and is saved", async ({ page }) => {
    await dashboardUser(page);
    const recommended = page.getByTestId("recommended-tools").getByRole("link");
    const practitioner = toolbox(page).getByRole("button", { name: "Practitioner (Buyer / Officer)" });
    const oversight = toolbox(page).getByRole("button", { name: "Oversight / Integrity" });
    await expect(practitioner).toHaveAttribute("aria-pressed", "true");
    await expect(recommended).toHaveCount(5);
    await expect(recommended.first()).toContainText("Framework & Rules Navigator");

    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/settings/preferences") && r.request().method() === "PUT",
    );
    await oversight.click();
    await expect(oversight).toHaveAttribute("aria-pressed", "true");
    await expect(practitioner).toHaveAttribute("aria-pressed", "false");
    expect((await saved).status()).toBe(200);
    await expect(recommended).toHaveCount(6);
    await expect(recommended.first()).toContainText("Solicitation Review");
    await expect(recommended.filter({ hasText: "Framework & Rules Navigator" })).toHaveCount(0);
    await expect(toolbox(page).getByText("Recommended for Oversight / Integrity")).toBeVisible();

    // The search bonus follows the role: as oversight, Evaluation Compliance Review (+10) comes first.
    await searchBox(page).fill("evaluation");
    await expect(suggestions(page).getByRole("option").first()).toContainText("Evaluation Compliance Review");

    await page.reload();
    await expect(toolbox(page).getByRole("button", { name: "Oversight / Integrity" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(summaryValue(page, "Role")).toHaveText("Oversight / Integrity");
  });

  test("task cards expand and collapse independently", async ({ page }) => {
    await dashboardUser(page);
    const draft = page.getByTestId("task-draft-document");
    const audit = page.getByTestId("task-run-audit");
    const draftToggle = draft.getByRole("button", { name: "Draft a document" });
    const auditToggle = audit.getByRole("button", { name: "Run audit" });
    await expect(draftToggle).toHaveAttribute("aria-expanded", "false");
    await expect(draft.getByText("When to use")).toBeHidden();

    await draftToggle.click();
    await expect(draftToggle).toHaveAttribute("aria-expanded", "true");
    await expect(draft.getByText("When to use")).toBeVisible();
    await expect(draft.getByRole("link", { name: "Specification / ToR Zero-Draft" })).toBeVisible();
    await expect(auditToggle).toHaveAttribute("aria-expanded", "false");

    await auditToggle.click();
    await expect(audit.getByRole("link", { name: "Audit Trail Exporter" })).toBeVisible();
    await expect(draftToggle).toHaveAttribute("aria-expanded", "true");

    await draftToggle.click();
    await expect(draft.getByText("When to use")).toBeHidden();
    await expect(auditToggle).toHaveAttribute("aria-expanded", "true");

    await audit.getByRole("link", { name: "Audit Trail Exporter" }).click();
    await expect(page).toHaveURL(/\/services(\/audit_trail_exporter|\?tool=audit_trail_exporter)/);
  });

  test("quick access lists recents and favorites, scrolling past three", async ({ page }) => {
    await dashboardUser(page);
    const favorites = [
      "framework_rules_navigator",
      "ipc_validation",
      "contract_management_plan",
      "bidder_due_diligence",
    ];
    expect((await page.request.put("/api/me/favorites", { data: { favorites } })).status()).toBe(200);
    for (const toolId of ["ipc_validation", "red_flag_monitoring"]) {
      expect((await page.request.post("/api/me/recents", { data: { toolId } })).status()).toBe(200);
    }
    await page.reload();
    const recent = page.getByTestId("recent-tools");
    await expect(recent.getByRole("link")).toHaveText([
      /Red Flag Monitoring/,
      /Payment Certificate \(IPC\) Validation/,
    ]);
    await expect(recent).not.toHaveAttribute("tabindex", "0");

    const favorite = page.getByTestId("favorite-tools");
    await expect(favorite.getByRole("link")).toHaveCount(4);
    await expect(favorite).toHaveAttribute("tabindex", "0");
    const overflow = await favorite.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(overflow).toBe(true);
    await expect(favorite.getByRole("link", { name: /Contract Management Plan/ })).toHaveAttribute(
      "href",
      "/services?tool=contract_management_plan",
    );
  });

  test("mobile layout keeps every section usable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await dashboardUser(page, "student");
    // The student has 6 recommended tools: all fit the mobile limit, so no 'View all'.
    await expect(page.getByTestId("recommended-tools").getByRole("link")).toHaveCount(6);
    await expect(toolbox(page).getByRole("link", { name: "View all" })).toHaveCount(0);
    const box = searchBox(page);
    await box.fill("payment");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/services(\/ipc_validation|\?tool=ipc_validation)/);
  });
});
