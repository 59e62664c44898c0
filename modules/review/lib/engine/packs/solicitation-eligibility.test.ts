/**
 * Eligibility as Kenyan appendices write it: "open to local bidders only" beside the agent clause for a tenderer
 * "not doing business within Kenya" is reported; a tender open to all, or a local one whose standard forms alone
 * mention foreign tenderers, is not.
 */
import { describe, expect, it } from "vitest";
import { verifiedRules } from "@/lib/frameworks/rules";
import { localForeignCheck, reservedSecurityCheck } from "./solicitation-eligibility";
import { runCheck, tender } from "@/tests/support/check-context";

const appendix = (...rows: string[]) =>
  [
    "APPENDIX TO INSTRUCTIONS TO TENDERERS",
    "The following information regarding the particulars of the tender shall complement and",
    "or amend the provisions of the Instructions to Tenderers hereinafter abbreviated as ITT.",
    "No. ITT Reference Clause Particulars of Appendix",
    ...rows,
  ].join("\n");

const LOCAL = "1. 3.2 Eligible Tenderers This Invitation to Tender is open to local bidders\nonly.";
const AGENT = [
  "7. 3.13.3 (c) and (d) Documents",
  "of evidence of eligibility",
  "That incase of a tenderer not doing business within",
  "Kenya, the Tenderer is or will be (if awarded the",
  "contract) represented by an agent in Kenya",
  "equipped and able to carry to the Tenderer’s",
  "maintenance, repair, spare parts and stocking obligations.",
].join("\n");

describe("local-only eligibility against provisions for foreign tenderers", () => {
  it("reports the agent clause in a tender open to local bidders only, quoting both pages", () => {
    const findings = runCheck(
      localForeignCheck,
      tender(
        appendix(
          LOCAL,
          "4. 3.12 Tender Currency The price offered by local bidders must be in Kenya Shillings.",
        ),
        appendix(AGENT),
      ),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "warning", fact: "eligibility" });
    expect(findings[0]!.title).toContain("(p.1, 2)");
    expect(findings[0]!.evidence).toContain("open to local bidders only");
    expect(findings[0]!.evidence).toContain("not doing business within Kenya");
  });

  it("passes a tender open to all with the agent clause, and a local one with only the standard forms", () => {
    expect(
      runCheck(
        localForeignCheck,
        tender(
          appendix(
            "1. 3.2 Eligible Tenderers This Invitation to Tender is open to all eligible tenderers.",
            AGENT,
          ),
        ),
      ),
    ).toEqual([]);
    expect(
      runCheck(
        localForeignCheck,
        tender(
          appendix(LOCAL),
          "SECTION IV - TENDER FORMS\n2. FOREIGN TENDERERS 40% RULE\nPursuant to ITT 3.9, a foreign tenderer must complete this form.",
        ),
      ),
    ).toEqual([]);
  });

  it("reports a data sheet open only to firms incorporated in Kenya under a notice open to all eligible Bidders", () => {
    const findings = runCheck(
      localForeignCheck,
      tender(
        "SPECIFIC PROCUREMENT NOTICE\nBidding will be conducted through international competitive procurement using a Request for Bids (RFB), and is open to all eligible Bidders as defined in the Procurement Regulations.",
        "Section II - Bid Data Sheet\nITB 4.3 | Eligibility of Bidders: This bidding is open only to firms incorporated in the Republic of Kenya and holding a valid licence. Bids from firms not registered in Kenya shall not be considered.",
      ),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.evidence).toContain("open only to firms incorporated in the Republic of Kenya");
    expect(findings[0]!.evidence).toContain("open to all eligible Bidders");
  });
});

describe("a tender reserved for the disadvantaged groups", () => {
  const KENYA_RULES = verifiedRules("KE_PPADA");
  const invitation = [
    "INVITATION TO TENDER",
    "RESERVED FOR YOUTH, WOMEN AND PERSONS WITH DISABILITIES (AGPO)",
    "2. This tender is RESERVED for enterprises owned by Youth, Women and Persons with Disabilities that are registered",
    "with the National Treasury under the Access to Government Procurement Opportunities (AGPO) programme.",
  ].join("\n");
  const sheet = (security: string) =>
    [
      "SECTION II - TENDER DATA SHEET",
      "ITT 11.1 The Tender shall comprise the documents listed.",
      security,
    ].join("\n");

  it("fails a tender security of Kshs. 200,000 demanded in it, citing the Act", () => {
    const findings = runCheck(
      reservedSecurityCheck,
      tender(
        invitation,
        sheet(
          "ITT 15.1 A Tender Security of Kshs. 200,000.00 (Two hundred thousand) in the form of a bank guarantee is required.",
        ),
      ),
      {},
      KENYA_RULES,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "fail", severity: "high", fact: "tender_security_amount" });
    expect(findings[0]!.citation).toContain("157");
  });

  it("passes the Tender-Securing Declaration, and a security in a tender that is not reserved", () => {
    expect(
      runCheck(
        reservedSecurityCheck,
        tender(
          invitation,
          sheet(
            "ITT 15.1 A Tender-Securing Declaration shall be required. A Tender Security shall not be required.",
          ),
        ),
        {},
        KENYA_RULES,
      ),
    ).toEqual([]);
    expect(
      runCheck(
        reservedSecurityCheck,
        tender(
          "INVITATION TO TENDER\nThe Authority invites sealed tenders from eligible tenderers.",
          sheet("ITT 15.1 A Tender Security of Kshs. 200,000.00 is required."),
          "SECTION I - INSTRUCTIONS TO TENDERERS\n3.3 Where the TDS reserves the tender for youth, women and persons with disabilities, only registered tenderers shall be eligible.",
        ),
        {},
        KENYA_RULES,
      ),
    ).toEqual([]);
  });
});
