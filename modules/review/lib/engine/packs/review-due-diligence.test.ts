import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { dueDiligencePack } from "@/modules/review/lib/engine/packs/due-diligence";
import { LEGAL_SUFFIXES, matchName, normalizeName } from "@/modules/review/lib/engine/packs/name-match";
import { parseListDate } from "@/modules/review/lib/engine/packs/screening-lists";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf, makeXlsx } from "@/tests/support/documents";
import { byId, statusOf } from "@/tests/support/review-findings";

const WB_CSV = [
  "Firm Name,Address,Country,From Date,To Date,Grounds",
  '"ACME Construction Ltd.","Nairobi, Kenya",Kenya,2021-03-01,2027-03-01,Fraudulent Practice',
  '"Blue Nile Traders Co",Khartoum,Sudan,01/01/2018,01/01/2020,Collusive Practice',
  "Zenith Engineering Works,Kampala,Uganda,5 May 2022,Ongoing,Corrupt Practice",
].join("\r\n");

async function lists(): Promise<AttachedDocument[]> {
  const csv = await extractDocument(new TextEncoder().encode(WB_CSV), "csv");
  const xlsx = await extractDocument(
    await makeXlsx({
      Consolidated: [
        ["UN Security Council Consolidated List"],
        ["Name", "Aliases", "Program"],
        ["Ivan Petrovich Sidorov", "Ivan Sidorov; I. P. Sidorov", "UN 1267"],
        ["Société Générale de Fournitures S.A.", "", "UN 1718"],
      ],
    }),
    "xlsx",
  );
  return [
    toAttachedDocument({ fileId: "wb", groupId: "screening-lists", name: "WB-debarred.csv", size: 1 }, csv),
    toAttachedDocument({ fileId: "un", groupId: "screening-lists", name: "UN.xlsx", size: 1 }, xlsx),
  ];
}

function review(documents: AttachedDocument[], bidder: string, commitments: string[] = []) {
  const input: ReviewInput = {
    serviceId: "intelligence",
    subserviceId: "due-diligence",
    activity: {
      id: "G-7",
      entity: "Ministry",
      procurement_category: "Works",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 1,
      issue_date: "2025-01-10",
      bidDueDate: "2025-03-01",
    },
    moduleInputs: { bidder_name: bidder, commitments },
    documents,
    framework: null,
  };
  return runReview(input, [dueDiligencePack]);
}

describe("due-diligence on real CSV and XLSX lists", () => {
  it("passes a clean bidder, naming the rows and lists screened", async () => {
    const result = review(await lists(), "Kilimanjaro Builders Ltd", ["Jane Wanjiru"]);
    expect(result.findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["screening-lists", "pass"],
      ["bidder-screening", "pass"],
      ["commitment-screening-1", "pass"],
    ]);
    expect(byId(result, "screening-lists").evidence).toBe(
      "5 rows screened: WB-debarred.csv, section 1 (3 rows); UN.xlsx, Consolidated (2 rows).",
    );
    expect(byId(result, "bidder-screening").evidence).toBe(
      'No match for "Kilimanjaro Builders Ltd" among 5 rows of WB-debarred.csv, section 1 (3 rows); UN.xlsx, Consolidated (2 rows).',
    );
    expect(byId(result, "bidder-screening").title).toBe("Bidder screened: Kilimanjaro Builders Ltd");
    expect(result.score).toBe(100);
  });

  it("fails an exact match (legal suffixes and case ignored) with the listed row as evidence", async () => {
    const result = review(await lists(), "Acme Construction Limited");
    const bidder = byId(result, "bidder-screening");
    expect([bidder.status, bidder.severity]).toEqual(["fail", "high"]);
    expect(bidder.evidence).toBe(
      '"Acme Construction Limited" matches "ACME Construction Ltd." (exact match): "ACME Construction Ltd. | Nairobi, Kenya | Kenya | 2021-03-01 | 2027-03-01 | Fraudulent Practice" — WB-debarred.csv, section 1, row 2. Reason: Fraudulent Practice. Country: Kenya. Period: 2021-03-01 to 2027-03-01.',
    );
    expect(bidder.citation).toBe("WB-debarred.csv, section 1, row 2");
    expect(bidder.recommendation).toContain("reject the bid");
  });

  it("fails a near match, warns on a possible one and on a listing that ended before the bid due date", async () => {
    const documents = await lists();
    const near = byId(review(documents, "Acme Constructions"), "bidder-screening");
    expect([near.status, near.evidence]).toEqual([
      "fail",
      expect.stringContaining("(near match, similarity 0.97)"),
    ]);
    const possible = byId(review(documents, "Acme Construction and Roads Ltd"), "bidder-screening");
    expect([possible.status, possible.severity]).toEqual(["warning", "medium"]);
    expect(possible.evidence).toMatch(/^Possible match\. .*\(possible match, similarity/);
    // An expired debarment is information: it neither fails the bidder nor takes points off.
    const endedReview = review(documents, "Blue Nile Traders");
    const ended = byId(endedReview, "bidder-screening");
    expect([ended.status, ended.severity]).toEqual(["info", "info"]);
    expect(ended.evidence).toMatch(/^Expired \(until 2020-01-01\): "Blue Nile Traders" matches/);
    expect(ended.evidence).toContain(
      "The listing ended before the bid due date 2025-03-01, so it does not bar the bidder.",
    );
    expect(endedReview.score).toBe(100);
    const ongoing = byId(review(documents, "Zenith Engineering Works"), "bidder-screening");
    expect(ongoing.status).toBe("fail");
    expect(ongoing.evidence).toContain("Period: 5 May 2022 to Ongoing.");
  });

  it("screens each commitment, aliases and accents included", async () => {
    const result = review(await lists(), "Kilimanjaro Builders", [
      "Ivan Sidorov",
      "  ",
      "Societe Generale de Fournitures",
      "Jane Wanjiru",
    ]);
    expect(result.findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["commitment-screening-1", "fail"],
      ["commitment-screening-2", "fail"],
      ["screening-lists", "pass"],
      ["bidder-screening", "pass"],
      ["commitment-screening-3", "pass"],
    ]);
    expect(byId(result, "commitment-screening-1").evidence).toContain(
      '"Ivan Sidorov" matches "Ivan Sidorov" (exact match): "Ivan Petrovich Sidorov | Ivan Sidorov; I. P. Sidorov | UN 1267" — UN.xlsx, Consolidated, row 3. Program: UN 1267.',
    );
    expect(byId(result, "commitment-screening-1").recommendation).toContain("replace the listed party");
  });
});

describe("due-diligence without usable lists", () => {
  it("says nothing was screened when no list is attached: insufficient data on a key check, no score", () => {
    const result = review([], "Acme Construction Ltd", ["Ivan Sidorov"]);
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["screening-lists", "insufficient", "high"],
    ]);
    expect(result.findings[0]!.evidence).toBe(
      "No sanctions or debarment list was attached; nothing was screened.",
    );
    expect(result.findings[0]!.recommendation).toContain(
      '"Firm Name, Address, Country, From Date, To Date, Grounds"',
    );
    expect(result.score).toBeNull();
    expect(result.summary).toMatch(
      /^No score for Bidder Due Diligence: a key check had no data \(Sanctions and debarment lists screened\)\. Attach the lists that apply/,
    );
  });

  it("says so when no list has a name column, and names unread lists next to read ones", async () => {
    const bad: AttachedDocument = {
      fileId: "x",
      groupId: "screening-lists",
      name: "Notes.csv",
      size: 1,
      units: [{ label: "section 1", text: "Id,Country\n1,Kenya" }],
    };
    expect(review([bad], "Acme").findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["screening-lists", "insufficient"],
    ]);
    expect(review([bad], "Acme").findings[0]!.evidence).toBe(
      "No list with a name column was found in Notes.csv; nothing was screened.",
    );
    expect(review([bad], "Acme").score).toBeNull();
    const mixed = review([...(await lists()), bad], "Kilimanjaro Builders");
    expect([byId(mixed, "screening-lists").status, byId(mixed, "screening-lists").severity]).toEqual([
      "warning",
      "low",
    ]);
    expect(byId(mixed, "screening-lists").evidence).toContain(
      "Not screened (no name column found): Notes.csv.",
    );
  });

  it("does not score a review without a bidder name (nothing screened)", async () => {
    const result = review(await lists(), "  ");
    expect(byId(result, "bidder-screening")).toMatchObject({
      status: "insufficient",
      severity: "high",
      evidence: "No bidder name was given, so the bidder was not screened.",
    });
    expect(result.score).toBeNull();
  });
});

describe("name matching", () => {
  it("normalizes accents, punctuation, filler words and trailing legal forms", () => {
    expect(normalizeName("Société Générale S.A.")).toEqual(["societe", "generale"]);
    expect(normalizeName("The Acme & Sons Co. (Pty) Ltd")).toEqual(["acme", "sons"]);
    expect(normalizeName("O'Neil GmbH")).toEqual(["oneil"]);
    expect(normalizeName("M/S Kilimanjaro Builders (K) Ltd")).toEqual(["kilimanjaro", "builders"]);
    expect(normalizeName("Messrs. Mlima Contractors (E.A.) Limited")).toEqual(["mlima", "contractors"]);
    expect(matchName("Kilimanjaro Builders Limited", "KILIMANJARO BUILDERS LTD.")).toEqual({
      band: "exact",
      score: 1,
    });
    expect(normalizeName("Limited")).toEqual(["limited"]);
    expect(LEGAL_SUFFIXES).toEqual(
      expect.arrayContaining(["ltd", "limited", "llc", "inc", "sa", "gmbh", "plc", "co"]),
    );
  });

  it("bands exact, near and possible matches and rejects different names", () => {
    expect(matchName("ACME Construction Ltd", "Acme Construction Limited")).toEqual({
      band: "exact",
      score: 1,
    });
    expect(matchName("Construction Acme", "Acme Construction")?.band).toBe("near");
    expect(matchName("Zenith Engineering Works", "Zenith Engineering Work Ltd")?.band).toBe("near");
    expect(matchName("Mohamed Ali", "Mohammed Aly")?.band).toBe("possible");
    expect(matchName("Acme Construction", "Acme Construction and Engineering")?.band).toBe("possible");
    expect(matchName("Acme Construction", "Apex Construction")).toBeNull();
    expect(matchName("Global Supplies", "Global Services")).toBeNull();
    expect(matchName("", "Acme")).toBeNull();
  });

  it("reads listing dates", () => {
    expect(parseListDate("2021-03-01")).toBe("2021-03-01");
    expect(parseListDate("01/03/2021")).toBe("2021-03-01");
    expect(parseListDate("5 May 2022")).toBe("2022-05-05");
    expect(parseListDate("01-MAR-2021")).toBe("2021-03-01");
    expect(parseListDate("March 1, 2021")).toBe("2021-03-01");
    expect(parseListDate("Ongoing")).toBeNull();
    expect(parseListDate("31/02/2021")).toBeNull();
  });
});

/**
 * Lists as they are published, read by hand for the expected results:
 * - the World Bank's debarred firms list (CSV, its own columns) lists "KILIMANJARO BUILDERS LTD." (row 3) until
 *   2029 for fraudulent practice;
 * - PPRA's list of debarred firms printed as a PDF table (cells run together, long rows wrapped, one row's period
 *   wrapping onto a line that starts "3 years"): row 1 "M/S MLIMA CONTRACTORS LIMITED", row 2 "KILIMANJARO
 *   BUILDERS AND CIVIL WORKS LTD" (another firm whose name starts like the bidder's), row 3 "Tana Hardware &
 *   General Supplies Ltd";
 * - the same PPRA rows as numbered paragraphs of a DOCX.
 */
const WB_DEBARRED = [
  "Firm Name,Address,Country,From Date,To Date,Grounds",
  '"ZHONGSHAN ROAD & BRIDGE ENGINEERING CO., LTD.","No. 8 Xingzhong Road, Zhongshan",China,12-JAN-2022,11-JAN-2027,Fraudulent Practice',
  '"KILIMANJARO BUILDERS LTD.","P.O. Box 2201-10100, Nyeri",Kenya,15-MAR-2024,14-MAR-2029,"Fraudulent Practice, Corrupt Practice"',
  '"BLUE SKY CONSULTING GROUP","Plot 14, Kampala Road, Kampala",Uganda,01-JUN-2019,31-MAY-2022,Collusive Practice',
].join("\r\n");

const PPRA_PAGES = [
  "PUBLIC PROCUREMENT REGULATORY AUTHORITY\nDEBARRED FIRMS UNDER SECTION 41 OF THE PUBLIC PROCUREMENT AND ASSET DISPOSAL ACT, 2015\nS/No. Name of Firm Directors Reason for Debarment Period of Debarment\n1. M/S MLIMA CONTRACTORS LIMITED John Kamau Mwangi, Peter Otieno Forged tax compliance certificate\n3 years from 20/06/2024\n2. KILIMANJARO BUILDERS AND CIVIL WORKS LTD Mary Wambui Fraudulent bid security 5 years from 01/02/2023",
  "S/No. Name of Firm Directors Reason for Debarment Period of Debarment\n3. Tana Hardware & General Supplies Ltd Samuel Njoroge Collusive practice 10 years from 15/08/2021",
];

async function attachList(name: string, bytes: Uint8Array, kind: "pdf" | "docx" | "csv") {
  return toAttachedDocument(
    { fileId: name, groupId: "screening-lists", name, size: 1 },
    await extractDocument(bytes, kind),
  );
}
const wbList = () =>
  attachList("Debarred Firms and Individuals.csv", new TextEncoder().encode(WB_DEBARRED), "csv");
const ppraPdf = async () => attachList("PPRA debarred firms.pdf", await makePdf(PPRA_PAGES), "pdf");

describe("due-diligence on published lists (World Bank CSV, PPRA PDF and DOCX)", () => {
  it("fails a bidder on the World Bank list under another legal form, quoting the row", async () => {
    const result = review([await wbList(), await ppraPdf()], "Kilimanjaro Builders Limited");
    const bidder = byId(result, "bidder-screening");
    expect([bidder.status, bidder.severity]).toEqual(["fail", "high"]);
    expect(bidder.evidence).toBe(
      '"Kilimanjaro Builders Limited" matches "KILIMANJARO BUILDERS LTD." (exact match): "KILIMANJARO BUILDERS LTD. | P.O. Box 2201-10100, Nyeri | Kenya | 15-MAR-2024 | 14-MAR-2029 | Fraudulent Practice, Corrupt Practice" — Debarred Firms and Individuals.csv, section 1, row 3. Reason: Fraudulent Practice, Corrupt Practice. Country: Kenya. Period: 15-MAR-2024 to 14-MAR-2029. "Kilimanjaro Builders Limited" matches "KILIMANJARO BUILDERS AND CIVIL WORKS LTD" (possible match, similarity 0.65): "2. KILIMANJARO BUILDERS AND CIVIL WORKS LTD Mary Wambui Fraudulent bid security 5 years from 01/02/2023" — PPRA debarred firms.pdf, page 1, row 6. Debarred until 2028-01-31 (the period counted from 2023-02-01).',
    );
    expect(byId(result, "screening-lists").evidence).toBe(
      "6 rows screened: Debarred Firms and Individuals.csv, section 1 (3 rows); PPRA debarred firms.pdf, page 1 (3 rows).",
    );
    // Debarred on the bid due date: the review fails, with no score that could read as a pass (it was 75/100).
    expect(result.score).toBeNull();
    expect(result.summary).toBe(
      "Fails: Bidder Kilimanjaro Builders Limited is debarred on the bid due date 2025-03-01, until 2029-03-14 (Debarred Firms and Individuals.csv, section 1, row 3). No score for Bidder Due Diligence: the review fails on this alone. 1 failed, 0 warnings, 1 passed.",
    );
  });

  it("reads the PPRA PDF's wrapped rows and matches 'M/S … LIMITED' to '… (K) Ltd'", async () => {
    const result = review([await ppraPdf()], "Mlima Contractors (K) Ltd");
    const bidder = byId(result, "bidder-screening");
    expect([bidder.status, bidder.severity]).toEqual(["fail", "high"]);
    expect(bidder.evidence).toBe(
      '"Mlima Contractors (K) Ltd" matches "M/S MLIMA CONTRACTORS LIMITED" (exact match): "1. M/S MLIMA CONTRACTORS LIMITED John Kamau Mwangi, Peter Otieno Forged tax compliance certificate 3 years from 20/06/2024" — PPRA debarred firms.pdf, page 1, row 4. Debarred until 2027-06-19 (the period counted from 2024-06-20).',
    );
    expect(bidder.citation).toBe("PPRA debarred firms.pdf, page 1, row 4");
  });

  it("only flags as possible a listed firm whose name goes on past the bidder's ('… and Civil Works Ltd')", async () => {
    const result = review([await ppraPdf()], "Kilimanjaro Builders Ltd", [
      "Tana Hardware and General Supplies",
    ]);
    expect(statusOf(result, "bidder-screening")).toEqual(["warning", "medium"]);
    expect(byId(result, "bidder-screening").evidence).toMatch(/^Possible match\. /);
    // "&" and "and" alike; the row is on page 2, under the header repeated there.
    expect(byId(result, "commitment-screening-1")).toMatchObject({
      status: "fail",
      citation: "PPRA debarred firms.pdf, page 2, row 2",
    });
  });

  it("passes a clean bidder against the lists, also when PPRA's list is a DOCX", async () => {
    const docx = await attachList("PPRA list.docx", await makeDocx(PPRA_PAGES), "docx");
    const result = review([await wbList(), docx], "Nyeri Hauliers Ltd", ["Jane Wanjiru"]);
    expect(result.findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["screening-lists", "pass"],
      ["bidder-screening", "pass"],
      ["commitment-screening-1", "pass"],
    ]);
    expect(byId(result, "screening-lists").evidence).toBe(
      "6 rows screened: Debarred Firms and Individuals.csv, section 1 (3 rows); PPRA list.docx, page 1 (3 rows).",
    );
    expect(result.score).toBe(100);
  });

  it("has no score when the attached 'list' is a letter with no rows to screen", async () => {
    const letter = await attachList(
      "PPRA letter.pdf",
      await makePdf(["Dear Sir, please find the list of debarred firms on our website www.ppra.go.ke."]),
      "pdf",
    );
    const result = review([letter], "Nyeri Hauliers Ltd");
    expect(statusOf(result, "screening-lists")).toEqual(["insufficient", "high"]);
    expect(byId(result, "screening-lists").evidence).toBe(
      "No list with a name column was found in PPRA letter.pdf; nothing was screened.",
    );
    expect(result.score).toBeNull();
  });
});
