import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import common from "@/messages/en/common.json";
import home from "@/messages/en/home.json";
import review from "@/messages/en/review.json";
import services from "@/messages/en/services.json";
import settings from "@/messages/en/settings.json";
import { CLUSTERS, TOOLS, getTool } from "@/lib/catalogue";
import { isRunnable } from "@/modules/tools/lib/engines";
import { clampStep, tourKeyTarget } from "@/modules/marketing/components/landing/tour-model";

// The server's translator over the real messages: a missing key or argument throws and fails the test.
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: "en",
      messages: { common, home, review, services, settings },
      namespace: namespace as never,
      onError: (error) => {
        throw error;
      },
    }),
}));

const { productTourProps, TOUR_STEP_KEYS } = await import("@/modules/marketing/components/landing/tour-data");
const { default: TourDialog } = await import("@/modules/marketing/components/landing/tour-dialog");
const { TourScreenView } = await import("@/modules/marketing/components/landing/tour-screens");

describe("tour keyboard model", () => {
  it("moves one step with the arrow keys and stops at both ends", () => {
    expect(tourKeyTarget("ArrowRight", 0, 7)).toBe(1);
    expect(tourKeyTarget("ArrowRight", 6, 7)).toBe(6);
    expect(tourKeyTarget("ArrowLeft", 3, 7)).toBe(2);
    expect(tourKeyTarget("ArrowLeft", 0, 7)).toBe(0);
  });
  it("jumps to the first and last step with Home and End", () => {
    expect(tourKeyTarget("Home", 5, 7)).toBe(0);
    expect(tourKeyTarget("End", 1, 7)).toBe(6);
  });
  it("leaves every other key alone (Tab, Enter, Escape keep their native meaning)", () => {
    for (const key of ["Tab", "Enter", " ", "Escape", "ArrowUp", "a"])
      expect(tourKeyTarget(key, 2, 7)).toBeNull();
  });
  it("keeps a requested step inside the tour", () => {
    expect(clampStep(-1, 7)).toBe(0);
    expect(clampStep(9, 7)).toBe(6);
    expect(clampStep(0, 0)).toBe(0);
  });
});

describe("tour steps from the product's own data", async () => {
  const { steps, texts } = await productTourProps();
  const byKey = Object.fromEntries(TOUR_STEP_KEYS.map((key, index) => [key, steps[index]!]));

  it("has seven steps, each with a screen, an 'n of N' label and an accessible name", () => {
    expect(steps).toHaveLength(7);
    expect(texts.stepLabels).toEqual(steps.map((_, index) => `Step ${index + 1} of 7`));
    expect(texts.screenLabels[0]).toBe("Create your account: illustration of the /signup page");
    expect(steps.map((step) => step.screen.path)).toEqual([
      "/signup",
      "/settings",
      "/services",
      "/services/solicitation_compliance_review",
      "/services/solicitation_compliance_review",
      "/review/queue",
      "/services/solicitation_compliance_review",
    ]);
  });

  it("shows the hub's real clusters and tool counts, and says how many tools there are", () => {
    const cards = byKey.hub!.screen.blocks.find((block) => block.type === "cards");
    expect(cards?.type === "cards" && cards.items).toEqual(
      CLUSTERS.map((cluster) => ({
        title: cluster.title,
        meta: `${cluster.tools.length} tool${cluster.tools.length === 1 ? "" : "s"}`,
      })),
    );
    expect(byKey.hub!.body).toContain(`${TOOLS.length} tools`);
  });

  it("runs a tool that exists and runs, with its own inputs and attachment groups", () => {
    const tool = getTool("solicitation_compliance_review");
    expect(isRunnable(tool.id)).toBe(true);
    const screen = byKey.tool!.screen;
    expect(screen.heading).toBe(tool.title);
    const fields = screen.blocks.find((block) => block.type === "fields");
    expect(fields?.type === "fields" && fields.items.map((field) => field.label)).toEqual(
      tool.inputs.slice(0, 5).map((input) => input.label),
    );
    // The framework comes from Settings, as on the real page; the other fields are still empty.
    expect(fields?.type === "fields" && fields.items[0]).toEqual({
      label: "Procurement framework",
      value: "Kenya (Country Framework)",
    });
    const groups = screen.blocks.find((block) => block.type === "cards");
    expect(groups?.type === "cards" && groups.items.map((group) => group.title)).toEqual(
      tool.attachmentGroups.map((group) => group.title),
    );
  });

  it("uses the real screens' labels (sign-up, framework tabs, queue, exports)", () => {
    const text = (key: string) => JSON.stringify(byKey[key]!.screen);
    expect(text("signup")).toContain("Create your Procuros account");
    expect(text("settings")).toContain("Multilateral & IFIs");
    expect(text("settings")).toContain("Save Country Framework");
    expect(text("queue")).toContain("Return for Revision");
    expect(text("export")).toContain("Download DOCX");
    expect(text("export")).toContain("Dry run (prepare without sending)");
  });

  it("renders the dialog on step 1: indicator, title, screen, Back disabled, Next and Close", () => {
    const html = renderToStaticMarkup(
      createElement(TourDialog, { open: false, steps, texts, onClose: () => undefined }),
    );
    expect(html).toContain('aria-labelledby="tour-title"');
    expect(html).toContain(">Step 1 of 7<");
    expect(html).toContain(">Create your account<");
    expect(html).toContain('role="img" aria-label="Create your account: illustration of the /signup page"');
    expect(html).toMatch(/<button type="button" aria-disabled="true"[^>]*>.*Back<\/button>/);
    expect(html).toContain(">Next<");
    expect(html).toContain('aria-label="Close tour"');
    expect(html).not.toContain(">Open Assistant<");
  });

  it("draws every screen as a picture with nothing focusable inside", () => {
    for (const [index, step] of steps.entries()) {
      const html = renderToStaticMarkup(
        createElement(TourScreenView, { screen: step.screen, label: texts.screenLabels[index]! }),
      );
      expect(html, step.title).toContain(`data-path="${step.screen.path}"`);
      expect(html, step.title).toContain(step.screen.heading.replace(/&/g, "&amp;"));
      expect(html, step.title).not.toMatch(/<(button|a|input|select|textarea)\b|tabindex=/);
    }
  });
});
