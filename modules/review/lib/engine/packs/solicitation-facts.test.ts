/**
 * Checks over the facts sheet, on points an independent reviewer raised against the first version: one number
 * written with other spacing is one number, an award-stage form's number is not a blocker, the issuers of the
 * security are a blocker only when a pass/fail criterion lists others, and special-conditions entries settled at
 * signature are not blanks.
 */
import { describe, expect, it } from "vitest";
import { dataSheetBlanksCheck } from "./solicitation-data-sheet";
import { factConflictsCheck, invitationDateCheck } from "./solicitation-facts";
import { runCheck, tender } from "@/tests/support/check-context";

const INVITATION =
  "SECTION I - INVITATION TO TENDER\nTENDER NO. NCPB/ TARPAULINS /RT/16/2021 - 2022 FOR SUPPLY OF TARPAULINS";

describe("conflicting facts", () => {
  it("counts a number written with other spacing once, and a different number as a second way", () => {
    const same = tender(
      INVITATION,
      "SECTION IV - TENDERING FORMS\nFORM OF TENDER\nTender No. NCPB/TARPAULINS/RT/16/2021-2022",
    );
    expect(runCheck(factConflictsCheck, same)).toEqual([]);
    const other = tender(
      INVITATION,
      "SECTION V - PRICE SCHEDULE FOR GOODS\nTender No. NCPB/TARPAULINS/07/2021 - 2022",
    );
    const [conflict] = runCheck(factConflictsCheck, other);
    expect(conflict!.title).toContain("stated 2 ways");
    // A price schedule tenderers sign carries the other number: a blocker.
    expect(conflict!.status).toBe("fail");
  });

  it("reports another number on an award-stage form as a warning, not a blocker", () => {
    const award = tender(
      INVITATION,
      "SECTION IV - TENDERING FORMS\nNOTIFICATION OF INTENTION TO AWARD\nContract title: NCPB/RT/21/2021-2022",
    );
    const [conflict] = runCheck(factConflictsCheck, award);
    expect(conflict).toMatchObject({ status: "warning", fact: "tender_number" });
  });

  it("makes different issuers a blocker only when a pass/fail criterion lists other ones", () => {
    const invitationOnly = tender(
      `${INVITATION}\nTenders must be accompanied by a Tender Security in the form of a bank guarantee.`,
      "SECTION III - INSTRUCTIONS TO TENDERERS\n21.3 The Tender Security shall be in the form of cash, a bank guarantee or an insurance guarantee.",
    );
    expect(runCheck(factConflictsCheck, invitationOnly)[0]).toMatchObject({ status: "warning" });
    const inCriteria = tender(
      `${INVITATION}\nTenders must be accompanied by a Tender Security in the form of a bank guarantee or an insurance guarantee.`,
      "SECTION VI - EVALUATION CRITERIA\n05 Original Tender Security from a reputable bank in Kenya YES/NO",
    );
    expect(runCheck(factConflictsCheck, inCriteria)[0]).toMatchObject({ status: "fail" });
  });
});

describe("blank entries", () => {
  it("skips special-conditions entries settled at signature but reports the priced ones first", () => {
    const scc = tender(
      INVITATION,
      [
        "SECTION VII - SPECIAL CONDITIONS OF CONTRACT",
        "1.1(p) The Service Provider is ____________________",
        "2.1 The effective date is ____________________",
        "3.8.1 The liquidated damages rate is ____ per day.",
      ].join("\n"),
    );
    const [blanks] = runCheck(dataSheetBlanksCheck, scc);
    expect(blanks!.title).toMatch(/^1 data-sheet or special-conditions entry/);
    expect(blanks!.evidence).toContain("liquidated damages");
    expect(blanks!.evidence).not.toContain("Service Provider");
  });
});

describe("the invitation's date against the deadline", () => {
  const notice = (date: string) =>
    tender(
      `SPECIFIC PROCUREMENT NOTICE\nRequest for Bids\nRFB Reference No.: KE-MOH-HSRP-0427-GO-RFB\nDate: ${date}\n1. The Republic of Kenya has received financing from the World Bank.`,
      "Section II - Bid Data Sheet\nITB 22.1 The deadline for Bid submission is: Date: October 17, 2024. Time: 10:00 a.m. East Africa Time.",
    );

  it("reports a notice dated after the deadline in the same month, and one dated months before", () => {
    const [late] = runCheck(invitationDateCheck, notice("October 23, 2024"));
    expect(late).toMatchObject({ status: "warning", fact: "invitation_date" });
    expect(late!.title).toContain("23 October 2024");
    expect(runCheck(invitationDateCheck, notice("March 2, 2024"))).toHaveLength(1);
  });

  it("passes a notice dated a few weeks before the deadline", () => {
    expect(runCheck(invitationDateCheck, notice("September 26, 2024"))).toEqual([]);
  });
});

describe("a tender number on the forms", () => {
  it("is a blocker when the form tenderers sign carries another number than the cover, even if the data sheet agrees with the form", () => {
    const [conflict] = runCheck(
      factConflictsCheck,
      tender(
        "SECTION I - INVITATION TO TENDER\nTENDER NO. NCPB/IP/CCTV/21/2021-2022 FOR CCTV SURVEILLANCE",
        "SECTION III - TENDER DATA SHEET\nITT 1.1 The reference number of the Invitation for Tenders is: NCPB/IP/CCTV/20/2021-2022",
        "SECTION IV - TENDERING FORMS\nFORM OF TENDER\nTender No.: NCPB/IP/CCTV/20/2021-2022",
      ),
    );
    expect(conflict).toMatchObject({ status: "fail", severity: "high" });
    expect(conflict!.recommendation).toContain("which number is registered");
  });
});
