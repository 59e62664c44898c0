import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument, Finding } from "@/lib/results/types";
import { brandLockInCheck, isModelNumber } from "@/modules/review/lib/engine/packs/solicitation-brands";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { runCheck, tender } from "@/tests/support/check-context";

const doc = tender;

function run(document: AttachedDocument, entity = "Kenya Rural Roads Authority"): Finding[] {
  return runCheck(brandLockInCheck, document, { entity });
}

const INVITATION =
  "SECTION I - INVITATION TO TENDER\nTENDER NO. KeRRA/012/2023-2024 FOR SUPPLY, INSTALLATION AND COMMISSIONING OF CCTV SYSTEMS\n" +
  "The Kenya Rural Roads Authority invites sealed tenders from eligible candidates for supply, installation and commissioning of CCTV systems.";
const ITT =
  "SECTION II - INSTRUCTIONS TO TENDERERS\n" +
  "3.15.7 Standards for workmanship, material, and equipment, as well as references to brand names or catalogue numbers designated by the Procuring Entity in its Technical Specifications, are intended to be descriptive only and not restrictive.";

/** Every quote in the evidence is at most 30 words. */
function quotesFit(evidence: string) {
  for (const [, quote] of evidence.matchAll(/"([^"]+)" —/g))
    expect(quote!.split(/\s+/).length).toBeLessThanOrEqual(31);
}

describe("standards, regulators and generic terms are not brands", () => {
  it("says nothing about a specification written by performance and open standards", () => {
    const findings = run(
      doc(
        INVITATION,
        ITT,
        "SECTION V - SCHEDULE OF REQUIREMENTS\nTechnical Specifications\n" +
          "Laptop: quad-core x86-64 processor, at least 2.4 GHz base clock; 16 GB DDR4-3200 memory; 512 GB PCIe NVMe M.2 SSD; " +
          "Wi-Fi® 6 (IEEE 802.11ax) and Bluetooth® 5.1; 2 x USB 3.2 Gen 1 and 1 x USB Type-C® with DisplayPort™ 1.4; HDMI 2.0; " +
          "TPM 2.0; ENERGY STAR® certified; Operating system: Windows 11 Pro 64-bit.\n" +
          "IP camera: 4 MP, H.265, ONVIF Profile S/G/T, UPnP™, PoE (IEEE 802.3af), IP67, RJ-45, RS-485, 1000BASE-T uplink.\n" +
          "Cabling: Cat 6A F/UTP to ANSI/TIA-568-C.2 and ISO/IEC 11801; patch panels to IEC 60603-7; KS 1515 compliant.\n" +
          "The contractor shall be registered with NCA, ICTA and KEBS as required by law, and observe PPRA guidelines.",
      ),
    );
    expect(findings).toEqual([]);
  });

  it("does not take the procuring entity's own name or a tender reference for a maker or a model", () => {
    const findings = run(
      doc(
        "SECTION V - SCHEDULE OF REQUIREMENTS\nTender No. MOH-ADM-12A: Siemens Healthineers Road depot signage, 3M long patch cords.",
      ),
      "Siemens Healthineers Road",
    );
    expect(findings).toEqual([]);
  });

  it.each(["DS-2CD2143G2-I", "i7-1165G7", "DS- A81024D", "i7-11800H", "SFP-10G-SR"])(
    "%s is a model number",
    (token) => {
      expect(isModelNumber(token)).toBe(true);
    },
  );

  it.each([
    "DDR4-3200",
    "RS-485",
    "TIA-568-C",
    "1000BASE-T",
    "A3-size",
    "2021-2022",
    "ICTA-1",
    "COVID-19",
    "IEC60320-C14",
    "EN50130-4",
    "PC-3200",
  ])("%s is not a model number", (token) => {
    expect(isModelNumber(token)).toBe(false);
  });
});

describe("one maker's products in the specifications", () => {
  const CCTV_SPEC =
    "SECTION V - SCHEDULE OF REQUIREMENTS\nTECHNICAL SPECIFICATION - IP BASED SURVEILLANCE (CCTV) SECURITY SYSTEM\n" +
    "CCTV MODEL 01: Vandal resistant Bullet camera Minimum Requirements Bidder's Response\n" +
    'Image Sensor 1/1.8" Progressive Scan CMOS Network Storage MicroSD/SDHC/SDXC card (256 GB) local storage, and NAS (NFS, SMB/CIFS), ' +
    "Together with high-end Hikvision memory card, memory card encryption and health detection are supported Client iVMS-4200, Hik- Connect, " +
    "HikCentral Web Browser Plug-in required live view";
  const NVR =
    "NETWORK VIDEO RECORDER (NVR)\nHard disk SATA 8 SATA interfaces - NAS storage DS- A81024D HOT PLUG 24HDD SATA (6TB each) is optional\n" +
    "Camera model DS-2CD2143G2-I or approved equal.";

  it("names the maker, its software and its model on every page, as a major finding on the specifications", () => {
    const findings = run(doc(INVITATION, ITT, CCTV_SPEC, NVR));
    expect(findings).toHaveLength(1);
    const [found] = findings;
    expect(found).toMatchObject({
      id: "brand-lock-in",
      status: "warning",
      severity: "medium",
      fact: "specifications",
    });
    expect(found!.title).toMatch(/Hikvision|Hik-Connect|iVMS-4200/);
    expect(found!.evidence).toContain("Tender.pdf, page 3, requirements");
    expect(found!.evidence).toContain("page 4");
    expect(found!.evidence).toContain("iVMS-4200");
    // The ITT's "descriptive only" does not cure a specification written around one model.
    expect(found!.evidence).toMatch(/descriptive only \(page 2\) does not cure/);
    expect(found!.recommendation).toMatch(/DS-A81024D/);
    // "DS-2CD2143G2-I or approved equal" is cleared by its equivalence clause.
    expect(found!.recommendation).not.toContain("DS-2CD2143G2-I");
    quotesFit(found!.evidence);
  });

  it("does not let the next item's 'or equivalent' clear a name", () => {
    const [found] = run(
      doc(
        INVITATION,
        "SECTION V - SCHEDULE OF REQUIREMENTS\nTechnical Specifications\nWorkstation: Intel Core i7-7700 processor; Monitor: 24 inch LED or equivalent.",
      ),
    );
    expect(found?.title).toMatch(/Intel Core i7-7700/);
  });

  it("accepts a maker's name followed by 'or equivalent'", () => {
    const findings = run(
      doc(
        INVITATION,
        "SECTION V - SCHEDULE OF REQUIREMENTS\nTechnical Specifications\nProcessor: Intel® Core™ i7-1165G7 or equivalent; " +
          "Client software: iVMS-4200 or equivalent video management software.",
      ),
    );
    expect(findings).toEqual([]);
  });

  it("reports a laptop specification copied from a maker's data sheet, footnote marks included", () => {
    const findings = run(
      doc(
        INVITATION,
        "SECTION IV - SPECIFICATIONS OF THE LAPTOPS\nType 1 Laptop - Specification\nPROCESSORS\n" +
          "Intel® Core™ i7-1165G7 processor (Up to 4.7 GHz frequency with Intel® Turbo Boost Technology, 12 MB L3 cache, 4 cores) 3,4,5,6\n" +
          "GRAPHICS Integrated Intel® Iris® Xe Graphics7 Support HD decode, DX12, HDMI 2.0b\n" +
          "Audio by Bang & Olufsen; Sensors Ambient light sensor HP Tamper Lock54; Webcam HP True Vision 720p HD camera 9,22",
      ),
    );
    const [found] = findings;
    expect(found?.status).toBe("warning");
    expect(found!.title).toContain("Intel® Core™ i7-1165G7");
    expect(found!.evidence).toMatch(/Footnote marks of a maker's data sheet left in: .*"Graphics7"/);
    expect(found!.evidence).not.toMatch(/Wi-Fi|HDMI 2\.0b \(/);
    expect(found!.recommendation).toMatch(/delete its footnote marks/);
  });

  it("fails a pass/fail criterion that names a brand without 'or equivalent' (World Bank wording)", () => {
    const findings = run(
      doc(
        "Section III - Evaluation and Qualification Criteria\n2.1 Technical responsiveness (pass/fail)\n" +
          "The Bidder shall offer HP ProBook 450 G9 notebooks; bids offering any other make shall be rejected.",
      ),
    );
    expect(findings[0]).toMatchObject({ status: "fail", severity: "high", fact: "specifications" });
    expect(findings[0]!.evidence).toMatch(/pass\/fail criterion without "or equivalent" \(page 1\)/);
  });
});

describe("staff, supply and services tied to one maker", () => {
  const CRITERIA =
    "SECTION III - EVALUATION CRITERIA\nD TECHNICAL CAPACITY OF KEY STAFF 15%\n" +
    "Project Manager with either PMP or Prince 2 Certification Attach CV & copies of Certificates. (5 marks)\n" +
    "At least 4 engineers who must be Certified on the proposed brand and solution of CCTV and/or Access Control Systems. (10 marks)\n" +
    "The Bidder Must Have At least 2 expert level certified Engineers in Enterprise networks. CCNP or equivalent - 4 marks\n" +
    "Technical Lead of the project must have below education - 4 marks\n\u2022 CCNP Certified\n" +
    "10) All LAN active equipment must be from same manufacturer\n" +
    "Bidders Must include original equipment manufacturer (OEM) professional services to implement the modular Data center.";

  it("reports each tie, the CCNP without 'or equivalent' but not the one with it", () => {
    const [found] = run(doc(INVITATION, CRITERIA));
    expect(found).toMatchObject({ status: "warning", severity: "medium", fact: "specifications" });
    expect(found!.title).toMatch(/staff certified on the proposed brand/);
    expect(found!.title).toMatch(/equipment from one manufacturer/);
    expect(found!.title).toMatch(/OEM-only/);
    expect(found!.evidence).toContain('"• CCNP Certified" — Tender.pdf, page 2');
    expect(found!.recommendation).toMatch(/certified by the manufacturer of the equipment offered/);
  });

  it("asks to confirm a single maker required to match equipment the entity already owns", () => {
    const [found] = run(
      doc(
        INVITATION,
        "SECTION V - SCHEDULE OF REQUIREMENTS\nAccess switches: all switches shall be from the same manufacturer for compatibility with the existing core switches installed in 2019.",
      ),
    );
    expect(found).toMatchObject({ status: "insufficient", fact: "specifications" });
    expect(found!.title).toMatch(/^Confirm:/);
  });

  it("leaves a fire-suppression system bought from one maker for its UL/FM listing", () => {
    const findings = run(
      doc(
        "SECTION V - SCHEDULE OF REQUIREMENTS\n5 For safety reasons the cylinder, valve, discharge hose and nozzles must be provided from the same manufacturer to ensure proper performance as a system with UL / FM approvals.",
      ),
    );
    expect(findings).toEqual([]);
  });
});

describe("documents as extracted", () => {
  it("reads a PDF and a DOCX specification with the page of each maker's name", async () => {
    const pages = [
      INVITATION,
      "SECTION V - SCHEDULE OF REQUIREMENTS\nTechnical Specifications\nRecommended CPU Intel Core i7-7700 processor or above, RAM 8GB.",
      "Client software iVMS-4200, Hik-Connect; NVR model DS-7732NI-I4.",
    ];
    for (const [bytes, kind] of [
      [await makePdf(pages), "pdf"],
      [await makeDocx(pages), "docx"],
    ] as const) {
      const extracted = await extractDocument(bytes, kind);
      const document = toAttachedDocument(
        { fileId: "f", groupId: "method-document", name: `Spec.${kind}`, size: 1 },
        extracted,
      );
      const [found] = run(document);
      expect(found?.fact).toBe("specifications");
      expect(found!.evidence).toContain("page 2");
      expect(found!.evidence).toContain("page 3");
      expect(found!.title).toMatch(/Intel Core i7-7700/);
    }
  });

  it("finds the processor model and the copied data sheet in the NCPB laptops tender (pages 25-27)", async () => {
    const bytes = readFileSync("tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf");
    const extracted = await extractDocument(bytes, "pdf");
    const document = toAttachedDocument(
      { fileId: "l", groupId: "method-document", name: "laptops.pdf", size: 1 },
      extracted,
    );
    const [found] = run(document, "National Cereals and Produce Board");
    expect(found).toMatchObject({ status: "warning", fact: "specifications" });
    expect(found!.evidence).toContain("page 25");
    expect(found!.title).toContain("Intel® Core™ i7-1165G7");
    expect(found!.evidence).toMatch(/"Graphics7"/);
    expect(found!.title).not.toMatch(/Wi-Fi|Bluetooth|PCIe|DisplayPort/);
  });
});
