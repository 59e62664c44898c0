import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { getTool, TOOLS } from "@/lib/catalogue";
import type { ToolId } from "@/lib/catalogue/types";
import { extractDocument } from "@/lib/documents";
import { finding } from "@/modules/review/lib/engine/checks";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { renderMemoHtml } from "@/lib/results/render";
import { reviewModule, SUPPORTING_SLOT } from "@/lib/catalogue/review-services";
import type { RulePack } from "@/lib/results/review-types";
import { engineFor, hasEngine } from "@/modules/tools/lib/engines";
import {
  activityOf,
  moduleInputsOf,
  REVIEW_MEMO_DOCUMENT_ID,
  REVIEW_TOOLS,
  ReviewPackMissingError,
  reviewPackOf,
  reviewToolAvailable,
  reviewToolEngine,
  reviewToolSpec,
  verifiedRuleNotices,
} from "@/modules/tools/lib/review-tools";
import { memoBlocks } from "@/lib/results/memo-blocks";
import type { AttachedDocument, Finding, ToolOutput, ToolRunContext } from "@/lib/results/types";

const EXPECTED: Record<string, string> = {
  draft_approval_memo: "internal-approval-memo",
  solicitation_compliance_review: "compliance-solicitation",
  evaluation_compliance_review: "compliance-evaluation",
  procurement_post_review: "procurement_post_review",
  bid_proposal_self_check: "bid-proposal-self-check",
  bid_compliance_checklist: "bid_compliance_checklist",
  specification_requirements_quality: "intelligence/spec-quality",
  contract_completeness_check: "intelligence/contract-completeness",
  bid_proposal_compilation: "bid-proposal-compilation",
  unbalanced_bid_check: "intelligence/unbalanced-bid",
  sustainability_esg_checks: "sustainability_esg_checks",
  consolidated_procurement_planning: "consolidated-procurement-planning",
};

const packKey = (spec: { serviceId: string; subserviceId?: string }) =>
  spec.subserviceId ? `${spec.serviceId}/${spec.subserviceId}` : spec.serviceId;

describe("review tool mapping table", () => {
  it("maps exactly the hub's review tools to their packs, once each", () => {
    expect(Object.fromEntries(REVIEW_TOOLS.map((spec) => [spec.toolId, packKey(spec)]))).toEqual(EXPECTED);
    expect(new Set(REVIEW_TOOLS.map((spec) => spec.toolId)).size).toBe(REVIEW_TOOLS.length);
    for (const spec of REVIEW_TOOLS) expect(TOOLS.map((tool) => tool.id)).toContain(spec.toolId);
  });

  it.each(REVIEW_TOOLS.map((spec) => [spec.toolId, spec] as const))(
    "%s: every group of the tool is mapped, and only its groups",
    (toolId, spec) => {
      const groups = getTool(toolId).attachmentGroups.map((group) => group.id);
      expect(Object.keys(spec.groups).sort()).toEqual([...groups].sort());
    },
  );

  it.each(REVIEW_TOOLS.map((spec) => [spec.toolId, spec] as const))(
    "%s: every target is a slot of the review module (or the tool's own id for hub-only packs)",
    (_, spec) => {
      const reviewed = reviewModule(spec.serviceId, spec.subserviceId);
      if (!reviewed) {
        // Hub-only packs have no /review module: their checks read the tool's group ids.
        for (const [group, target] of Object.entries(spec.groups)) expect(target).toBe(group);
        return;
      }
      const slots = reviewed.slots.map((slot) => slot.id);
      for (const target of Object.values(spec.groups)) expect([...slots, SUPPORTING_SLOT]).toContain(target);
      // Each required slot of the module is fed by a tool group, so a pack never misses a document it requires.
      for (const slot of reviewed.slots.filter((candidate) => candidate.required))
        expect(Object.values(spec.groups)).toContain(slot.id);
    },
  );

  it.each(REVIEW_TOOLS.map((spec) => [spec.toolId, spec] as const))(
    "%s: a registered pack reads groups the tool fills",
    (_, spec) => {
      const pack = reviewPackOf(spec);
      if (!pack) return; // not registered yet: the tool has no engine (tested below)
      expect(pack.serviceId).toBe(spec.serviceId);
      // A pack may accept aliases (e.g. "draft-bid" or "subject"): at least one of its subject groups is filled.
      if (pack.subjectGroups)
        expect(
          pack.subjectGroups.some((group) => Object.values(spec.groups).includes(group)),
          pack.subjectGroups.join(),
        ).toBe(true);
    },
  );

  it("registered packs make their tools runnable; a tool whose pack is missing has no engine", () => {
    for (const spec of REVIEW_TOOLS) {
      const registered = RULE_PACKS.some((pack) => packKey(pack) === packKey(spec));
      expect(hasEngine(spec.toolId), spec.toolId).toBe(registered);
    }
    expect(hasEngine("solicitation_compliance_review")).toBe(true);
    expect(hasEngine("contract_completeness_check")).toBe(true);
    expect(reviewToolAvailable("ipc_validation", [])).toBe(true);
    expect(reviewToolAvailable("solicitation_compliance_review", [])).toBe(false);
    expect(engineFor("bidder_due_diligence")).toBeUndefined();
  });
});

const doc = (groupId: string, text: string, name = "Doc.pdf"): AttachedDocument => ({
  fileId: groupId,
  groupId,
  name,
  size: 1,
  units: [{ label: "page 2", text }],
});

function context(
  toolId: ToolId,
  documents: AttachedDocument[],
  values: ToolRunContext["values"] = {},
): ToolRunContext {
  return { toolId, values, framework: null, documents, now: new Date("2026-01-01T00:00:00Z") };
}

/** A tiny pack standing in for one not written yet: it records what it was given. */
function probePack(seen: { groups?: string[]; inputs?: unknown; activity?: unknown }): RulePack {
  return {
    serviceId: "sustainability_esg_checks",
    title: "Sustainability & ESG Checks",
    subjectGroups: ["subject"],
    checks: [
      {
        id: "probe",
        title: "Labour standards",
        run(ctx) {
          seen.groups = ctx.input.documents.map((document) => document.groupId);
          seen.inputs = ctx.input.moduleInputs;
          seen.activity = ctx.input.activity;
          return ctx.subject.length
            ? finding({ id: "probe", title: "Labour standards" }, "warning", "medium", {
                evidence: `"<b>child labour</b>" — ${ctx.subject[0]!.name}, page 2`,
              })
            : finding({ id: "probe", title: "Labour standards" }, "info", "info", {
                evidence:
                  "No labour clause found in Specs.docx, page 2 No verified labour rule is available for the framework. Checked the text only.",
              });
        },
      },
    ],
  };
}

describe("review tool engine", () => {
  it("reads activity and module inputs from the tool's values", () => {
    const values = {
      estimated_value: { amount: "250000.5", currency: "KES" },
      procurement_category: "Goods",
      procurement_document_type: "Request for Bids",
      compliance_focus: "Social",
      flag: true,
    };
    expect(activityOf("contract_completeness_check", values)).toMatchObject({
      id: "Draft Contract Completeness Check",
      currency: "KES",
      estimatedValue: 250000.5,
      procurement_category: "Goods",
    });
    expect(activityOf("sustainability_esg_checks", {}).estimatedValue).toBeNull();
    expect(moduleInputsOf(values)).toEqual({
      procurement_document_type: "Request for Bids",
      compliance_focus: "Social",
    });
  });

  it("maps the tool's groups onto the pack's slots and returns findings, counts and the memo", async () => {
    const seen: Parameters<typeof probePack>[0] = {};
    const engine = reviewToolEngine(reviewToolSpec("sustainability_esg_checks")!, () => [probePack(seen)]);
    const output = await engine.run(
      context("sustainability_esg_checks", [doc("refs", "Policy"), doc("subject", "Specs", "Specs.pdf")], {
        compliance_focus: "Social",
      }),
    );
    expect(seen.groups).toEqual(["refs", "subject"]);
    expect(seen.inputs).toEqual({ compliance_focus: "Social" });
    expect(output.score).toBe(94);
    expect(output.summary).toMatch(
      /^Score 94\/100 for Sustainability & ESG Checks: 0 failed, 1 warning, 0 passed\./,
    );
    expect(output.metrics).toEqual([
      { id: "fail", label: "Failed", value: "0" },
      { id: "warning", label: "Warnings", value: "1" },
      { id: "insufficient", label: "Insufficient data", value: "0" },
      { id: "pass", label: "Passed", value: "0" },
    ]);
    expect(output.findings?.map((f) => f.id)).toEqual(["probe"]);
    expect(output.notices).toBeUndefined();
    expect(output.documents).toEqual([
      {
        id: REVIEW_MEMO_DOCUMENT_ID,
        title: "Sustainability & ESG Checks — Review Memo",
        formats: ["docx", "pdf"],
      },
    ]);
    expect(output.data.memoHtml).toContain("&lt;b&gt;child labour&lt;/b&gt;");

    const mapped = reviewToolEngine(reviewToolSpec("contract_completeness_check")!);
    const contract = await mapped.run(
      context("contract_completeness_check", [doc("refs", "Solicitation"), doc("subject", "Purchase note")]),
    );
    expect(contract.findings?.find((f) => f.id === "contract-document")).toMatchObject({
      status: "pass",
      evidence: "Reviewed: Doc.pdf.",
    });
  });

  it("turns a 'no verified rule' finding into a notice", async () => {
    const engine = reviewToolEngine(reviewToolSpec("sustainability_esg_checks")!, () => [probePack({})]);
    const output = await engine.run(context("sustainability_esg_checks", []));
    expect(output.notices).toEqual([
      "Labour standards: No verified labour rule is available for the framework.",
    ]);
    const plain: Finding = {
      id: "x",
      title: "X",
      status: "pass",
      severity: "info",
      evidence: "Found.",
      citation: "",
      recommendation: "",
    };
    expect(verifiedRuleNotices([plain])).toEqual([]);
  });

  it("asks the org's guidelines with the pack's words and shows the passages as an info finding", async () => {
    const queries: string[] = [];
    const searchGuidelines = async (query: string) => {
      queries.push(query);
      return [
        {
          title: "ESG Policy",
          filename: "Policy.pdf",
          location: "page 2",
          snippet: "Suppliers shall hold ISO 14001.",
        },
      ];
    };
    const engine = reviewToolEngine(reviewToolSpec("sustainability_esg_checks")!);
    const output = await engine.run({
      ...context("sustainability_esg_checks", [doc("subject", "Specs", "Specs.pdf")]),
      searchGuidelines,
    });
    expect(queries).toHaveLength(1);
    expect(output.findings?.find((finding) => finding.id === "org-guidelines")?.evidence).toBe(
      '"Suppliers shall hold ISO 14001." — Policy.pdf, page 2',
    );
  });

  it("refuses to run without its pack", async () => {
    const engine = reviewToolEngine(reviewToolSpec("procurement_post_review")!, () => []);
    await expect(async () => engine.run(context("procurement_post_review", []))).rejects.toThrow(
      ReviewPackMissingError,
    );
    await expect(async () => engine.run(context("procurement_post_review", []))).rejects.toMatchObject({
      code: "not_built",
      message: "The review rules of procurement_post_review are not available yet. Nothing was run.",
    });
  });
});

describe("review memo export", () => {
  const spec = reviewToolSpec("sustainability_esg_checks")!;
  const engine = reviewToolEngine(spec, () => [probePack({})]);
  const stored = async () =>
    JSON.parse(
      JSON.stringify(
        await engine.run(context("sustainability_esg_checks", [doc("subject", "Specs", "Specs.pdf")])),
      ),
    ) as ToolOutput;

  it("lays the memo out as headings, the activity table and the findings list", () => {
    const html = renderMemoHtml({
      title: "Solicitation Review",
      activity: {
        id: "A-1 & co",
        entity: "",
        procurement_category: "Goods",
        procurement_method: "",
        currency: "",
        estimatedValue: null,
        issue_date: "",
        bidDueDate: "",
      },
      score: 75,
      summary: "Score 75/100.",
      findings: [
        {
          id: "f",
          title: "Bid <security>",
          status: "fail",
          severity: "high",
          evidence: '"2%" — RFB.pdf, page 3',
          citation: "Kenya — Reg. 12",
          recommendation: "",
        },
      ],
    });
    expect(memoBlocks(html)).toEqual([
      { kind: "heading", level: 1, text: "Solicitation Review — Review Memo" },
      {
        kind: "table",
        rows: [
          [
            { text: "Activity", header: true },
            { text: "A-1 & co", header: false },
          ],
          [
            { text: "Category", header: true },
            { text: "Goods", header: false },
          ],
        ],
      },
      { kind: "paragraph", text: "Score: 75/100" },
      { kind: "paragraph", text: "Score 75/100." },
      { kind: "heading", level: 2, text: "Findings" },
      { kind: "heading", level: 3, text: "Failed (1)" },
      { kind: "item", depth: 0, marker: "1.", text: "Bid <security> — Fail (high)" },
      { kind: "item", depth: 1, marker: "•", text: 'Evidence: "2%" — RFB.pdf, page 3' },
      { kind: "item", depth: 1, marker: "•", text: "Citation: Kenya — Reg. 12" },
      { kind: "heading", level: 2, text: "How the score is computed" },
      {
        kind: "paragraph",
        text:
          "The score starts at 100. Each failed finding takes off 25 (high), 15 (medium) or 8 (low) points, each " +
          "warning 10, 6 or 3; passed findings and information take nothing off; the score never goes below 0. " +
          "Here: 100 − 25 = 75/100.",
      },
      { kind: "item", depth: 0, marker: "•", text: "−25: Bid <security> (failed, high)" },
    ]);
  });

  it("exports the stored memo as DOCX and PDF with the findings' evidence", async () => {
    const output = await stored();
    const docx = await engine.exportDocument!(output, REVIEW_MEMO_DOCUMENT_ID, "docx");
    expect(docx.filename).toBe("sustainability-esg-checks-review-memo.docx");
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) });
    expect(text).toContain("Sustainability & ESG Checks — Review Memo");
    expect(text).toContain('Evidence: "<b>child labour</b>" — Specs.pdf, page 2');

    const pdf = await engine.exportDocument!(output, REVIEW_MEMO_DOCUMENT_ID, "pdf");
    expect(pdf.contentType).toBe("application/pdf");
    const extracted = await extractDocument(pdf.bytes, "pdf");
    const all = extracted.units.map((unit) => unit.text).join("\n");
    expect(all).toContain("Labour standards — Warning (medium)");
    expect(all).toContain("child labour");
  });

  it("refuses another document, a format it does not offer and an output that is not a review", async () => {
    const output = await stored();
    await expect(engine.exportDocument!(output, "other", "pdf")).rejects.toMatchObject({
      code: "not_found",
      message: "Unknown document: other.",
    });
    await expect(engine.exportDocument!(output, REVIEW_MEMO_DOCUMENT_ID, "xlsx")).rejects.toMatchObject({
      code: "format_not_offered",
      message: "The memo is not offered as xlsx.",
    });
    await expect(
      engine.exportDocument!({ ...output, data: {} }, REVIEW_MEMO_DOCUMENT_ID, "pdf"),
    ).rejects.toMatchObject({ code: "unreadable_result", message: "The stored result is not a review." });
  });
});
