import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import activities from "@/messages/en/activities.json";
import common from "@/messages/en/common.json";
import { ActivityDocuments } from "./activity-documents";
import { NewActivityForm } from "./new-activity-form";
import { RetentionCard } from "./retention-card";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, activities });

/** The text of the <label for=id>. */
const labelOf = (html: string, id: string) =>
  new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe("the activities UI's accessible names", () => {
  it("opens the New activity form with a label on every field", () => {
    expect(render(createElement(NewActivityForm, {}))).toMatch(/<button[^>]*>New activity<\/button>/);
    const html = render(createElement(NewActivityForm, { startOpen: true }));
    expect(html).toContain('aria-label="New activity"');
    const labels = ["reference", "subject", "category", "method", "estimatedValue", "closingOn"].map(
      (field) => labelOf(html, `activity-${field}`),
    );
    expect(labels).toEqual(["Reference", "Subject", "Category", "Method", "Estimated value", "Closing date"]);
    expect(html).toContain("Kshs. 25,600,000.00 or 3.8M");
    expect(html).toMatch(/<option value="works">Works<\/option>/);
  });

  it("labels the upload input and each document's kind by its file name, in words", () => {
    const html = render(
      createElement(ActivityDocuments, {
        activityId: "a1",
        retentionDays: 90,
        documents: [
          {
            id: "d1",
            fileId: "f1",
            name: "KeRRA-008 Tender Document.pdf",
            size: 1_258_291,
            kind: "tender",
            kindLabel: "Tender document",
            addedAt: "2026-03-02T09:05:00.000Z",
          },
        ],
      }),
    );
    expect(labelOf(html, "activity-add-documents")).toBe("Add documents");
    expect(html).toContain('aria-label="Kind of KeRRA-008 Tender Document.pdf"');
    expect(html).toContain('aria-label="Remove KeRRA-008 Tender Document.pdf"');
    expect(html).toMatch(/<option value="opening_record">Tender opening record<\/option>/);
    expect(html).not.toMatch(/>opening_record</);
    expect(html).toContain("1.2 MB · 2 Mar 2026");
    expect(html).toContain("automatic deletion removes them after 90 days");
  });

  it("says documents are kept until removed when the org deletes nothing automatically", () => {
    const html = render(
      createElement(ActivityDocuments, { activityId: "a1", retentionDays: null, documents: [] }),
    );
    expect(html).toContain("Kept until you remove them.");
    expect(html).not.toContain("automatic deletion");
  });

  it("lets an admin set the deletion period and tells a member what applies", () => {
    const admin = render(createElement(RetentionCard, { initialDays: null, canEdit: true }));
    expect(labelOf(admin, "retention-days")).toBe(
      "Delete activity documents and runs automatically after N days",
    );
    const member = render(createElement(RetentionCard, { initialDays: 365, canEdit: false }));
    expect(member).toContain("Deleted automatically after 365 days.");
    expect(member).not.toContain("<input");
  });
});
