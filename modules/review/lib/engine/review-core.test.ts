import { describe, expect, it } from "vitest";
import { FRAMEWORK_RULES } from "@/lib/frameworks/rules";
import {
  citeDocument,
  citeRule,
  evidenceText,
  findAllInDocuments,
  findInDocuments,
} from "@/lib/reading/evidence";
import {
  isUnknownReviewServiceError,
  runReview,
  UnknownReviewServiceError,
} from "@/modules/review/lib/engine/engine";
import { reviewModule } from "@/lib/catalogue/review-services";
import { renderEmailHtml, renderMemoHtml } from "@/lib/results/render";
import { scoreBand, scoreFindings, summarize } from "@/lib/results/score";
import { finding, sectionCheck } from "@/modules/review/lib/engine/checks";
import type { ReviewInput, RulePack } from "@/lib/results/review-types";
import type { AttachedDocument, Finding } from "@/lib/results/types";

const doc = (name: string, pages: string[], groupId = "method-document"): AttachedDocument => ({
  fileId: name,
  groupId,
  name,
  size: 1,
  units: pages.map((text, i) => ({ label: `page ${i + 1}`, text })),
});

const f = (status: Finding["status"], severity: Finding["severity"]): Finding => ({
  id: "x",
  title: "x",
  status,
  severity,
  evidence: "",
  citation: "",
  recommendation: "",
});

const activity = {
  id: "ACT-1",
  entity: "Ministry",
  procurement_category: "Goods",
  procurement_method: "Open Tender",
  currency: "KES",
  estimatedValue: 1_000_000,
  issue_date: "2025-01-01",
  bidDueDate: "2025-02-01",
};
const input = (documents: AttachedDocument[], serviceId = "demo"): ReviewInput => ({
  serviceId,
  activity,
  moduleInputs: {},
  documents,
  framework: null,
});

describe("score weighting", () => {
  it("subtracts the documented penalty per status and severity", () => {
    expect(scoreFindings([])).toBe(100);
    expect(scoreFindings([f("fail", "high")])).toBe(75);
    expect(scoreFindings([f("fail", "medium")])).toBe(85);
    expect(scoreFindings([f("fail", "low")])).toBe(92);
    expect(scoreFindings([f("warning", "high")])).toBe(90);
    expect(scoreFindings([f("warning", "medium")])).toBe(94);
    expect(scoreFindings([f("warning", "low")])).toBe(97);
    expect(scoreFindings([f("info", "info"), f("pass", "info"), f("pass", "high")])).toBe(100);
    expect(scoreFindings([f("fail", "high"), f("warning", "medium"), f("warning", "low")])).toBe(66);
  });

  it("never goes below zero", () => {
    expect(scoreFindings(Array.from({ length: 6 }, () => f("fail", "high")))).toBe(0);
  });

  it("bands: >= 80 default, 60-79 secondary, < 60 destructive", () => {
    expect(scoreBand(100)).toBe("default");
    expect(scoreBand(80)).toBe("default");
    expect(scoreBand(79)).toBe("secondary");
    expect(scoreBand(60)).toBe("secondary");
    expect(scoreBand(59)).toBe("destructive");
    expect(scoreBand(0)).toBe("destructive");
  });

  it("summarizes the counts and the verdict", () => {
    expect(summarize("Demo", 75, [f("fail", "high"), f("pass", "info"), f("info", "info")])).toBe(
      "Score 75/100 for Demo: 1 failed, 0 warnings, 1 passed, 1 for information. Issues must be resolved before approval.",
    );
    expect(summarize("Demo", 100, [f("pass", "info")])).toContain("No issues found.");
  });
});

describe("evidence", () => {
  const long = `${"Lorem ipsum dolor sit amet. ".repeat(10)}Bidders shall\n\n submit   a bid security of 2%. ${"Consectetur adipiscing elit. ".repeat(10)}`;
  const documents = [doc("ITB.pdf", ["Cover page", long])];

  it("quotes the whole sentence of the first match with the document and page label", () => {
    const match = findInDocuments(documents, ["bid security"]);
    expect(match).not.toBeNull();
    expect(match!.document).toBe("ITB.pdf");
    expect(match!.page).toBe("page 2");
    expect(match!.quote).toBe("Bidders shall submit a bid security of 2%.");
    expect(match!.quote).not.toMatch(/\s{2,}/);
    expect(evidenceText(match!)).toBe(`"${match!.quote}" — ITB.pdf, page 2`);
  });

  it("matches phrases across line breaks, case-insensitively, and regexps as given", () => {
    expect(
      findInDocuments([doc("a.pdf", ["INSTRUCTIONS TO\nBIDDERS"])], ["instructions to bidders"])?.page,
    ).toBe("page 1");
    expect(findInDocuments(documents, /bid security of (\d+)%/)?.text).toBe("bid security of 2%");
    expect(findInDocuments(documents, ["performance security"])).toBeNull();
    expect(
      findAllInDocuments([doc("a.pdf", ["x warranty", "warranty y"])], ["warranty"]).map((m) => m.page),
    ).toEqual(["page 1", "page 2"]);
  });

  it("cites verified rules with their framework title and never an unverified rule", () => {
    const verified = FRAMEWORK_RULES.find((rule) => rule.verified && rule.framework_code === "KE_PPADA")!;
    const unverified = FRAMEWORK_RULES.find((rule) => !rule.verified)!;
    expect(citeRule(verified)).toBe(`${verified.framework} — ${verified.citation}`);
    expect(citeRule(unverified)).toBeNull();
    expect(citeDocument("Contract.docx", "page 4", "GCC 12.1")).toBe("Contract.docx, page 4, GCC 12.1");
    expect(citeDocument("Contract.docx", "page 4")).toBe("Contract.docx, page 4");
  });
});

describe("engine", () => {
  const pack: RulePack = {
    serviceId: "demo",
    title: "Demo <Review>",
    subjectGroups: ["method-document"],
    checks: [
      sectionCheck({ id: "scope", name: "Scope", patterns: ["scope of works"] }),
      sectionCheck({ id: "fraud", name: "Fraud", patterns: ["fraud and corruption"] }),
      { id: "none", title: "Silent", run: () => null },
      {
        id: "many",
        title: "Many",
        run: (ctx) => [
          finding({ id: "many-1", title: "One" }, "warning", "low"),
          finding({ id: "many-2", title: "Two" }, "info", "info", { evidence: ctx.input.activity.id }),
        ],
      },
    ],
  };

  it("runs the pack's checks on its subject documents, orders what needs action first, scores and renders deterministically", () => {
    const documents = [
      doc("ITB.pdf", ["Scope of works: roads."]),
      doc("Other.pdf", ["Fraud and corruption"], "supporting"),
    ];
    const result = runReview(input(documents), [pack]);
    expect(result.findings.map((x) => [x.id, x.status])).toEqual([
      ["fraud", "fail"],
      ["many-1", "warning"],
      ["many-2", "info"],
      ["scope", "pass"],
    ]);
    expect(result.score).toBe(100 - 25 - 3);
    expect(result.memoHtml).toContain("Demo &lt;Review&gt;");
    expect(runReview(input(documents), [pack])).toEqual(result);
  });

  it("throws a typed error for an unknown service", () => {
    let caught: unknown;
    try {
      runReview(input([], "nope"), [pack]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnknownReviewServiceError);
    expect(isUnknownReviewServiceError(caught)).toBe(true);
    expect((caught as UnknownReviewServiceError).serviceId).toBe("nope");
    expect(() => runReview({ ...input([], "demo"), subserviceId: "x" }, [pack])).toThrow(
      UnknownReviewServiceError,
    );
  });

  it("names a known service without a pack as not built, with the message the review endpoint answers", () => {
    const known = reviewModule("intelligence", "spec-quality")!;
    expect(() => runReview({ ...input([], "intelligence"), subserviceId: "spec-quality" }, [pack])).toThrow(
      expect.objectContaining({
        code: "not_built",
        message: `The ${known.title} review is not built yet. Nothing was run.`,
      }),
    );
    expect(() => runReview(input([], "nope"), [pack])).toThrow(
      expect.objectContaining({ code: "not_built", message: 'No review rule pack for service "nope".' }),
    );
  });
});

describe("render", () => {
  const hostile = `<script>alert("x")</script> & 'quote'`;
  const findings: Finding[] = [
    {
      id: "a",
      title: hostile,
      status: "fail",
      severity: "high",
      evidence: `"${hostile}" — <b>doc</b>.pdf, page 1`,
      citation: hostile,
      recommendation: hostile,
    },
    {
      id: "b",
      title: "Passed",
      status: "pass",
      severity: "info",
      evidence: "ok",
      citation: "",
      recommendation: "",
    },
  ];
  const data = {
    title: hostile,
    activity: { ...activity, entity: hostile },
    score: 75,
    summary: hostile,
    findings,
  };

  it("escapes every text in the memo and email", () => {
    for (const html of [renderMemoHtml(data), renderEmailHtml(data)]) {
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<b>doc</b>");
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quote&#39;");
    }
  });

  it("lists score, summary and findings with evidence, citation and recommendation", () => {
    const memo = renderMemoHtml(data);
    expect(memo).toContain("75/100");
    expect(memo).toContain("<strong>Evidence:</strong>");
    expect(memo).toContain("<strong>Citation:</strong>");
    expect(memo).toContain("<strong>Recommendation:</strong>");
    expect(memo).toContain("Passed");
    const email = renderEmailHtml(data);
    expect(email).not.toContain("Passed");
    expect(email).toContain("1 other finding");
  });
});
