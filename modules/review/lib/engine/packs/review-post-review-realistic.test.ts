/**
 * The post-review on procurement files written the way Kenyan procuring entities and World Bank borrowers write
 * them (tests/support/post-review-documents.ts). Every expected result was read off the documents by hand:
 * - the scanned KeRRA file: notification of award dated 12th March, 2026 (page 7), regret letter 12/03/2026
 *   (page 8), contract "made the 18th day of March 2026" (page 9): 6 days, inside the 14-day standstill of
 *   PPADA s.135(3) -> fail; made the 27th: 15 days -> pass;
 * - a World Bank file in separate DOCX files: notification of intention to award dated March 2, 2026, contract
 *   signed "this twentieth day of March, Two Thousand and Twenty-Six" after a Letter of Acceptance of 17 March
 *   (which follows the standstill and is not the notification): 18 days, no verified length -> info, cited;
 * - a file whose contract gives no date -> insufficient data naming the signed contract;
 * - a file whose only mentions of the opening record are a bidding-document clause and a denial -> fail.
 */
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { findDates, showDate } from "@/modules/review/lib/engine/packs/document-dates";
import { procurementPostReviewPack } from "@/modules/review/lib/engine/packs/procurement-post-review";
import { contractDate, notificationDates } from "@/modules/review/lib/engine/packs/standstill-dates";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { KENYA } from "@/tests/support/frameworks";
import {
  contractAgreement,
  EVALUATION_REPORT,
  NOTIFICATION_OF_AWARD,
  OPENING_MINUTES,
  PROFESSIONAL_OPINION,
  REGRET_LETTER,
  scannedFile,
  TENDER_DOCUMENT,
} from "@/tests/support/post-review-documents";
import { byId, statusOf } from "@/tests/support/review-findings";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

async function attach(name: string, bytes: Promise<Uint8Array>): Promise<AttachedDocument> {
  const kind = name.endsWith(".pdf") ? "pdf" : "docx";
  return toAttachedDocument(
    { fileId: name, groupId: "subject", name, size: 1 },
    await extractDocument(await bytes, kind),
  );
}

function review(documents: AttachedDocument[], framework: ToolFramework | null = KENYA) {
  const input: ReviewInput = {
    serviceId: "procurement_post_review",
    activity: {
      id: "KeRRA/08/NYR/2026/014",
      entity: "Kenya Rural Roads Authority",
      procurement_category: "Works",
      procurement_method: "",
      currency: "KES",
      estimatedValue: 13_000_000,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents,
    framework,
  };
  return runReview(input, [procurementPostReviewPack]);
}

const scanned = (contractDay: string) => attach("KeRRA file 014.pdf", makePdf(scannedFile(contractDay)));

describe("dates as procurement records write them", () => {
  it("reads figures, ordinals, day-first numbers and years in words; rejects dates that do not exist", () => {
    const iso = (text: string) => findDates(text).map((date) => date.iso);
    expect(iso("Date: 12th March, 2026")).toEqual(["2026-03-12"]);
    expect(iso("HELD ON 2ND MARCH 2026 AT")).toEqual(["2026-03-02"]);
    expect(iso("12/03/2026 and 12.03.2026 and 2026-03-12")).toEqual([
      "2026-03-12",
      "2026-03-12",
      "2026-03-12",
    ]);
    expect(iso("March 12, 2026")).toEqual(["2026-03-12"]);
    expect(iso("made the 18th day of March 2026 between")).toEqual(["2026-03-18"]);
    expect(iso("this twentieth day of March, Two Thousand and Twenty-Six")).toEqual(["2026-03-20"]);
    expect(iso("the twenty-first (21st) day of April 2026")).toEqual(["2026-04-21"]);
    expect(iso("31/02/2026, Kshs. 12,450,000.00, 8.4 KM, P.O. Box 2201-10100")).toEqual([]);
    expect(showDate(findDates("12/03/2026")[0]!)).toBe("12 March 2026");
  });
});

describe("post-review of a scanned Kenyan procurement file (one PDF)", () => {
  it("finds the opening minutes, the notification letters and the professional opinion by their titles", async () => {
    const result = review([await scanned("18th")]);
    expect(byId(result, "record-opening-minutes")).toMatchObject({
      status: "pass",
      evidence: expect.stringMatching(
        /^"MINUTES OF THE TENDER OPENING COMMITTEE HELD ON 2ND MARCH 2026 AT KeRRA NYERI REGIONAL OFFICE BOARDROOM.*" — KeRRA file 014\.pdf, page 3$/,
      ),
    });
    expect(byId(result, "record-award-notice").evidence).toMatch(
      /"NOTIFICATION OF AWARD.*" — KeRRA file 014\.pdf, page 7/,
    );
    expect(byId(result, "record-professional-opinion").evidence).toMatch(/KeRRA file 014\.pdf, page 6$/);
    expect(byId(result, "record-evaluation-report").evidence).toMatch(/^"TENDER EVALUATION REPORT.*page 4$/);
  });

  it("fails a contract signed 6 days after the notification, inside the 14-day standstill, citing s.135(3)", async () => {
    const result = review([await scanned("18th")]);
    const standstill = byId(result, "standstill-observed");
    expect([standstill.status, standstill.severity]).toEqual(["fail", "high"]);
    expect(standstill.evidence).toContain(
      'Notified: NOTIFICATION OF AWARD dated "Date: 12th March, 2026" — KeRRA file 014.pdf, page 7; REGRET LETTER dated "12/03/2026" — KeRRA file 014.pdf, page 8.',
    );
    expect(standstill.evidence).toContain(
      'Contract signed: "THIS AGREEMENT is made the 18th day of March 2026 between Kenya Rural Roads Authority',
    );
    expect(standstill.evidence).toContain("— KeRRA file 014.pdf, page 9.");
    expect(standstill.evidence).toContain(
      "The contract was signed 6 days after the last notification (12 March 2026 to 18 March 2026). The standstill is 14 calendar days: the contract was signed inside it.",
    );
    expect(standstill.citation).toContain(
      "Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 135(3)",
    );
    // The letter states the 14 days in words: the period stated is not reported as missing.
    expect(byId(result, "standstill")).toMatchObject({
      status: "pass",
      evidence: expect.stringContaining("fourteen (14) days have elapsed from the date of this notification"),
    });
    // Findings read by hand: only the standstill (fail high, 25), the missing procurement plan (fail low, 8)
    // and the unstated place of submission (warning medium, 6) cost points.
    expect(
      result.findings.filter((f) => f.status === "fail" || f.status === "warning").map((f) => f.id),
    ).toEqual(["standstill-observed", "record-procurement-plan", "submission-opening"]);
    expect(result.score).toBe(100 - 25 - 8 - 6);
  });

  it("passes the same file when the contract is signed 15 days after the notification", async () => {
    const result = review([await scanned("27th")]);
    const standstill = byId(result, "standstill-observed");
    expect(standstill.status).toBe("pass");
    expect(standstill.evidence).toContain(
      "15 days after the last notification (12 March 2026 to 27 March 2026). This meets the 14 calendar days standstill.",
    );
    expect(result.score).toBe(100 - 8 - 6);
  });
});

describe("post-review of a World Bank file in separate DOCX files", () => {
  const NOTIFICATION =
    "NOTIFICATION OF INTENTION TO AWARD\n\nDate of transmission: This Notification is sent by email on March 2, 2026.\n\nTo: Mlima Contractors Limited, Tana Works Ltd and Kilimanjaro Builders Ltd\n\nThe Standstill Period is ten (10) Business Days after the date of transmission of this Notification.";
  const ACCEPTANCE =
    "LETTER OF ACCEPTANCE\n\nDate: 17/03/2026\n\nThis is to notify you that your Bid dated 2nd February 2026 is hereby accepted.";
  const AGREEMENT =
    "CONTRACT AGREEMENT\n\nTHIS AGREEMENT made this twentieth day of March, Two Thousand and Twenty-Six, between the Ministry of Roads and Kilimanjaro Builders Ltd.\n\nIN WITNESS WHEREOF the parties have caused this Agreement to be executed.";

  it("reads the notification and the signing dates, ignores the Letter of Acceptance, and cites the verified rule", async () => {
    const documents = [
      await attach(
        "Bid Opening Minutes.docx",
        makeDocx(["Record of Bid Opening\n\nThree bids were opened on 2 February 2026."]),
      ),
      await attach("Notification.docx", makeDocx([NOTIFICATION])),
      await attach("LoA.docx", makeDocx([ACCEPTANCE])),
      await attach("Contract.docx", makeDocx([AGREEMENT])),
    ];
    expect(notificationDates(documents).map((record) => record.date.iso)).toEqual(["2026-03-02"]);
    expect(contractDate(documents)?.date.iso).toBe("2026-03-20");
    const result = review(documents, WORLD_BANK);
    const standstill = byId(result, "standstill-observed");
    expect([standstill.status, standstill.severity]).toEqual(["info", "info"]);
    expect(standstill.evidence).toContain(
      'Notified: NOTIFICATION OF INTENTION TO AWARD dated "Date of transmission: This Notification is sent by email on March 2, 2026." — Notification.docx, page 1.',
    );
    expect(standstill.evidence).toContain(
      "18 days after the last notification (2 March 2026 to 20 March 2026)",
    );
    expect(standstill.evidence).toContain("The verified rule states no length to check it against");
    expect(standstill.citation).toMatch(/^World Bank/);
    // The unverified 10-business-day figure is never an authority.
    expect(standstill.citation).not.toContain("Sixth Edition");
    expect(byId(result, "record-opening-minutes").evidence).toBe(
      '"Record of Bid Opening Three bids were opened on 2 February 2026." — Bid Opening Minutes.docx, page 1',
    );
    expect(byId(result, "record-award-notice").status).toBe("pass");
    // Not Kenya: no professional opinion is asked for.
    expect(result.findings.find((f) => f.id === "record-professional-opinion")).toBeUndefined();
  });
});

describe("post-review when the file does not show what it must", () => {
  it("says the standstill could not be checked when the contract is undated (insufficient data, not a pass)", async () => {
    const undated = [
      ...TENDER_DOCUMENT,
      OPENING_MINUTES,
      ...EVALUATION_REPORT,
      PROFESSIONAL_OPINION,
      NOTIFICATION_OF_AWARD,
      REGRET_LETTER,
      contractAgreement("18th").replace("is made the 18th day of March 2026", "is made"),
    ];
    const result = review([await attach("File.pdf", makePdf(undated))]);
    const standstill = byId(result, "standstill-observed");
    expect([standstill.status, standstill.severity]).toEqual(["insufficient", "low"]);
    expect(standstill.evidence).toMatch(
      /^The standstill could not be checked: no date of signing of the contract was found in File\.pdf\. Found: NOTIFICATION OF AWARD dated "Date: 12th March, 2026" — File\.pdf, page 7\.$/,
    );
    expect(standstill.recommendation).toBe(
      "Attach the signed contract agreement showing the date it was signed.",
    );
    // Not a key check: the review still has a score, and the missing date costs nothing.
    expect(result.score).toBe(100 - 8 - 6);
  });

  it("does not take a bidding-document clause or a denial for the opening minutes", async () => {
    const pages = [
      "SECTION I - INSTRUCTIONS TO TENDERERS\n2.9 The Procuring Entity shall prepare minutes of the tender opening and\nsend a copy to all tenderers upon request.",
      "TENDER EVALUATION REPORT\nNo minutes of the tender opening were found on the file at the time of\nevaluation; the committee relied on the tender register.",
    ];
    const result = review([await attach("File.pdf", makePdf(pages))]);
    expect(statusOf(result, "record-opening-minutes")).toEqual(["fail", "medium"]);
    expect(byId(result, "record-opening-minutes").evidence).toMatch(
      /^Not found in File\.pdf\. The file says: "No minutes of the tender opening were found on the file at the time of evaluation; the committee relied on the tender register\." — File\.pdf, page 2/,
    );
    expect(statusOf(result, "record-award-notice")).toEqual(["fail", "medium"]);
    expect(byId(result, "standstill-observed").status).toBe("insufficient");
  });

  it("does not take a report's own date for a notification it recommends", async () => {
    const report = await attach(
      "BER.pdf",
      makePdf([
        "TENDER EVALUATION REPORT\nDate: 5th March 2026\nThe Committee recommends that a Notification of Award be issued to Kilimanjaro Builders Ltd.",
      ]),
    );
    expect(notificationDates([report])).toEqual([]);
  });

  it("finds letters repeated at the top of several pages (page furniture to the document model)", async () => {
    const letter = (firm: string) =>
      `REGRET LETTER\n12/03/2026\nM/S ${firm}\nWe regret to inform you that your tender was not successful.`;
    const pages = [
      letter("MLIMA CONTRACTORS LIMITED"),
      letter("TANA WORKS LTD"),
      letter("NYERI HAULIERS LTD"),
    ];
    const letters = await attach("Regret letters.pdf", makePdf(pages));
    const result = review([letters]);
    expect(byId(result, "record-award-notice").evidence).toBe('"REGRET LETTER" — Regret letters.pdf, page 1');
    expect(notificationDates([letters]).map((record) => [record.date.iso, record.page])).toEqual([
      ["2026-03-12", "page 1"],
      ["2026-03-12", "page 2"],
      ["2026-03-12", "page 3"],
    ]);
  });
});
