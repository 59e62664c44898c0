/**
 * The recall harness decides fairly: a finding meets a `flag` item only about the item's fact and on one of its
 * pages, a `read` item only with its value, and a pass about a defective fact is a false pass.
 */
import { describe, expect, it } from "vitest";
import type { CorpusItem } from "./corpus";
import { findingKey, pagesOf, scoreCorpus, scoreDocument, valueMatches, type ScoredFinding } from "./match";

const item = (over: Partial<CorpusItem>): CorpusItem => ({
  id: "X1",
  kind: "inconsistency",
  fact: "tender_security_amount",
  pages: [2, 25],
  expect: "flag",
  what: "",
  ...over,
});

const found = (over: Partial<ScoredFinding>): ScoredFinding => ({
  id: "security-amount",
  title: "Tender security stated two ways",
  status: "fail",
  severity: "high",
  evidence: '"Kshs. 100,000.00" — tender.pdf, page 2',
  citation: "",
  recommendation: "",
  fact: "tender_security_amount",
  ...over,
});

describe("pages a finding cites", () => {
  it("reads 'page 13', 'pages 25-27' and 'p.29' from evidence and citation", () => {
    expect(pagesOf({ evidence: "— a.pdf, page 13; pages 25-27", citation: "a.pdf, p.29" })).toEqual([
      13, 25, 26, 27, 29,
    ]);
    expect(pagesOf({ evidence: "Not found in a.pdf.", citation: "" })).toEqual([]);
  });
  it("keys a finding by its id and first page", () => {
    expect(findingKey(found({}))).toBe("security-amount@p2");
    expect(findingKey(found({ evidence: "none" }))).toBe("security-amount@-");
  });
});

describe("values", () => {
  it("matches amounts, dates and periods by their numbers and months", () => {
    expect(valueMatches("KES 200,000", "KES 200,000")).toBe(true);
    expect(valueMatches("KES 200,000", "KES 100,000")).toBe(false);
    expect(valueMatches("14 March 2022, 12:00 noon", "14 March 2022, 12:00")).toBe(true);
    expect(valueMatches("14 March 2022, 12:00 noon", "14 May 2022, 12:00")).toBe(false);
    expect(
      valueMatches("Appendix to Instructions to Tenderers", "APPENDIX TO INSTRUCTIONS TO TENDERERS (p.23)"),
    ).toBe(true);
    expect(valueMatches("Appendix to Instructions to Tenderers", "Tender Data Sheet")).toBe(false);
    expect(valueMatches("120 days", undefined)).toBe(false);
  });
});

describe("items", () => {
  it("meets a flag item with a failure about its fact on one of its pages, not on another page or fact", () => {
    const flag = item({});
    expect(scoreDocument("d", [flag], [found({})], []).outcomes[0]!.met).toBe(true);
    expect(scoreDocument("d", [flag], [found({ evidence: "page 9" })], []).outcomes[0]!.met).toBe(false);
    expect(scoreDocument("d", [flag], [found({ fact: "tender_validity" })], []).outcomes[0]!.met).toBe(false);
    expect(scoreDocument("d", [flag], [found({ status: "insufficient" })], []).outcomes[0]!.met).toBe(false);
  });

  it("counts a pass about a flagged fact as a false pass, even beside a failure", () => {
    const outcome = scoreDocument(
      "d",
      [item({})],
      [found({}), found({ status: "pass", evidence: "page 7" })],
      [],
    ).outcomes[0]!;
    expect(outcome).toMatchObject({ met: false, falsePass: true });
  });

  it("meets a read item only when the fact is stated with its value and nothing calls it missing", () => {
    const read = item({ expect: "read", value: "KES 200,000" });
    const fact = {
      key: "tender_security_amount",
      status: "stated" as const,
      value: "KES 200,000",
      pages: [13],
    };
    expect(scoreDocument("d", [read], [], [fact]).outcomes[0]!.met).toBe(true);
    expect(scoreDocument("d", [read], [], [{ ...fact, value: "KES 20,000" }]).outcomes[0]!.met).toBe(false);
    expect(scoreDocument("d", [read], [], [{ ...fact, status: "blank" }]).outcomes[0]!.met).toBe(false);
    expect(scoreDocument("d", [read], [found({ status: "insufficient" })], [fact]).outcomes[0]!.met).toBe(
      false,
    );
  });

  it("meets a no-pass item with a warning or insufficient data, not with silence or a pass", () => {
    const noPass = item({ expect: "no-pass" });
    expect(scoreDocument("d", [noPass], [found({ status: "insufficient" })], []).outcomes[0]!.met).toBe(true);
    expect(scoreDocument("d", [noPass], [], []).outcomes[0]!.met).toBe(false);
    expect(scoreDocument("d", [noPass], [found({ status: "pass" })], []).outcomes[0]!.met).toBe(false);
  });
});

describe("precision", () => {
  it("counts matched findings and judged ones; unjudged ones are reported apart", () => {
    const score = scoreDocument(
      "d",
      [item({})],
      [found({}), found({ id: "other", evidence: "page 40" })],
      [],
    );
    expect(score.matched).toBe(1);
    expect(score.unmatched.map((u) => u.key)).toEqual(["other@p40"]);
    const judged = scoreCorpus([score], [{ document: "d", key: "other@p40", verdict: "wrong", note: "" }]);
    expect(judged.precision).toEqual({ correct: 1, wrong: 1, unjudged: 0 });
    expect(scoreCorpus([score], []).precision).toEqual({ correct: 1, wrong: 0, unjudged: 1 });
    expect(judged.recall).toEqual({ met: 1, total: 1 });
  });
});

describe("kinds", () => {
  it("meets an item only with a finding of its kind when the finding says which kinds it reports", () => {
    const copied = item({ kind: "copied-text", fact: "evaluation_criteria", pages: [32] });
    const bands = found({ fact: "evaluation_criteria", evidence: "page 32", kinds: ["unclear"] });
    expect(scoreDocument("d", [copied], [bands], []).outcomes[0]!.met).toBe(false);
    expect(scoreDocument("d", [copied], [{ ...bands, kinds: undefined }], []).outcomes[0]!.met).toBe(true);
  });
});
