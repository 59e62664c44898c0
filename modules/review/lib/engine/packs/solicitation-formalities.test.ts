import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument, Finding } from "@/lib/results/types";
import { tenderUnits } from "@/modules/review/lib/engine/facts/sheet";
import {
  formalitiesCheck,
  mandatoryLists,
  passFailAt,
  rowAround,
} from "@/modules/review/lib/engine/packs/solicitation-formalities";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { runCheck, tender } from "@/tests/support/check-context";

const doc = tender;

function run(document: AttachedDocument): Finding[] {
  return runCheck(formalitiesCheck, document);
}
const byId = (findings: Finding[], id: string) => findings.find((finding) => finding.id === id);

const INVITATION =
  "SECTION I - INVITATION TO TENDER\nTENDER NO. NCPB/ICT/21/2021-2022 FOR PROVISION OF MODULAR DATA CENTER\n" +
  "1.2.4 The Tenderer shall chronologically serialize all pages of the tender documents submitted.";
const ITT =
  "SECTION II - INSTRUCTIONS TO TENDERERS\n" +
  "8.4 Nonattendance at the pre-Tender meeting will not be a cause for disqualification of a Tenderer.\n" +
  "21.1 The Tenderer shall prepare one original of the documents comprising the Tender, bound with the volume containing the Form of Tender, and clearly marked \u201cOriginal.\u201d\n" +
  "21.3 The original and all copies of the Tender shall be typed or written in indelible ink and shall be signed by a person duly authorized to sign on behalf of the Tenderer.\n" +
  "30.2 A substantially responsive Tender is one that meets the requirements of the tendering document without material deviation, reservation, or omission.\n" +
  "3.24.2 The Tenderer shall provide the clarification within five (5) days from the date of the query. Should there be no conclusive response within this period, it shall result in the Tenderer's disqualification.";
const MANDATORY_HEAD =
  "SECTION III: EVALUATION AND QUALIFICATION CRITERIA\nPRELIMINARY REQUIREMENTS (MANDATORY) Bids not meeting all the mandatory requirements will receive no further consideration during the evaluation process.\n" +
  "No. Parameters/Requirements Compliance (Yes/No)\n" +
  "1 Attach a copy of certificate of registration / incorporation YES/ NO\n2 Attach a copy of valid tax compliance certificate YES/ NO\n";

describe("instructions and legitimate rejections", () => {
  it("says nothing about pagination without a consequence, indelible ink, or rejection of a forged document", () => {
    const findings = run(
      doc(
        INVITATION,
        ITT,
        `${MANDATORY_HEAD}3 Tender Security of Kshs. 500,000.00 valid for 150 days YES/ NO\n` +
          "TECHNICAL EVALUATION\nDocument properly serialized and paginated (2 marks)\n" +
          "Bidders who attach a forged Manufacturer Authorization Form shall be disqualified.",
      ),
    );
    expect(findings).toEqual([]);
  });
});

describe("presentation formalities as pass/fail", () => {
  it("reports a YES/NO row requiring a tape-bound, serialized tender, with the list's consequence and the document's own test", () => {
    const findings = run(
      doc(
        INVITATION,
        ITT,
        `${MANDATORY_HEAD}11 The bidding document MUST be Completed, Properly Tape Bounded, serialized and paginated YES/ NO`,
      ),
    );
    const found = byId(findings, "formalities-pass-fail");
    expect(found).toMatchObject({ status: "warning", severity: "medium", fact: "formalities" });
    expect(found!.title).toBe("Tenders rejected for binding, page serialisation (p.3)");
    expect(found!.evidence).toContain(
      'Properly Tape Bounded, serialized and paginated YES/ NO" — Tender.pdf, page 3, evaluation criteria',
    );
    expect(found!.evidence).toMatch(
      /consequence: "PRELIMINARY REQUIREMENTS \(MANDATORY\) Bids not meeting all the mandatory requirements will receive no further consideration/,
    );
    expect(found!.evidence).toMatch(/without material deviation.*page 2, instructions, clause 30\.2/);
    // The invitation's instruction to serialize pages, with no consequence, is not quoted.
    expect(found!.evidence).not.toContain("chronologically");
  });

  it("reports page numbering in a Kenyan preliminary list whose consequence comes after it", () => {
    const found = byId(
      run(
        doc(
          "SECTION VI - EVALUATION CRITERIA\n6.1 Part 1 - Preliminary Evaluation Criteria Under Paragraph 3.28 of the ITT.\nThese are mandatory requirements.\n" +
            "6.1.4 Tender form: Submission of Tender Form duly completed, signed and stamped.\n6.1.15 MUST number ALL pages of their submitted bids.\n" +
            "N/B: Tenders will proceed to the Technical Stage only if they qualify in compliance with Part 1 above.\n" +
            "6.2 Part II - Technical Evaluation Criteria\nEvaluation of the technical information against the specifications.",
        ),
      ),
      "formalities-pass-fail",
    );
    expect(found!.evidence).toContain(
      '"6.1.15 MUST number ALL pages of their submitted bids." — Tender.pdf, page 1',
    );
    expect(found!.evidence).toMatch(
      /consequence: "N\/B: Tenders will proceed to the Technical Stage only if they qualify/,
    );
  });

  it("reports World Bank wording that rejects bids for binding, ink and envelopes", () => {
    const found = byId(
      run(
        doc(
          "Section I. Instructions to Bidders\n22.4 Bids that are not spiral bound, with every page initialled in blue ink, shall be rejected.\n" +
            "22.5 Bids not submitted in a brown khaki envelope of A3 size shall be declared non-responsive.\n" +
            "22.6 Proposals whose Financial Proposal is not in a separate sealed envelope, as two envelopes marked TECHNICAL and FINANCIAL, shall be declared non-responsive.",
        ),
      ),
      "formalities-pass-fail",
    );
    expect(found!.title).toMatch(/binding/);
    expect(found!.title).toMatch(/stamping every page/);
    expect(found!.title).toMatch(/ink colour/);
    expect(found!.title).toMatch(/envelope format/);
  });
});

describe("rejection for non-material or third-party matters", () => {
  it("reports a bank's silence, any negative response and a missing brochure, not the tenderer's own clarification", () => {
    const findings = run(
      doc(
        INVITATION,
        `${ITT}\n3.18.6 NCPB shall seek authentication of the Tender Security from the issuing bank. The period for response shall not exceed three (3) days from the date of NCPB's query. ` +
          "Should there be no conclusive response by the bank within this period, such Tenderer's Tender Security may be deemed as invalid and the bid rejected.",
        `${MANDATORY_HEAD}\u2022 Certificates/Licenses may be verified from or with the Issuing Authorities or Agencies.\nAny negative response during authentication process shall result in automatic disqualification\n` +
          "TECHNICAL EVALUATION\nThe brochures shall be used to evaluate the suitability of these components. Any bid submitted without the highlighted brochures shall be considered technically non- responsive, and shall be subsequently be disqualified.",
      ),
    );
    const found = byId(findings, "formalities-rejection");
    expect(found).toMatchObject({ status: "warning", severity: "medium", fact: "formalities" });
    expect(found!.title).toBe(
      "Rejection for a third party's silence, any negative response from a verifier, a missing brochure (p.2, 3)",
    );
    expect(found!.evidence).toContain("page 2, instructions, clause 3.18.6");
    expect(found!.evidence).not.toContain("3.24.2");
    expect(found!.recommendation).toMatch(/ask the tenderer to obtain the confirmation/);
  });
});

describe("pass/fail rows", () => {
  it("reads a row of a table that extraction ran together", () => {
    const text =
      "No. Mandatory Requirements Yes/No. 03 Must be licensed by Communications Authority of Kenya YES/NO 04 Must be registered by NCA 2 (Attach Valid Certificate)";
    expect(rowAround(text, text.indexOf("licensed"))).toBe(
      "03 Must be licensed by Communications Authority of Kenya YES/NO",
    );
    expect(rowAround(text, text.indexOf("NCA"))).toBe(
      " 04 Must be registered by NCA 2 (Attach Valid Certificate)".trimStart(),
    );
  });

  it("takes rows of a mandatory list and YES/NO rows, not scored rows", () => {
    const units = tenderUnits(
      doc(
        `${MANDATORY_HEAD}TECHNICAL EVALUATION\nValid ICT Authority accreditation: ICTA-1 5 marks\nCompliance with specifications YES/NO`,
      ),
    );
    const lists = mandatoryLists(units);
    const at = (phrase: string) => {
      const unit = units.find((candidate) => candidate.text.includes(phrase))!;
      return passFailAt(lists, unit, unit.text.indexOf(phrase));
    };
    expect(at("tax compliance certificate")?.text).toMatch(
      /^PRELIMINARY REQUIREMENTS \(MANDATORY\) Bids not meeting/,
    );
    expect(at("ICTA-1")).toBeUndefined();
    expect(at("Compliance with specifications")).toBeDefined();
  });
});

describe("documents as extracted", () => {
  it("reads a generated PDF and DOCX with the page of the mandatory row", async () => {
    const pages = [
      INVITATION,
      ITT,
      `${MANDATORY_HEAD}11 All pages of the tender shall be stamped and serialized YES/NO`,
    ];
    for (const [bytes, kind] of [
      [await makePdf(pages), "pdf"],
      [await makeDocx(pages), "docx"],
    ] as const) {
      const document = toAttachedDocument(
        { fileId: "f", groupId: "method-document", name: `T.${kind}`, size: 1 },
        await extractDocument(bytes, kind),
      );
      const found = byId(run(document), "formalities-pass-fail");
      expect(found?.evidence).toContain(`T.${kind}, page 3`);
    }
  });

  it("finds the tape-bound row and the brochure rejection in the NCPB data-centre tender, and nothing formal in the road transport tender's criteria", async () => {
    const read = async (file: string) =>
      toAttachedDocument(
        { fileId: file, groupId: "method-document", name: file, size: 1 },
        await extractDocument(readFileSync(`tests/fixtures/tenders/${file}`), "pdf"),
      );
    const centre = run(await read("ncpb-data-centre-lan-2021.pdf"));
    expect(byId(centre, "formalities-pass-fail")!.evidence).toMatch(
      /Tape Bounded.*page 31, evaluation criteria/,
    );
    expect(byId(centre, "formalities-rejection")!.evidence).toMatch(/page 33/);
    const transport = run(await read("ncpb-road-transport-framework-2022.pdf"));
    expect(byId(transport, "formalities-pass-fail")).toBeUndefined();
  });
});
