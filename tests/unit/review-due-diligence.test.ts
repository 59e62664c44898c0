import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/engine/attached-document";
import { runReview } from "@/lib/engine/engine";
import { dueDiligencePack } from "@/lib/engine/packs/due-diligence";
import { LEGAL_SUFFIXES, matchName, normalizeName } from "@/lib/engine/packs/name-match";
import { parseListDate } from "@/lib/engine/packs/screening-lists";
import type { ReviewInput } from "@/lib/engine/review-types";
import type { AttachedDocument } from "@/lib/engine/types";
import { makeXlsx } from "@/tests/support/documents";
import { byId } from "@/tests/support/review-findings";

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
    const ended = byId(review(documents, "Blue Nile Traders"), "bidder-screening");
    expect([ended.status, ended.severity]).toEqual(["warning", "medium"]);
    expect(ended.evidence).toContain("The listing ended on 2020-01-01, before the bid due date 2025-03-01.");
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
  it("warns once that nothing was screened when no list is attached", () => {
    const result = review([], "Acme Construction Ltd", ["Ivan Sidorov"]);
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["screening-lists", "warning", "medium"],
    ]);
    expect(result.findings[0]!.evidence).toBe(
      "No sanctions or debarment list was attached; nothing was screened.",
    );
  });

  it("warns when no list has a name column, and names unread lists next to read ones", async () => {
    const bad: AttachedDocument = {
      fileId: "x",
      groupId: "screening-lists",
      name: "Notes.csv",
      size: 1,
      units: [{ label: "section 1", text: "Id,Country\n1,Kenya" }],
    };
    expect(review([bad], "Acme").findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["screening-lists", "warning"],
    ]);
    expect(review([bad], "Acme").findings[0]!.evidence).toBe(
      "No list with a name column was found in Notes.csv; nothing was screened.",
    );
    const mixed = review([...(await lists()), bad], "Kilimanjaro Builders");
    expect([byId(mixed, "screening-lists").status, byId(mixed, "screening-lists").severity]).toEqual([
      "warning",
      "low",
    ]);
    expect(byId(mixed, "screening-lists").evidence).toContain(
      "Not screened (no name column found): Notes.csv.",
    );
  });

  it("fails without a bidder name", async () => {
    const result = review(await lists(), "  ");
    expect([byId(result, "bidder-screening").status, byId(result, "bidder-screening").evidence]).toEqual([
      "fail",
      "No bidder name was given, so the bidder was not screened.",
    ]);
  });
});

describe("name matching", () => {
  it("normalizes accents, punctuation, filler words and trailing legal forms", () => {
    expect(normalizeName("Société Générale S.A.")).toEqual(["societe", "generale"]);
    expect(normalizeName("The Acme & Sons Co. (Pty) Ltd")).toEqual(["acme", "sons"]);
    expect(normalizeName("O'Neil GmbH")).toEqual(["oneil"]);
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
