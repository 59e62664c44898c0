import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { securityTerm, validityDays } from "@/modules/review/lib/engine/packs/bid-terms";
import { sentencesOf } from "@/lib/reading/sentences";
import { parseSecurityFigure } from "@/modules/review/lib/engine/packs/solicitation-terms";
import {
  standstillCheck,
  standstillDays,
  standstillPeriod,
} from "@/modules/review/lib/engine/packs/timeline-checks";
import type { ReviewContext, ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, Finding, ToolFramework } from "@/lib/results/types";
import { findAmounts, findMoneyFigures, findPercentages, figureValue } from "@/lib/reading/amounts";
import { currencyOfMarker } from "@/lib/locale/currency-names";
import { findPeriods, parseNumberWords } from "@/lib/reading/number-words";
import { KENYA } from "@/tests/support/frameworks";
import { byId } from "@/tests/support/review-findings";

const TENDER = "tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

const doc = (...pages: string[]): AttachedDocument => ({
  fileId: "t",
  groupId: "method-document",
  name: "Tender.pdf",
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

function review(
  documents: AttachedDocument[],
  options: { framework?: ToolFramework; estimatedValue?: number; currency?: string } = {},
) {
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: {
      id: "KE-015",
      entity: "National Cereals and Produce Board",
      procurement_category: "Goods",
      procurement_method: "Open Tender",
      currency: options.currency ?? "KES",
      estimatedValue: options.estimatedValue ?? 10_000_000,
      issue_date: "2021-11-01",
      bidDueDate: "2021-11-30",
    },
    moduleInputs: {},
    documents,
    framework: options.framework ?? KENYA,
  };
  return runReview(input, RULE_PACKS);
}

/** The period as a reviewer reads it: [value, unit, source, conflict]. */
const periodOf = (text: string) =>
  findPeriods(text).map((period) => [period.value, period.unit, period.source, period.conflict]);

describe("numbers written in words with figures", () => {
  it.each([
    ["one hundred twenty (120) days", 120, "days", "both"],
    ["One hundred and twenty (120) calendar days", 120, "days", "both"],
    ["fourteen (14) days", 14, "days", "both"],
    ["thirty (30) days", 30, "days", "both"],
    ["ninety days", 90, "days", "words"],
    ["seven (7) working days", 7, "working days", "both"],
    ["two (2) business days", 2, "working days", "both"],
    ["six (6) months", 6, "months", "both"],
    ["four (4) weeks", 4, "weeks", "both"],
    ["one (1) year", 1, "years", "both"],
    ["twenty-eight (28) days", 28, "days", "both"],
    ["120 (one hundred and twenty) days", 120, "days", "both"],
    ["Tender validity: 120 days", 120, "days", "figures"],
    ["a 10-day standstill", 10, "days", "figures"],
  ])("%s", (text, value, unit, source) => {
    expect(periodOf(text)).toEqual([[value, unit, source, false]]);
  });

  it("reports words and a figure that disagree, with both values and the offsets of the statement", () => {
    const text = "The debriefing shall be held within five (3) days of the request.";
    const [period] = findPeriods(text);
    expect(period).toMatchObject({ words: 5, figure: 3, value: 3, unit: "days", conflict: true });
    expect(text.slice(period!.start, period!.end)).toBe("five (3) days");
  });

  it("reads every period of a sentence in order and ignores figures that are not periods", () => {
    const text =
      "Within fourteen (14) days of the notification of award, the Supplier shall furnish the Performance Security, valid for sixty (60) days after delivery; see clause 3.18.1 and ISO 9001:2015.";
    expect(findPeriods(text).map((period) => period.value)).toEqual([14, 60]);
    expect(findPeriods("fees of Kshs 1,000 days")).toEqual([]);
  });

  it("values runs of number words", () => {
    expect(parseNumberWords("one hundred and twenty")).toBe(120);
    expect(parseNumberWords("Two Hundred Thousand")).toBe(200_000);
    expect(parseNumberWords("one million five hundred thousand")).toBe(1_500_000);
    expect(parseNumberWords("twenty-one")).toBe(21);
    expect(parseNumberWords("shall")).toBeNull();
  });
});

/** An amount as a reviewer reads it: [value, currency, source, conflict]. */
const amountsOf = (text: string) =>
  findAmounts(text).map((amount) => [amount.value, amount.currency, amount.source, amount.conflict]);

describe("amounts in local notations", () => {
  it.each([
    ["Kshs. 1,600,000.00", 1_600_000, "KES", "figures"],
    ["KSh 200,000", 200_000, "KES", "figures"],
    ["Ksh.200,000/=", 200_000, "KES", "figures"],
    ["Kenya Shillings Two Hundred Thousand (200,000) only", 200_000, "KES", "both"],
    ["Kshs. 200,000.00 (Two hundred thousand) only", 200_000, "KES", "both"],
    ["Kshs. 1,000.00 (One thousand shillings) per set", 1_000, "KES", "both"],
    ["below Ksh. 500 Million in respect of works", 500_000_000, "KES", "figures"],
    ["KES 5,000,000", 5_000_000, "KES", "figures"],
    ["US$ 25,000", 25_000, "USD", "figures"],
    ["USD 25,000", 25_000, "USD", "figures"],
    ["€ 10.000,00", 10_000, "EUR", "figures"],
    ["EUR 10,000", 10_000, "EUR", "figures"],
    ["UGX 50,000,000", 50_000_000, "UGX", "figures"],
    ["USh 50,000,000", 50_000_000, "UGX", "figures"],
    ["Uganda Shillings Fifty Million (50,000,000)", 50_000_000, "UGX", "both"],
    ["TZS 3,500,000", 3_500_000, "TZS", "figures"],
    ["20,000 USD", 20_000, "USD", "figures"],
    ["Kenya Shillings One Million Five Hundred Thousand (Kshs.1,500,000.00)", 1_500_000, "KES", "both"],
  ])("%s", (text, value, currency, source) => {
    expect(amountsOf(text)).toEqual([[value, currency, source, false]]);
  });

  it("leaves a currency named without its country open, with its candidates", () => {
    const [amount] = findAmounts("Two hundred thousand shillings only");
    expect(amount).toMatchObject({ value: 200_000, currency: null, source: "words" });
    expect(amount!.candidates).toEqual(["KES", "UGX", "TZS", "SOS"]);
  });

  it("flags words and figures that disagree", () => {
    expect(amountsOf("Kshs. 200,000 (Two hundred and fifty thousand) only")).toEqual([
      [200_000, "KES", "both", true],
    ]);
  });

  it("gives the offsets of each amount in the text", () => {
    const text = "The tender security shall be Kshs. 200,000.00 (Two hundred thousand) only.";
    const [amount] = findAmounts(text);
    expect(text.slice(amount!.start, amount!.end)).toBe("Kshs. 200,000.00 (Two hundred thousand) only");
  });

  it("reads ISO codes only in capitals, and names and symbols in any case", () => {
    expect(findAmounts("all 5 lots")).toEqual([]);
    expect(currencyOfMarker("kshs.")).toEqual({ code: "KES", candidates: ["KES"] });
    expect(currencyOfMarker("Kenya  Shillings")?.code).toBe("KES");
    expect(currencyOfMarker("US$")?.code).toBe("USD");
    expect(currencyOfMarker("kes")).toBeNull();
  });

  it("does not read blanks as amounts", () => {
    expect(findAmounts("for the sum of Kshs.............. (total amount in words and figures)")).toEqual([]);
    expect(findAmounts("Kenya shillings ____ only")).toEqual([]);
  });

  it("reads a percentage as a percentage, with what it is a percentage of", () => {
    expect(findPercentages("not exceeding 2% of the tender price")).toMatchObject([
      { value: 2, of: "tender price" },
    ]);
    expect(findPercentages("two per cent (2%) of the contract sum")).toMatchObject([
      { value: 2, words: 2, source: "both", of: "contract sum" },
    ]);
    expect(findMoneyFigures("2% of the tender price").map((figure) => figure.kind)).toEqual(["percent"]);
  });

  it("values figures with either decimal mark", () => {
    expect(figureValue("10.000,00")).toBe(10_000);
    expect(figureValue("1,600,000.00")).toBe(1_600_000);
    expect(figureValue("1.5")).toBe(1.5);
    expect(figureValue("500", "Million")).toBe(500_000_000);
  });
});

describe("bid security read in Kenyan, World Bank and Ugandan wording", () => {
  it("reads the figure after the security phrase", () => {
    expect(
      parseSecurityFigure("The tender security shall be Kshs. 200,000.00 (Two hundred thousand) only"),
    ).toEqual({ kind: "amount", value: 200_000, currency: "KES" });
    expect(
      parseSecurityFigure(
        "The Bid Security shall be US$ 25,000 or an equivalent amount in a freely convertible currency",
      ),
    ).toEqual({ kind: "amount", value: 25_000, currency: "USD" });
    expect(parseSecurityFigure("Bid security of UGX 50,000,000 is required")).toEqual({
      kind: "amount",
      value: 50_000_000,
      currency: "UGX",
    });
    expect(parseSecurityFigure("tender security of 2% of the tender price")).toEqual({
      kind: "percent",
      value: 2,
    });
    expect(parseSecurityFigure("tender security of two hundred thousand shillings", "KES")).toEqual({
      kind: "amount",
      value: 200_000,
      currency: "KES",
    });
    expect(parseSecurityFigure("tender security of two hundred thousand shillings", "USD")).toEqual({
      kind: "amount",
      value: 200_000,
      currency: null,
    });
  });

  it("compares a Kenyan amount with the 2% limit", () => {
    const text = "The tender security shall be Kshs. 200,000.00 (Two hundred thousand) only.";
    const within = byId(review([doc(text)]), "bid-security");
    expect(within.status).toBe("pass");
    expect(within.evidence).toContain("Kshs. 200,000.00");
    expect(within.evidence).toContain("This is 2% of the estimated value, within the 2% limit.");
    const above = byId(review([doc(text)], { estimatedValue: 5_000_000 }), "bid-security");
    expect(above.status).toBe("fail");
    expect(above.evidence).toContain("This is 4% of the estimated value, above the 2% limit (KES 100,000).");
  });

  it("says a World Bank amount in another currency cannot be compared", () => {
    const finding = byId(
      review([
        doc("The Bid Security shall be US$ 25,000 or an equivalent amount in a freely convertible currency."),
      ]),
      "bid-security",
    );
    expect(finding.status).toBe("info");
    expect(finding.evidence).toContain("without an estimated value in USD");
  });

  it("reads a security amount split by the sentence splitter after 'Kshs.'", () => {
    const sentences = sentencesOf([
      doc("The tender security shall be Kshs. 200,000.00 (Two hundred thousand) only."),
    ]);
    expect(securityTerm(sentences)?.value).toEqual({
      kind: "figure",
      figure: { kind: "amount", value: 200_000, currency: "KES" },
    });
  });
});

describe("validity and standstill periods in words and figures", () => {
  it.each([
    "Tenders shall be valid for one hundred and twenty (120) days from the date of the closing of the tender.",
    "Tender validity: 120 days",
    "Bids shall remain valid for a period of 120 days after the bid submission deadline.",
    "The tender validity period is one hundred and twenty (120) days as set out in the Invitation to Tender.",
  ])("bid validity passes: %s", (text) => {
    const finding = byId(review([doc(text)]), "bid-validity");
    expect(finding.status).toBe("pass");
    expect(finding.evidence).toContain("120");
    expect(validityDays(sentencesOf([doc(text)]))?.value).toBe(120);
  });

  it("does not take the tender security's validity for the tenders'", () => {
    const text =
      "The Tender Security shall be valid for one hundred and twenty (120) days beyond the validity of the tender.";
    const result = review([doc(text)]);
    expect(result.findings.some((finding) => finding.id === "bid-validity")).toBe(false);
    const facts = result.facts![0]!.facts;
    expect(facts.find((fact) => fact.key === "tender_validity")?.status).toBe("missing");
    expect(facts.find((fact) => fact.key === "tender_security_validity")?.value).toBe(
      "120 days beyond the tender validity",
    );
  });

  it("warns on a validity whose words and figure disagree, quoting it", () => {
    const finding = byId(review([doc("Tenders shall remain valid for ninety (120) days.")]), "bid-validity");
    expect(finding.status).toBe("warning");
    expect(finding.evidence).toContain('"ninety (120) days": the words say 90 and the figure says 120');
    expect(finding.evidence).toContain("Tender.pdf, page 1");
  });

  it("reads the clarification deadline in words", () => {
    const text =
      "The Procuring Entity will respond to any request for clarification received within seven (7) days prior to the deadline.";
    expect(byId(review([doc(text)]), "clarification-deadline").status).toBe("pass");
    const conflict = byId(
      review([
        doc(
          "Requests for clarification shall be received at least five (3) days before the tender closing date.",
        ),
      ]),
      "clarification-deadline",
    );
    expect(conflict.status).toBe("warning");
    expect(conflict.evidence).toContain('"five (3) days": the words say 5 and the figure says 3');
  });

  it("reads standstill periods in words and figures", () => {
    expect(standstillDays("a standstill period of fourteen (14) days")).toBe(14);
    expect(standstillDays("fourteen (14) days standstill")).toBe(14);
    expect(standstillDays("a 10-day standstill")).toBe(10);
    expect(standstillDays("the notification of intention to award opens a period of two (2) weeks")).toBe(14);
    expect(standstillDays("the standstill period. Tenders are valid for 90 days")).toBeNull();
    expect(standstillPeriod("standstill period of five (3) days")).toMatchObject({ conflict: true, days: 3 });
  });

  it("warns on a standstill period whose words and figure disagree", () => {
    const tender = doc(
      "The contract shall not be signed before the end of a standstill period of five (3) days.",
    );
    const context = {
      input: { framework: KENYA } as ReviewContext["input"],
      subject: [tender],
      documentsIn: () => [tender],
      rules: [],
    } satisfies ReviewContext;
    const finding = standstillCheck.run(context) as Finding;
    expect(finding.status).toBe("warning");
    expect(finding.evidence).toContain('"five (3) days": the words say 5 and the figure says 3');
  });
});

describe("the NCPB laptops tender (real, Kenya 2021)", () => {
  it("finds the tender security amount on page 13 and the validity on page 3", async () => {
    const extracted = await extractDocument(new Uint8Array(readFileSync(TENDER)), "pdf");
    const tender = toAttachedDocument(
      { fileId: "ncpb", groupId: "method-document", name: "NCPB tender.pdf", size: 1 },
      extracted,
    );
    const page = (label: string) => tender.units.find((unit) => unit.label === label)!.text;
    expect(findAmounts(page("page 13"))).toContainEqual(
      expect.objectContaining({ value: 200_000, currency: "KES", source: "both", conflict: false }),
    );
    expect(findPeriods(page("page 3"))).toContainEqual(
      expect.objectContaining({ value: 120, words: 120, figure: 120, unit: "days" }),
    );

    const result = review([tender], { estimatedValue: 10_000_000 });
    const security = byId(result, "bid-security");
    expect(security.evidence).toContain("Kshs. 200,000.00 (Two hundred thousand) only");
    // The data sheet (Appendix, row 11, keyed 3.17.1) is read first; the instructions' clause 3.18.1 on page 13
    // states the same amount and is kept as a statement of the same fact.
    expect(security.evidence).toContain("NCPB tender.pdf, page 24, data sheet, ITT 3.17.1");
    const amount = result.facts![0]!.facts.find((fact) => fact.key === "tender_security_amount")!;
    expect(amount.statements.map((statement) => statement.page)).toContain(13);
    expect(security.status).toBe("pass");
    const validity = byId(result, "bid-validity");
    expect(validity.status).toBe("pass");
    expect(validity.evidence).toContain("One hundred and twenty (120) days");
    expect(validity.evidence).toContain("page 3");
    expect(byId(result, "clarification-deadline").status).toBe("pass");
  });

  it("reads the same in a World Bank framework review", async () => {
    const result = review(
      [doc("Bids shall remain valid for a period of 120 days after the bid submission deadline.")],
      {
        framework: WORLD_BANK,
        currency: "USD",
      },
    );
    expect(byId(result, "bid-validity").status).toBe("pass");
  });
});
