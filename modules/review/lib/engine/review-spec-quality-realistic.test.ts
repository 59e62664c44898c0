/**
 * Specification quality on realistic specifications (tests/support/spec-documents.ts): measurable Kenyan ICT
 * specifications naming a platform for compatibility (PDF), a county fleet specification with subjective words,
 * "as soon as possible" and brand names (DOCX), and a World Bank specification as scanned whose vague words are
 * made measurable within the sentence (PDF). Every expected result below was read off the document by hand.
 */
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { specQualityPack } from "@/modules/review/lib/engine/packs/spec-quality";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { MEASURABLE_ICT_SPEC, TRICKY_TABLET_SPEC, VAGUE_FLEET_SPEC } from "@/tests/support/spec-documents";

async function attach(name: string, pages: readonly string[]): Promise<AttachedDocument> {
  const kind = name.endsWith(".pdf") ? "pdf" : "docx";
  const bytes = kind === "pdf" ? await makePdf([...pages]) : await makeDocx([...pages]);
  return toAttachedDocument(
    { fileId: name, groupId: "specifications", name, size: 1 },
    await extractDocument(bytes, kind),
  );
}

function review(documents: AttachedDocument[]) {
  return runReview(
    {
      serviceId: "intelligence",
      subserviceId: "spec-quality",
      activity: {
        id: "MOH/ICT/2025/07",
        entity: "Ministry of Health",
        procurement_category: "Goods",
        procurement_method: "Open Tender",
        currency: "KES",
        estimatedValue: null,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: {},
      documents,
      framework: null,
    },
    [specQualityPack],
  );
}

const titles = (result: ReturnType<typeof review>, prefix: string) =>
  result.findings.filter((finding) => finding.id.startsWith(prefix)).map((finding) => finding.title);

describe("measurable ICT specifications (PDF)", () => {
  it("pass: 'PC/SC 2.0 for Windows, Linux and macOS' is compatibility, not a brand", async () => {
    const result = review([await attach("ICT Specs.pdf", MEASURABLE_ICT_SPEC)]);
    expect(
      result.findings
        .filter((finding) => finding.status !== "pass")
        .map((finding) => [finding.title, finding.evidence]),
    ).toEqual([]);
    expect(result.score).toBe(100);
  });
});

describe("a county fleet and office specification (DOCX)", () => {
  it("flags subjective words and 'as soon as possible', quoting each sentence with file and page", async () => {
    const result = review([await attach("Fleet Specs.docx", VAGUE_FLEET_SPEC)]);
    expect(titles(result, "spec-vague-terms")).toEqual([
      "Vague or unmeasurable term: 'robust', 'durable'",
      "Vague or unmeasurable term: 'good', 'modern', 'user friendly'",
      "Vague or unmeasurable term: 'as soon as possible'",
    ]);
    const vague = result.findings.filter((finding) => finding.id.startsWith("spec-vague-terms"));
    expect(vague[1]!.evidence).toBe(
      '"Laptops with good battery life and a modern, user-friendly design." — Fleet Specs.docx, page 1',
    );
    expect(vague[2]!.evidence).toBe(
      '"Delivery shall be made as soon as possible after award." — Fleet Specs.docx, page 2',
    );
    expect(vague[2]!.recommendation).toBe(
      "Replace 'as soon as possible' with a period that can be enforced (e.g. within 14 days of the purchase order).",
    );
  });

  it("fails the brands: 'or similar' is not 'or equivalent', and requiring Windows itself is a brand", async () => {
    const result = review([await attach("Fleet Specs.docx", VAGUE_FLEET_SPEC)]);
    expect(titles(result, "spec-brand-names")).toEqual([
      "Brand name without 'or equivalent': Toyota",
      "Brand name without 'or equivalent': Microsoft Windows",
    ]);
    expect(result.findings.find((finding) => finding.id === "spec-brand-names-1")!.evidence).toBe(
      '"Double cabin pick-up: Toyota Hilux 2.4 GD-6 or similar, robust and durable for rough roads." — Fleet Specs.docx, page 1',
    );
    // Two brands (fail, medium: 15 each) and three vague sentences (warning, low: 3 each).
    expect(result.score).toBe(100 - 15 - 15 - 3 - 3 - 3);
  });
});

describe("a World Bank specification as scanned (PDF)", () => {
  it("keeps vague words made measurable in the same sentence, good faith and platform drivers", async () => {
    const result = review([await attach("Tablets.pdf", TRICKY_TABLET_SPEC)]);
    expect(result.findings.find((finding) => finding.id === "spec-brand-names")!.status).toBe("pass");
    expect(titles(result, "spec-vague-terms")).toEqual([
      "Vague or unmeasurable term: 'promptly'",
      "Vague or unmeasurable term: 'in good time'",
    ]);
    const vague = result.findings.filter((finding) => finding.id.startsWith("spec-vague-terms"));
    expect(vague.map((finding) => finding.evidence)).toEqual([
      '"Spare parts shall be delivered promptly on request by the health facilities." — Tablets.pdf, page 2',
      '"Training of users shall be provided in good time before handover of the tablets." — Tablets.pdf, page 2',
    ]);
    expect(result.score).toBe(100 - 3 - 3);
  });
});

describe("nothing to read", () => {
  it("a scan without text is not screened: insufficient data, not a pass", async () => {
    const result = review([await attach("Scan.pdf", [""])]);
    expect(
      result.findings
        .filter((finding) => finding.id !== "specifications-document")
        .map((finding) => [finding.id, finding.status]),
    ).toEqual([
      ["spec-brand-names", "insufficient"],
      ["spec-vague-terms", "insufficient"],
      ["spec-restrictive", "insufficient"],
      ["spec-missing-units", "insufficient"],
    ]);
  });
});
