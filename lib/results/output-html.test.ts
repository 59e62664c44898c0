import { describe, expect, it } from "vitest";
import { memoBlocks } from "@/lib/results/memo-blocks";
import { toolOutputHtml, toolOutputText } from "@/lib/results/output-html";
import type { Finding, ToolOutput } from "@/lib/results/types";

const finding = (over: Partial<Finding>): Finding => ({
  id: "f",
  title: "A finding",
  status: "pass",
  severity: "medium",
  evidence: "",
  citation: "",
  recommendation: "",
  ...over,
});

const navigator: ToolOutput = {
  summary: "Open tender applies above KES 2,000,000.",
  metrics: [{ id: "verified", label: "Verified rules", value: "12", hint: "Kenya PPADA 2015" }],
  notices: ["Only verified rules are shown."],
  tables: [
    {
      id: "thresholds",
      title: "Thresholds & limits",
      columns: ["Method", "Limit", "Rule"],
      rows: [
        ["Open tender", "Above 2,000,000", "s. 91"],
        ["RFQ", "Up to 1,000,000"],
      ],
    },
    { id: "empty", title: "Templates", columns: ["Form"], rows: [] },
  ],
  data: {},
};

describe("toolOutputHtml", () => {
  it("escapes every text: title, summary, notices, metrics, table cells and findings", () => {
    const hostile = "<script>alert('x')</script> & \"q\"";
    const html = toolOutputHtml(hostile, {
      summary: hostile,
      notices: [hostile],
      metrics: [{ id: "m", label: hostile, value: hostile, hint: hostile }],
      tables: [{ id: "t", title: hostile, columns: [hostile], rows: [[hostile]] }],
      findings: [finding({ title: hostile, evidence: hostile, status: "fail" })],
      data: {},
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/"q"/);
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;");
    // Title, summary, notice, metric label, value and hint, table title, column and cell, finding title and evidence.
    expect(html.match(/&lt;script&gt;/g)).toHaveLength(11);
  });

  it("lays out a navigator answer: title, summary, notes, key figures and each table with its header row", () => {
    const html = toolOutputHtml("Framework & Rules Navigator", navigator);
    expect(html).toContain("<h1>Framework &amp; Rules Navigator</h1>");
    // No score line for a tool that does not score.
    expect(html).not.toContain("Score:");
    expect(memoBlocks(html)).toEqual([
      { kind: "heading", level: 1, text: "Framework & Rules Navigator" },
      { kind: "paragraph", text: "Open tender applies above KES 2,000,000." },
      { kind: "heading", level: 2, text: "Notes" },
      { kind: "item", depth: 0, marker: "•", text: "Only verified rules are shown." },
      { kind: "heading", level: 2, text: "Key figures" },
      { kind: "item", depth: 0, marker: "•", text: "Verified rules: 12 (Kenya PPADA 2015)" },
      { kind: "heading", level: 2, text: "Thresholds & limits" },
      {
        kind: "table",
        rows: [
          [
            { text: "Method", header: true },
            { text: "Limit", header: true },
            { text: "Rule", header: true },
          ],
          [
            { text: "Open tender", header: false },
            { text: "Above 2,000,000", header: false },
            { text: "s. 91", header: false },
          ],
          // A short row is padded to the header's width.
          [
            { text: "RFQ", header: false },
            { text: "Up to 1,000,000", header: false },
            { text: "", header: false },
          ],
        ],
      },
      { kind: "heading", level: 2, text: "Templates" },
      { kind: "paragraph", text: "No rows." },
    ]);
  });

  it("groups findings as the review memo does and states the score, or that there is none", () => {
    const findings = [
      finding({ id: "p", title: "Bid validity stated", status: "pass" }),
      finding({
        id: "f",
        title: "No tender security",
        status: "fail",
        severity: "high",
        evidence: "Not found.",
        recommendation: "Add it.",
      }),
      finding({ id: "w", title: "Short period", status: "warning" }),
    ];
    const scored = toolOutputHtml("Review", { summary: "S", score: 72, findings, data: {} });
    expect(scored).toContain("<p><strong>Score:</strong> 72/100</p>");
    const headings = memoBlocks(scored)
      .filter((block) => block.kind === "heading")
      .map((block) => block.text);
    expect(headings).toEqual(["Review", "Findings", "Failed (1)", "Warnings (1)", "Passed (1)"]);
    expect(scored).toContain("<li><strong>Evidence:</strong> Not found.</li>");

    const withheld = toolOutputHtml("Review", {
      summary: "S",
      findings: [finding({ status: "insufficient", severity: "high", title: "No bids attached" })],
      data: {},
    });
    expect(withheld).toContain("No score (insufficient data)");
    expect(withheld).toContain("<h3>Insufficient data: could not be checked (1)</h3>");
  });
});

describe("toolOutputText", () => {
  it("gives the same parts as plain text, tables with ' | ' between cells", () => {
    expect(toolOutputText("Framework & Rules Navigator", navigator)).toBe(
      [
        "Framework & Rules Navigator",
        "",
        "Open tender applies above KES 2,000,000.",
        "",
        "Notes",
        "- Only verified rules are shown.",
        "",
        "Key figures",
        "- Verified rules: 12 (Kenya PPADA 2015)",
        "",
        "Thresholds & limits",
        "Method | Limit | Rule",
        "Open tender | Above 2,000,000 | s. 91",
        "RFQ | Up to 1,000,000 | ",
        "",
        "Templates",
        "No rows.",
      ].join("\n"),
    );
  });

  it("lists findings by group with their details, unescaped, on one line each", () => {
    const text = toolOutputText("Review <1>", {
      summary: "Two issues.",
      score: 0,
      findings: [
        finding({ title: "Passed check", status: "pass" }),
        finding({
          title: "Missing <security>",
          status: "fail",
          severity: "high",
          evidence: "Clause 5 says\nnothing.",
          citation: "ITB 19",
        }),
      ],
      data: {},
    });
    expect(text).toBe(
      [
        "Review <1>",
        "",
        "Score: 0/100",
        "",
        "Two issues.",
        "",
        "Findings",
        "Failed (1)",
        "1. Missing <security> — Fail (high)",
        "   Evidence: Clause 5 says nothing.",
        "   Citation: ITB 19",
        "",
        "Passed (1)",
        "1. Passed check — Pass (medium)",
      ].join("\n"),
    );
  });
});
