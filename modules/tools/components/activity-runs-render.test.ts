import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import services from "@/messages/en/services.json";
import { ActivityDocumentsChoice } from "@/components/shared/attachments/activity-documents-choice";
import { RunHistoryCard, runLink } from "@/modules/tools/components/run-history-card";

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, services });

const DOCUMENTS = [
  {
    fileId: "t",
    name: "KeRRA-008 Tender Document.pdf",
    size: 2_411_520,
    kind: "tender",
    kindLabel: "Tender document",
  },
  { fileId: "a", name: "Addendum No. 1.pdf", size: 90_000, kind: "addendum", kindLabel: "Addendum" },
];

describe("the activity's documents offered in an upload group", () => {
  it("is a group named for the activity, each document a checkbox named by its file name", () => {
    const html = render(
      createElement(ActivityDocumentsChoice, {
        reference: "KeRRA/008/2026-2027",
        groupId: "subject",
        documents: DOCUMENTS,
        chosen: ["t"],
        onToggle: () => {},
      }),
    );
    expect(html).toMatch(
      /<fieldset[^>]*><legend[^>]*>.*Documents of activity KeRRA\/008\/2026-2027<\/legend>/,
    );
    const boxes = [
      ...html.matchAll(/<button type="button" role="checkbox" aria-checked="(\w+)"[^>]*id="([^"]+)"/g),
    ];
    expect(boxes.map((box) => box[1])).toEqual(["true", "false"]);
    for (const [index, name] of ["KeRRA-008 Tender Document.pdf", "Addendum No. 1.pdf"].entries())
      expect(html).toContain(`<label for="${boxes[index]![2]}" class="break-all">${name}</label>`);
    expect(html).toContain("Tender document · 2355 KB");
  });

  it("says when the activity holds nothing the group takes", () => {
    const html = render(
      createElement(ActivityDocumentsChoice, {
        reference: "KeRRA/008/2026-2027",
        groupId: "templates",
        documents: [],
        chosen: [],
        onToggle: () => {},
      }),
    );
    expect(html).toContain("Activity KeRRA/008/2026-2027 holds no document this group takes");
    expect(html).not.toContain('role="checkbox"');
  });
});

describe("a tool's run history", () => {
  it("is headed Run history and says whose runs come first", () => {
    const html = render(
      createElement(RunHistoryCard, {
        toolId: "procurement_risk_register",
        activityId: "KeRRA/008/2026-2027",
        onOpen: () => {},
      }),
    );
    expect(html).toContain(">Run history</h2>");
    expect(html).toContain("those of activity KeRRA/008/2026-2027 first");
  });

  it("links each run to the tool page that reopens it", () => {
    expect(runLink("procurement_risk_register", "r1", "KeRRA/008/2026-2027")).toBe(
      "/services/procurement_risk_register?runId=r1&activityId=KeRRA%2F008%2F2026-2027",
    );
    expect(runLink("ipc_validation", "r2")).toBe("/services/ipc_validation?runId=r2");
  });
});
