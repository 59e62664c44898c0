import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import notifications from "@/messages/en/notifications.json";
import services from "@/messages/en/services.json";
import { AttachmentGroupCard } from "@/components/shared/attachments/attachment-group-card";
import { validateGroup } from "@/lib/files/file-groups";
import { GeneratedInputsBar } from "@/modules/tools/components/cmp/generated-inputs-bar";
import { CmpResult } from "@/modules/tools/components/cmp/cmp-result";
import { cmpEngine } from "@/modules/tools/lib/cmp/engine";
import type { ToolOutput } from "@/lib/results/types";

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, services, notifications });

const noop = () => {};
const group = {
  id: "refs",
  title: "Reference Documents",
  required: true,
  accept: [".pdf"],
  maxFiles: 3,
  maxFileSizeMB: 25,
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const section = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>(.*?)</div>`).exec(html)?.[1] ?? "";

describe("an attachment group states each file's outcome once", () => {
  it("lists refused files with their reason in a live region, with no row and no contradiction", () => {
    const html = render(
      createElement(AttachmentGroupCard, {
        group,
        items: [],
        problems: validateGroup(group, []),
        refusals: [
          { code: "unsupported", file: "x.txt", ext: ".txt", accepted: [".pdf"] },
          { code: "contentMismatch", file: "x.pdf", ext: ".pdf" },
        ],
        showProblems: true,
        onAdd: noop,
        onRemove: noop,
      }),
    );
    const refused = text(section(html, "group-refs-refused"));
    expect(refused).toContain("x.txt: unsupported type (.txt). Accepted: PDF.");
    expect(refused).toContain("x.pdf: the content is not a .pdf file. Attach the original file.");
    expect(html).toMatch(/aria-live="polite" data-testid="group-refs-refused"/);
    // No row for a refused file: the group has no file list at all.
    expect(html).not.toContain('aria-label="Files in Reference Documents"');
    // No valid file: the group's requirement is said (once).
    expect(text(html).match(/At least one file is required\./g)).toHaveLength(1);
  });

  it("does not say a file is required while one is uploading, and shows the uploaded row", () => {
    const uploading = render(
      createElement(AttachmentGroupCard, {
        group,
        items: [{ localId: "a", name: "contract.pdf", size: 2048, status: "uploading", progress: 25 }],
        problems: validateGroup(group, []),
        refusals: [],
        showProblems: true,
        onAdd: noop,
        onRemove: noop,
      }),
    );
    expect(uploading).toContain("contract.pdf");
    expect(uploading).not.toContain("At least one file is required.");
    expect(uploading).not.toContain('data-testid="group-refs-errors"');

    const uploaded = render(
      createElement(AttachmentGroupCard, {
        group,
        items: [
          { localId: "a", name: "contract.pdf", size: 2048, status: "uploaded", progress: 100, fileId: "f" },
        ],
        problems: validateGroup(group, [{ name: "contract.pdf", size: 2048 }]),
        refusals: [{ code: "contentMismatch", file: "x.pdf", ext: ".pdf" }],
        showProblems: true,
        onAdd: noop,
        onRemove: noop,
      }),
    );
    expect(text(uploaded)).toContain("contract.pdf 2 KB · uploaded");
    expect(uploaded).not.toContain("At least one file is required.");
    expect(text(section(uploaded, "group-refs-refused"))).toContain("x.pdf: the content is not a .pdf file.");
  });

  it("offers no add or remove while locked", () => {
    const html = render(
      createElement(AttachmentGroupCard, {
        group,
        items: [
          { localId: "a", name: "contract.pdf", size: 2048, status: "uploaded", progress: 100, fileId: "f" },
        ],
        problems: [],
        refusals: [],
        showProblems: false,
        disabled: true,
        onAdd: noop,
        onRemove: noop,
      }),
    );
    expect(html).toMatch(/<input[^>]*id="attach-refs"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Remove contract.pdf"/);
  });
});

describe("Contract Management Plan: the way back and the documents used", () => {
  it("offers 'Edit inputs' over locked inputs, and says the plan shown is the previous one while editing", () => {
    const locked = render(createElement(GeneratedInputsBar, { editing: false, onEdit: noop, inputsId: "x" }));
    expect(text(locked)).toContain("The plan below was generated from these inputs and documents.");
    expect(locked).toMatch(/<button[^>]*>.*Edit inputs<\/button>/);
    const editing = render(createElement(GeneratedInputsBar, { editing: true, onEdit: noop, inputsId: "x" }));
    expect(editing).not.toContain("Edit inputs");
    expect(text(editing)).toContain("generate the plan again");
  });

  it("names the contract documents a plan was made with, and never calls them uploaded templates", async () => {
    const output = (await cmpEngine.run({
      toolId: "contract_management_plan",
      values: {
        contract_type: "Works/Construction",
        contract_value: { amount: "1000", currency: "USD" },
        contract_duration: "12 months",
        project_objectives: "Roads",
        key_deliverables: "Road",
        stakeholder_organizations: "Ministry (Procuring Entity)\nBuilder Contractor",
      },
      framework: null,
      documents: [
        { fileId: "f", groupId: "contract_documents", name: "signed-contract.pdf", size: 9, units: [] },
      ],
      now: new Date("2026-01-01T00:00:00Z"),
    })) as ToolOutput;
    const stored = JSON.parse(JSON.stringify(output)) as ToolOutput;
    const html = render(createElement(CmpResult, { output: stored, exportUrl: () => "/x" }));
    expect(text(html)).toContain("Contract documents used signed-contract.pdf");
    expect(html).not.toContain("uploaded templates");
  });
});
