/**
 * The tender period when the cover or invitation is dated only to the month, as NCPB's covers are ("FEBRUARY,
 * 2022"; judge 35): the finding states the upper bound and asks the officer to confirm the invitation date. The
 * CCTV cover, which prints the date on the tender number's line, is read too. Pages as the PDF reader gives them.
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { ReviewActivity } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { byId } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

const ACTIVITY: ReviewActivity = {
  id: "NCPB/TARPAULINS/RT/16/2021-2022",
  entity: "National Cereals and Produce Board",
  procurement_category: "Goods",
  procurement_method: "Open Tender",
  currency: "KES",
  estimatedValue: 12_000_000,
  issue_date: "",
  bidDueDate: "",
};

const EU: ToolFramework = {
  kind: "Custom",
  source: "custom",
  code: "EU",
  label: "EU Directive 2014/24/EU",
  rulesCode: "EU_2014_24",
};

const tender = (cover: string, deadline: string): AttachedDocument => ({
  fileId: "t",
  groupId: "method-document",
  name: "Tender.pdf",
  size: 1,
  units: [
    {
      label: "page 1",
      text: `NCPB IS ISO 9001:2015 CERTIFIED\n${cover}\nALL TENDERERS ARE ADVISED TO READ CAREFULLY THIS TENDER\nDOCUMENT IN ITS ENTIRETY BEFORE MAKING ANY BID\nTENDER DOCUMENT FOR SUPPLY OF GOODS`,
    },
    {
      label: "page 2",
      text: `SECTION I - INVITATION TO TENDER\n1.1 The National Cereals and Produce Board invites sealed tenders from eligible candidates. Tender security: Kshs. 200,000.00.\n1.3 Completed tender documents are to be enclosed in plain sealed envelopes and physically deposited in the tender box situated in Nafaka House, Ground Floor, so as to be received on or before ${deadline} at 12.00 noon.`,
    },
  ],
});

const period = (document: AttachedDocument, framework: ToolFramework = KENYA, method = "Open Tender") =>
  byId(
    runReview(
      {
        serviceId: "compliance-solicitation",
        activity: { ...ACTIVITY, procurement_method: method },
        moduleInputs: {},
        documents: [document],
        framework,
      },
      RULE_PACKS,
    ),
    "tender-period",
  );

describe("an invitation dated only to the month", () => {
  it("states at most 10 days for the tarpaulins cover and asks to confirm the invitation date", () => {
    const finding = period(
      tender(
        "TENDER NO. NCPB/ TARPAULINS /RT/16/2021-2022 FOR\nSUPPLY AND DELIVERY OF TARPAULINS\nFEBRUARY, 2022",
        "11th February, 2022",
      ),
    );
    expect([finding.status, finding.title]).toEqual([
      "info",
      "Confirm: the invitation date (dated only to the month)",
    ]);
    expect(finding.evidence).toMatch(
      /^Tender dated only "February 2022" \(Tender\.pdf, page 1.*: at most 10 days between 1 February and the deadline of 11 February, counted without the day of the notice\./,
    );
    expect(finding.recommendation).toMatch(/^Confirm the date the invitation was advertised/);
  });

  it("gives the range for a paraphrased cover whose deadline falls in the next month", () => {
    const finding = period(tender("SUPPLY AND DELIVERY OF MAIZE SEEDS\nMARCH 2023", "3rd April, 2023"));
    expect(finding.evidence).toContain(
      "at most 33 days between 1 March and the deadline of 3 April (at least 3 days if issued on 31 March)",
    );
  });

  it("reads the CCTV cover date printed on the tender number's line", () => {
    const cctv = period(
      tender(
        "SUPPLY, INSTALLATION, TESTING AND COMMISSIONING OF IP BASED\nCCTV SURVEILLANCE SECURITY SYSTEMS AT GCP DEPOT, EMBU\nREGIONAL OFFICE, BUNGOMA SILOS AND MERU DEPOTS\n-TENDER NO. NCPB/IP/CCTV/21/2021-2022\nFEBRUARY, 2022",
        "14th March, 2022",
      ),
    );
    expect(cctv.evidence).toContain(
      "at most 41 days between 1 February and the deadline of 14 March (at least 14 days",
    );
    const paraphrase = period(
      tender(
        "SUPPLY AND DELIVERY OF OFFICE FURNITURE\nTENDER NO. KPA/112/2022-23/ADM\nMARCH, 2023",
        "3rd April, 2023",
      ),
    );
    expect(paraphrase.evidence).toContain('Tender dated only "March 2023"');
  });

  it("warns against a verified minimum only when even the longest reading is short", () => {
    const restricted = "Restricted tendering";
    const short = period(
      tender("SUPPLY AND DELIVERY OF TARPAULINS\nFEBRUARY, 2025", "11th February, 2025"),
      EU,
      restricted,
    );
    expect([short.status, short.severity]).toEqual(["warning", "medium"]);
    expect(short.evidence).toContain("Even the longest reading is below the 30 days minimum");
    const open = period(
      tender("SUPPLY AND DELIVERY OF TARPAULINS\nFEBRUARY, 2025", "14th March, 2025"),
      EU,
      restricted,
    );
    expect(open.status).toBe("info");
    expect(open.evidence).toContain("depends on the day of issue");
  });
});
