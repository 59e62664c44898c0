/**
 * The navigator answers an estimate question ("KES 25,600,000 goods, Kenya") with the method the thresholds call
 * for and the minimum tender period, each statement cited with its source and marked verified or not (issue 35).
 */
import { describe, expect, it, vi } from "vitest";
import { navigatorEngine } from "@/modules/tools/lib/navigator/engine";
import { askedCategory, readAskedEstimate } from "@/modules/tools/lib/navigator/estimate-question";
import { VERIFIED_MARK } from "@/modules/tools/lib/navigator/method-question";
import { kenyaMethodAnswer, REPORTED } from "@/lib/frameworks/method-answer";
import { readMethodMatrix } from "@/lib/frameworks/method-matrix";
import { ruleById } from "@/lib/frameworks/rules";
import { UNVERIFIED_MARK } from "@/lib/frameworks/library";
import type { ToolOutput } from "@/lib/results/types";
import { KENYA } from "@/tests/support/frameworks";

const ask = (custom_query: string, extra: Record<string, string> = {}): Promise<ToolOutput> =>
  Promise.resolve(
    navigatorEngine.run({
      toolId: "framework_rules_navigator",
      values: { enquiry_focus: "Rules / Methods", custom_query, ...extra },
      framework: KENYA,
      documents: [],
      now: new Date("2026-12-01"),
      searchGuidelines: vi.fn(async () => []),
    } as never),
  );
const methodTable = (output: ToolOutput) => output.tables?.find((table) => table.id === "method-period");
const rowOf = (output: ToolOutput, subject: string) =>
  methodTable(output)?.rows.find((row) => row[0] === subject);

describe("reading the estimate in a question, in practitioners' notation", () => {
  it.each([
    ["KES 25,600,000 goods, Kenya", 25_600_000, "KES"],
    ["Kshs. 25,600,000.00", 25_600_000, "KES"],
    ["What method for goods of 25.6M?", 25_600_000, null],
    ["goods worth 3.8 million shillings", 3_800_000, "KES"],
    ["works of Kshs. 1,600,000.00 (One million six hundred thousand)", 1_600_000, "KES"],
    ["Ksh.200,000/= cleaning services for FY 2025/2026", 200_000, "KES"],
  ])("%s is %d", (text, amount, written) => {
    expect(readAskedEstimate(text, "KES")).toMatchObject({ amount, written });
  });

  it('reads "Kshs. 25,600,000.00" as 25,600,000, never 0.26 or 25.6', () => {
    const read = readAskedEstimate("Kshs. 25,600,000.00", "KES")!;
    expect(read.amount).toBe(25_600_000);
    expect(read.amount).not.toBe(0.26);
    expect(read.amount).not.toBe(25.6);
    expect(readAskedEstimate("Which method applies for goods?", "KES")).toBeNull();
  });

  it("names the kind of procurement, consultancy before services", () => {
    expect(askedCategory("KES 25,600,000 goods, Kenya")).toBe("goods");
    expect(askedCategory("rehabilitation works of Kithimani road")).toBe("works");
    expect(askedCategory("consultancy services for road design")).toBe("consulting");
    expect(askedCategory("non-consultancy cleaning services")).toBe("non_consulting");
    expect(askedCategory("KES 25,600,000")).toBeNull();
  });
});

describe("Kenya's method answer (pure)", () => {
  it("reads the reported matrix from its record, marked unverified", () => {
    const matrix = readMethodMatrix(ruleById("ke-method-thresholds"))!;
    expect(matrix.verified).toBe(false);
    expect(
      matrix.rows.map((row) => [row.method, row.limits.goods, row.limits.works, row.limits.services]),
    ).toEqual([
      ["rfq", 3_000_000, 5_000_000, 3_000_000],
      ["low_value", 50_000, 100_000, 50_000],
      ["restricted_cost", 30_000_000, 30_000_000, 20_000_000],
    ]);
  });

  it("calls for request for quotations within its ceiling and open tender above it", () => {
    expect(kenyaMethodAnswer("KE_PPADA", 1_600_000, "goods")!.method).toBe("request for quotations");
    expect(kenyaMethodAnswer("KE_PPADA", 4_000_000, "works")!.method).toBe("request for quotations");
    expect(kenyaMethodAnswer("KE_PPADA", 4_000_000, "goods")!.method).toBe("open tender");
    expect(kenyaMethodAnswer("KE_PPADA", 40_000, "goods")!.method).toBe("low-value procurement");
    expect(kenyaMethodAnswer("KE_PPADA", 12_000_000, "consulting")!.method).toBe("request for proposals");
    expect(kenyaMethodAnswer("UG_PPDA", 25_600_000, "goods")).toBeNull();
  });

  it("offers restricted tendering on the cost ground only up to its reported limit", () => {
    const within = kenyaMethodAnswer("KE_PPADA", 25_600_000, "goods")!;
    expect(within.summary).toContain(
      "Restricted tendering on the cost ground (s. 102(1)(b)) is possible up to KES 30,000,000",
    );
    const above = kenyaMethodAnswer("KE_PPADA", 31_000_000, "goods")!;
    expect(above.summary).not.toContain("Restricted tendering");
    expect(above.statements.find((s) => s.subject.startsWith("Restricted tendering (cost"))!.text).toContain(
      "restricted tendering is not available on the cost ground",
    );
  });
});

describe('navigator: "KES 25,600,000 goods, Kenya"', () => {
  it("answers open tender (s. 91) and says which figures are reported, not verified", async () => {
    const output = await ask("KES 25,600,000 goods, Kenya");
    expect(output.summary).toMatch(
      /^KES 25,600,000 of goods under Kenya's PPADA 2015: open tender \(s\. 91\): the estimate is above the request-for-quotations ceiling of KES 3,000,000 for goods \(reported, not verified against the Second Schedule\)\./,
    );
    expect(methodTable(output)!.title).toBe("Method and minimum tender period for KES 25,600,000 (goods)");
    const rfq = rowOf(output, "Request for quotations")!;
    expect(rfq[1]).toContain(`(${REPORTED})`);
    expect(rfq[2]).toBe("KES 3,000,000");
    expect(rfq[3]).toBe(UNVERIFIED_MARK);
    // The conclusion rests on the reported ceiling as much as on s. 91: it is not marked verified.
    expect(rowOf(output, "Method")![3]).toBe(UNVERIFIED_MARK);
    expect(rowOf(output, "When restricted tendering may be used")![3]).toBe(VERIFIED_MARK);
  });

  it("says plainly that the minimum tender period is not verified and cites s. 97 / s. 89(c) as the basis", async () => {
    const output = await ask("KES 25,600,000 goods, Kenya");
    const national = rowOf(output, "Minimum tender period (open national tender)")!;
    expect(national[1]).toMatch(
      /^Not verified: the Public Procurement and Asset Disposal Regulations, 2020 prescribe it/,
    );
    expect([national[2], national[3]]).toEqual(["not recorded", UNVERIFIED_MARK]);
    expect(rowOf(output, "Minimum tender period (open international tender)")![3]).toBe(UNVERIFIED_MARK);
    const basis = rowOf(output, "Time for preparing tenders (basis)")!;
    expect([basis[3], basis[4]]).toEqual([
      VERIFIED_MARK,
      "Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 97 and s. 89(c)",
    ]);
    expect(output.summary).toContain("Minimum tender period: not verified");
    // The answer places the estimate against each limit; no "at or above 0 of 1 verified threshold" beside it.
    expect(output.summary).not.toMatch(/verified current threshold/);
  });

  it("cites every statement with an official source and shows no rule id or research note", async () => {
    const output = await ask("KES 25,600,000 goods, Kenya");
    for (const row of methodTable(output)!.rows) {
      expect(row[4]).not.toBe("");
      expect(row[5]).toMatch(/^https:\/\/(?:new\.kenyalaw\.org|ppra\.go\.ke)\//);
      expect(row.join(" ")).not.toMatch(/\bke-[a-z-]+\b|provenance|secondary/);
    }
    // The page's "Your question" section lists the verified rules the answer rests on, never a lead.
    const question = output.data.question as { matches: { id: string }[]; answer: string };
    expect(question.matches.map((match) => match.id)).toContain("ke-open-tendering-preferred");
    expect(question.matches.map((match) => match.id)).not.toContain("ke-method-thresholds");
    expect(question.answer).toMatch(
      /marked "unverified — confirm against the official text" in the table below/,
    );
  });

  it("takes the estimate from the field and the category from the question", async () => {
    const output = await ask("which method for these goods?", { project_estimate: "Kshs. 25,600,000.00" });
    expect(output.data.estimate).toEqual({ amount: 25_600_000, currency: "KES" });
    expect((output.data.method as { method: string }).method).toBe("open tender");
  });

  it("asks for the category when the question names none, and refuses another currency", async () => {
    const bare = await ask("KES 25,600,000");
    expect(methodTable(bare)).toBeUndefined();
    expect(bare.notices?.join(" ")).toContain('write "goods", "works", "services" or "consultancy"');
    const dollars = await ask("USD 200,000 goods, Kenya");
    expect(methodTable(dollars)).toBeUndefined();
    expect(dollars.notices?.join(" ")).toContain("Convert it to KES");
  });
});
