import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { brandedProduct, brandNamesCheck } from "@/modules/review/lib/engine/packs/solicitation-terms";
import { brandNamesRule } from "@/modules/review/lib/engine/packs/spec-quality";
import {
  isStandardMark,
  makerTrademarks,
  STANDARD_MARKS,
} from "@/modules/review/lib/engine/packs/spec-quality-terms";
import type { ReviewContext } from "@/lib/results/review-types";
import type { AttachedDocument, Finding } from "@/lib/results/types";

const TENDER = "tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf";

const doc = (...pages: string[]): AttachedDocument => ({
  fileId: "t",
  groupId: "solicitation-document",
  name: "Tender.pdf",
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

function check(document: AttachedDocument): Finding {
  const context = {
    input: {} as ReviewContext["input"],
    subject: [document],
    documentsIn: () => [document],
    rules: [],
  } satisfies ReviewContext;
  return brandNamesCheck.run(context) as Finding;
}

const STANDARDS_ONLY =
  "Dual band Wi-Fi® 6 (802.11ax) and Bluetooth® 5.0; 512 GB PCIe® NVMe™ SSD; 1 DisplayPort™ 1.4 and 1 HDMI® 2.0 " +
  "port; 2 SuperSpeed USB Type-C® ports; 1 Thunderbolt™ 4 port; ENERGY STAR® certified; ISO 9001 and IEEE " +
  "802.3 compliant; TPM 2.0 security chip.";

describe("standards marks are not brands", () => {
  it.each([...STANDARD_MARKS])("%s is a standard's mark", (mark) => {
    expect(isStandardMark(`${mark}®`)).toBe(true);
    expect(brandedProduct(`${mark}™`)).toBeNull();
  });

  it("a laptop specified by standards alone passes", () => {
    const result = check(doc(STANDARDS_ONLY));
    expect(result.status).toBe("pass");
    expect(brandNamesRule.scan({ text: STANDARDS_ONLY } as never)).toBeNull();
    expect(makerTrademarks(STANDARDS_ONLY)).toEqual([]);
  });
});

describe("a maker's processor, model or data sheet is a brand", () => {
  it.each([
    ["Processor: Intel® Core™ i7-1165G7 or higher.", "Intel® Core™ i7-1165G7"],
    ["Laptop: Dell Latitude 5450 with 16 GB RAM.", "Dell Latitude 5450"],
    ["Notebook: HP EliteBook with 14 inch screen.", "HP EliteBook"],
    ["Intel® Dual Band Wi-Fi® 6 AX201 and Bluetooth® 5", "Intel® Dual Band"],
  ])("%s names %s", (text, product) => {
    const result = check(doc(text));
    expect(result.status).toBe("fail");
    expect(result.evidence).toContain(`${product} (Tender.pdf, page 1)`);
    expect(result.evidence).not.toMatch(/Wi-Fi®? \(|Bluetooth®? \(/);
    expect(brandNamesRule.scan({ text } as never)).not.toBeNull();
  });

  it("passes a maker named with 'or equivalent'", () => {
    expect(check(doc("Intel® Core™ i7-1165G7 or equivalent processor.")).status).toBe("pass");
  });

  it("flags a maker's trademark in the specification review, not a standard's in the same sentence", () => {
    const hit = brandNamesRule.scan({ text: "Wi-Fi® 6 and Bluetooth® 5 by Acme® wireless." } as never);
    expect(hit?.label).toBe("Acme®");
  });
});

describe("the NCPB laptops tender (2021)", () => {
  it("names Intel Core i7 on page 25 and no standard's mark", async () => {
    const extracted = await extractDocument(readFileSync(TENDER), "pdf");
    const document = toAttachedDocument(
      { fileId: "n", groupId: "solicitation-document", name: "NCPB.pdf", size: 1 },
      extracted,
    );
    const result = check(document);
    expect(result.status).toBe("fail");
    expect(result.evidence).toMatch(
      /Intel® Core™ i7-1165G7 \(NCPB\.pdf, 25\)|Intel® Core™ i7-1165G7 \(NCPB\.pdf, page 25\)/,
    );
    const named = result.evidence.slice(0, result.evidence.indexOf('. "'));
    for (const standard of ["Wi-Fi", "Bluetooth", "PCIe", "DisplayPort", "USB", "HDMI"])
      expect(named, standard).not.toContain(standard);
    expect(result.recommendation).toContain("Intel® Core™ i7-1165G7");
    for (const standard of ["Wi-Fi", "Bluetooth", "PCIe", "DisplayPort"])
      expect(result.recommendation, standard).not.toContain(standard);
  }, 30_000);
});
