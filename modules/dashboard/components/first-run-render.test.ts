import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import home from "@/messages/en/home.json";
import { firstRunComplete, firstRunSteps } from "@/modules/dashboard/lib/first-run";
import { FirstRunChecklist } from "./first-run-checklist";
import { WorkLinks } from "./work-links";

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, home });

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    ([, href, text]) => `${text} -> ${href}`,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the dashboard links to the work", () => {
  it("links Activities, Review and the Review Queue for a reviewer", () => {
    expect(links(render(createElement(WorkLinks, { canReview: true })))).toEqual([
      "Activities -> /activities",
      "Review -> /review",
      "Review Queue -> /review/queue",
    ]);
  });

  it("leaves the queue out for a member who may not review", () => {
    const html = render(createElement(WorkLinks, { canReview: false }));
    expect(links(html)).toEqual(["Activities -> /activities", "Review -> /review"]);
    expect(html).not.toContain("Review Queue");
  });
});

describe("the first-run checklist", () => {
  const none = { framework: false, activity: false, review: false };

  it("lists the three steps in the journey's order, each linking to where it is done", () => {
    const html = render(createElement(FirstRunChecklist, { progress: none, userId: "u1" }));
    expect(links(html)).toEqual([
      "Set your framework -> /settings#framework",
      "Create your first activity -> /activities",
      "Run your first review -> /review",
    ]);
    expect(text(html)).toContain("Get started 0 of 3 steps done");
    expect(text(html)).toContain("To do: Choose the law your reviews follow");
    expect(html).toContain(">Hide checklist</button>");
  });

  it("marks what is done and keeps the rest to do", () => {
    const html = render(
      createElement(FirstRunChecklist, { progress: { ...none, framework: true }, userId: "u1" }),
    );
    expect(text(html)).toContain("1 of 3 steps done");
    expect(text(html)).toContain("Done: Your framework is saved.");
    expect(html).toMatch(/data-step="framework" data-done="true"/);
    expect(html).toMatch(/data-step="activity" data-done="false"/);
    expect(text(html)).toContain("To do: Add a procurement");
  });

  it("goes away once every step is done", () => {
    const all = { framework: true, activity: true, review: true };
    expect(render(createElement(FirstRunChecklist, { progress: all, userId: "u1" }))).toBe("");
    expect(firstRunComplete(all)).toBe(true);
    expect(firstRunComplete({ ...all, review: false })).toBe(false);
    expect(firstRunSteps(all).map((step) => step.done)).toEqual([true, true, true]);
  });
});
