/**
 * Sustainability & ESG on realistic documents (tests/support/esg-documents.ts): a Kenyan road-works specification
 * covering every topic in its own words (PDF), a county tender that says what it leaves out (DOCX), and a World
 * Bank C-ESMP as scanned (PDF). Every expected result below was read off the document by hand.
 */
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { ESG_TOPICS, sustainabilityEsgPack } from "@/modules/review/lib/engine/packs/sustainability-esg";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import {
  COUNTY_MARKET_TENDER,
  KENYA_ROADS_ESMP,
  WORLD_BANK_WATER_CESMP,
} from "@/tests/support/esg-documents";
import { byId, statusOf } from "@/tests/support/review-findings";

async function attach(name: string, pages: readonly string[]): Promise<AttachedDocument> {
  const kind = name.endsWith(".pdf") ? "pdf" : "docx";
  const bytes = kind === "pdf" ? await makePdf([...pages]) : await makeDocx([...pages]);
  return toAttachedDocument(
    { fileId: name, groupId: "subject", name, size: 1 },
    await extractDocument(bytes, kind),
  );
}

function review(documents: AttachedDocument[], focus = "Full ESG Screening") {
  return runReview(
    {
      serviceId: "sustainability_esg_checks",
      activity: {
        id: "KeRRA/012/2025",
        entity: "Kenya Rural Roads Authority",
        procurement_category: "Works",
        procurement_method: "Open Tender",
        currency: "KES",
        estimatedValue: null,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: { compliance_focus: focus },
      documents,
      framework: null,
    },
    [sustainabilityEsgPack],
  );
}

describe("a Kenyan road-works specification covering every topic in its own words (PDF)", () => {
  it("passes every topic it requires, quoting the clause; a permission ('may be used') is no requirement", async () => {
    const result = review([await attach("Specification.pdf", KENYA_ROADS_ESMP)]);
    const open = result.findings.filter((finding) => finding.status !== "pass");
    expect(open.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["sp-recycled-content", "warning", "low"],
    ]);
    expect(open[0]!.evidence).toMatch(
      /^Mentioned, but no provision requires it .*"23\.14 Up to 20% of reclaimed asphalt may be used as recycled material/,
    );
    expect(result.findings).toHaveLength(ESG_TOPICS.length + 1);
    expect(result.score).toBe(100 - 3);
    // Spoil disposal and dust: the plan covers waste and pollution though it never says "waste management".
    expect(byId(result, "env-waste-pollution")).toMatchObject({
      evidence:
        '"23.2 Excavated material not required for the Works shall be disposed of only at spoil sites approved by the Engineer and the County Environment Officer." — Specification.pdf, page 1, clause 23.2',
      citation: "Specification.pdf, page 1, clause 23.2",
    });
    // The C-ESMP and the NEMA EIA licence, not the section heading that only names the topic.
    expect(byId(result, "env-management").evidence).toMatch(
      /^"23\.1 The Contractor shall prepare a Contractor's Environmental and Social Management Plan \(C-ESMP\).*Co-ordination Act, 1999\." — Specification\.pdf, page 1, clause 23\.1$/,
    );
    // Workers' camps and the Employment Act are labour conditions; "No child labour … shall be used" is a rule.
    expect(byId(result, "soc-labour").citation).toBe("Specification.pdf, page 2, clause 23.5");
    expect(byId(result, "soc-child-forced-labour").evidence).toBe(
      '"23.8 No child labour or forced labour shall be used on the Site or by any subcontractor." — Specification.pdf, page 2, clause 23.8',
    );
    expect(byId(result, "sp-recycled-content").citation).toBe("Specification.pdf, page 3, clause 23.14");
  });
});

describe("a county tender that says what it leaves out (DOCX)", () => {
  it("fails the topics it says are missing, quoting the sentence and its cue", async () => {
    const result = review([await attach("Market Shed Tender.docx", COUNTY_MARKET_TENDER)]);
    expect(statusOf(result, "env-management")).toEqual(["fail", "high"]);
    expect(byId(result, "env-management").evidence).toBe(
      'The document says it is missing ("No"): "No environmental and social management plan has been prepared for this contract." — Market Shed Tender.docx, page 1.',
    );
    expect(statusOf(result, "env-waste-pollution")).toEqual(["fail", "medium"]);
    expect(byId(result, "env-waste-pollution").evidence).toBe(
      'The document says it is missing ("to be agreed later"): "Disposal of waste: to be agreed later with the County Department of Environment." — Market Shed Tender.docx, page 1, clause 2.',
    );
    // Child labour concerns every contract: "N/A" is a gap. Energy efficiency may not apply to a market shed.
    expect(statusOf(result, "soc-child-forced-labour")).toEqual(["fail", "high"]);
    expect(byId(result, "soc-child-forced-labour").evidence).toMatch(
      /^Declared not applicable \("N\/A"\), but it concerns every contract: "Child labour: N\/A\..*— Market Shed Tender\.docx, page 2/,
    );
    // Declared not applicable is flagged, not passed: the reader confirms the screening supports it.
    expect(statusOf(result, "sp-energy-efficiency")).toEqual(["warning", "low"]);
    expect(byId(result, "sp-energy-efficiency").evidence).toContain(
      '"Energy efficiency: not applicable." — Market Shed Tender.docx, page 2',
    );
    expect(byId(result, "soc-labour").evidence).toBe("Not found in Market Shed Tender.docx.");
  });

  it("passes what it does cover and scores the gaps", async () => {
    const document = await attach("Market Shed Tender.docx", COUNTY_MARKET_TENDER);
    const result = review([document]);
    for (const id of [
      "soc-health-safety",
      "soc-gender-sea-sh",
      "gov-anti-corruption",
      "gov-conflict-of-interest",
    ])
      expect(byId(result, id).status, id).toBe("pass");
    // Fails: ESMP, labour, child labour (high, 25 each) and waste (medium, 15); warnings: life-cycle cost,
    // recycled content and energy efficiency declared not applicable (low, 3 each).
    expect(result.score).toBe(100 - 25 - 25 - 25 - 15 - 3 - 3 - 3);
    // The Environmental focus: ESMP 25, waste 15, life-cycle cost 3, recycled content 3, energy efficiency 3.
    expect(review([document], "Environmental").score).toBe(100 - 25 - 15 - 3 - 3 - 3);
  });
});

describe("a World Bank C-ESMP as scanned (PDF)", () => {
  it("reads ESF wording through the line breaks", async () => {
    const result = review([await attach("C-ESMP.pdf", WORLD_BANK_WATER_CESMP)]);
    expect(byId(result, "env-waste-pollution").evidence).toBe(
      '"Spoil and construction debris shall be disposed of at sites approved by the Engineer, and dust shall be suppressed by watering of all haul roads." — C-ESMP.pdf, page 1',
    );
    expect(byId(result, "soc-labour").evidence).toContain("Labor Management Procedures as required by ESS2");
    expect(byId(result, "soc-health-safety").evidence).toBe(
      '"The Contractor shall keep an occupational health and safety plan and report every accident to the Engineer within 24 hours." — C-ESMP.pdf, page 1',
    );
    expect(byId(result, "soc-child-forced-labour").evidence).toBe(
      '"No child labour or forced labour shall be employed on the Works." — C-ESMP.pdf, page 1',
    );
    expect(byId(result, "soc-gender-sea-sh").status).toBe("pass");
    // "shall not have a conflict of interest" is the requirement, not its absence.
    expect(byId(result, "gov-conflict-of-interest").status).toBe("pass");
  });

  it("flags the criteria declared not applicable and warns on the one never mentioned", async () => {
    const result = review([await attach("C-ESMP.pdf", WORLD_BANK_WATER_CESMP)]);
    expect(statusOf(result, "sp-life-cycle-cost")).toEqual(["warning", "low"]);
    expect(byId(result, "sp-life-cycle-cost").evidence).toMatch(
      /^Declared not applicable \("N\/A"\), so nothing is required: "Life-cycle costing: N\/A\./,
    );
    expect(statusOf(result, "sp-energy-efficiency")).toEqual(["warning", "low"]);
    // Each reading keeps to its own sentence: the cue is the energy line's own "not applicable".
    expect(byId(result, "sp-energy-efficiency").evidence).toMatch(
      /^Declared not applicable \("not applicable"\)/,
    );
    expect(statusOf(result, "sp-recycled-content")).toEqual(["warning", "low"]);
    expect(result.score).toBe(100 - 3 - 3 - 3);
  });
});

describe("nothing to read", () => {
  it("a scan without text: every topic is insufficient data and there is no score", async () => {
    const result = review([await attach("Scan.pdf", ["", ""])], "Governance");
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["esg-documents", "insufficient", "high"],
      ["gov-anti-corruption", "insufficient", "low"],
      ["gov-conflict-of-interest", "insufficient", "low"],
      ["esg-focus", "info", "info"],
    ]);
    expect(byId(result, "esg-documents").evidence).toBe(
      "No readable text in Scan.pdf: nothing could be screened.",
    );
    expect(result.score).toBeNull();
  });
});
