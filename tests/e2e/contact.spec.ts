import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signUp, unique, waitForHydration } from "./helpers";

// This file signs up once; its own client address keeps it clear of the run-wide sign-up throttle.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

type Outbox = {
  emails: { kind: string; to: string[]; subject: string; text: string; status: string }[];
  messages: {
    source: string;
    name: string | null;
    subject: string;
    message: string;
    organization: string | null;
    attachment: { filename: string; size: number } | null;
  }[];
};

async function outboxFor(page: Page, email: string): Promise<Outbox> {
  const response = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

// A PDF's structure, not only its magic (polyglots are refused): an xref table, the trailer, startxref and %%EOF.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer <<>>\nstartxref\n29\n%%EOF\n",
);

test.describe("contact page", () => {
  test("shows field errors with a validation toast, clears each on edit, then stores a valid message and queues its confirmation", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "24-hour response time" })).toBeVisible();
    const form = page.getByTestId("contact-form-contact");
    await waitForHydration(page, '[data-testid="contact-form-contact"]');

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Validation Error")).toBeVisible();
    await expect(page.getByText("Please fix the highlighted fields.")).toBeVisible();
    await expect(form.getByText("Name is required.")).toBeVisible();
    await expect(form.getByText("Valid email is required.")).toBeVisible();
    await expect(form.getByText("Message is required.")).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel(/^Name/).fill("Nadia Buyer");
    await expect(form.getByText("Name is required.")).toHaveCount(0);
    await expect(form.getByText("Valid email is required.")).toBeVisible();

    const email = `nadia-${unique()}@example.org`;
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Organization/).fill("Roads Authority");
    await form.getByLabel(/^Subject/).selectOption("Technical Support");
    await form.getByLabel(/^Message/).fill("Our evaluation report upload fails at 80%.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(
      page.getByText(
        "Thank you for contacting us. You'll receive a confirmation copy and we'll get back to you soon.",
      ),
    ).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue("");

    const outbox = await outboxFor(page, email);
    expect(outbox.messages).toEqual([
      {
        source: "contact",
        name: "Nadia Buyer",
        subject: "Technical Support",
        message: "Our evaluation report upload fails at 80%.",
        organization: "Roads Authority",
        attachment: null,
      },
    ]);
    // A fixed confirmation: nothing the sender typed is mailed back to the address they gave.
    expect(outbox.emails.map((mail) => [mail.kind, mail.subject, mail.status])).toEqual([
      ["contact_confirmation", "We received your message", "queued"],
    ]);
    expect(outbox.emails[0]!.text).not.toContain("Our evaluation report upload fails at 80%.");
  });

  test("the demo card preselects the Product Demo Request subject", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page, '[data-testid="contact-form-contact"]');
    await page.getByRole("link", { name: "Request a demo" }).click();
    await expect(page).toHaveURL(/subject=Product(\+|%20)Demo(\+|%20)Request#contact-form$/);
    await expect(page.getByTestId("contact-form-contact").getByLabel(/^Subject/)).toHaveValue(
      "Product Demo Request",
    );
  });
});

test("subscribing to the newsletter twice keeps one subscription", async ({ page }) => {
  await page.goto("/pricing");
  const form = page.getByTestId("newsletter-footer");
  await waitForHydration(page, '[data-testid="newsletter-footer"]');
  const email = `reader-${unique()}@example.org`;

  await form.getByLabel("Email address").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText("Valid email is required.");

  for (let i = 0; i < 2; i++) {
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you: you are subscribed.");
  }
  const count = await (
    await page.request.get(`/api/test/newsletter?email=${encodeURIComponent(email)}`)
  ).json();
  expect(count).toEqual({ count: 1 });
});

test("pricing calls to action carry the plan into sign-up, and the chosen plan shows in settings; help form and contact dialog send", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  const hrefs = {
    starter: "/signup",
    standard: "/signup?plan=standard",
    professional: "/signup?plan=professional",
    enterprise: "/contact",
  };
  for (const [plan, href] of Object.entries(hrefs)) {
    await expect(page.getByTestId(`plan-${plan}`).getByRole("link")).toHaveAttribute("href", href);
  }
  await expect(page.getByText("99.9% uptime promise")).toBeVisible();
  await expect(page.locator("details summary")).toHaveCount(4);

  await page.getByTestId("plan-professional").getByRole("link").click();
  await expect(page).toHaveURL(/\/signup\?plan=professional$/);
  const email = `pat-${unique()}@gmail.com`;
  await signUp(page, { name: "Pat Pro", email, password: PASSWORD, plan: "professional" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings");
  await expect(page.getByTestId("settings-plan")).toContainText("Professional");

  // Help page: the support form, prefilled with the account email.
  await page.goto("/help");
  await expect(page.locator("details summary")).toHaveCount(5);
  const help = page.getByTestId("contact-form-help");
  await waitForHydration(page, '[data-testid="contact-form-help"]');
  await expect(help.getByLabel(/^Email/)).toHaveValue(email);
  await help.getByLabel(/^Subject/).fill("Question about thresholds");
  await help.getByLabel(/^Message/).fill("Where do I set my framework?");
  await help.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();

  // Contact dialog with an attachment: a wrong type is refused in the browser, a PDF is sent.
  await page.getByRole("button", { name: "Contact support" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact support" });
  await expect(dialog).toBeVisible();
  const modal = dialog.getByTestId("contact-form-modal");
  await expect(modal.getByLabel(/^Name/)).toHaveValue("Pat Pro");
  await modal
    .getByLabel(/^Attachment/)
    .setInputFiles({ name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(
    modal.getByText("File tool.exe has unsupported format. Allowed: pdf, doc, docx, txt, png, jpg, jpeg"),
  ).toBeVisible();
  await modal
    .getByLabel(/^Attachment/)
    .setInputFiles({ name: "bid-report.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(modal.getByText(/unsupported format/)).toHaveCount(0);
  await modal.getByLabel(/^Subject/).fill("Evaluation report");
  await modal.getByLabel(/^Message/).fill("Please check the attached report.");
  await modal.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const outbox = await outboxFor(page, email);
  expect(
    outbox.messages.map((message) => [message.source, message.subject, message.attachment?.filename ?? null]),
  ).toEqual([
    ["help", "Question about thresholds", null],
    ["modal", "Evaluation report", "bid-report.pdf"],
  ]);
  // Two messages, one confirmation: at most one per address and day.
  expect(outbox.emails.filter((mail) => mail.kind === "contact_confirmation")).toHaveLength(1);
});
