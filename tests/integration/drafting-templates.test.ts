import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { documentTemplate } from "@/modules/tools/lib/drafting/templates";
import { extractDocument } from "@/lib/documents";
import { makeDocx } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

async function account(label: string) {
  const email = `drafting-templates@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  return sessionCookieFor(email);
}

const exportDraft = (cookie: string, runId: string, format: string) =>
  exportRoute(get(`/api/tools/runs/${runId}/export?document=draft&format=${format}`, cookie), {
    params: Promise.resolve({ runId }),
  });

/** The draft's DOCX (mammoth) and PDF (extractDocument) texts, whitespace collapsed. */
async function exportedTexts(cookie: string, runId: string) {
  const docx = await exportDraft(cookie, runId, "docx");
  expect(docx.status).toBe(200);
  expect(docx.headers.get("content-disposition")).toMatch(/^attachment;.*\.docx/);
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) });
  const pdf = await exportDraft(cookie, runId, "pdf");
  expect(pdf.status).toBe(200);
  const extracted = await extractDocument(new Uint8Array(await pdf.arrayBuffer()), "pdf");
  const collapse = (text: string) => text.replace(/\s+/g, " ");
  return {
    docxText: collapse(value),
    pdfText: collapse(extracted.units.map((unit) => unit.text).join(" ")),
  };
}

describe("specification_tor_draft through POST /api/tools/{id}/run", () => {
  let kenya: string;
  beforeAll(async () => {
    kenya = await account("spec-ke");
    await saveCountryFramework(kenya, "KE");
  });

  it("drafts Kenyan goods ToR on the closest template and exports it as DOCX and PDF", async () => {
    const response = await postToolRun(kenya, "specification_tor_draft", {
      inputs: {
        sector_industry: "Health",
        project_objectives: "Equip 47 county health records offices with computers.",
        desired_outputs: "200 laptops, Core i5 or equivalent, 16 GB memory\n20 network laser printers",
        estimated_value: { amount: "5000000", currency: "KES" },
      },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const { output } = body;
    expect(output.notices).toContain(
      "No templates uploaded. Using closest-fit template: World Bank Goods Terms of Reference.",
    );
    expect(output.documents).toEqual([
      { id: "draft", title: expect.stringMatching(/^Terms of Reference: Health/), formats: ["docx", "pdf"] },
      { id: "template", title: "World Bank Goods Terms of Reference — filled", formats: ["docx"] },
    ]);
    expect(output.data.assumptions.length).toBeGreaterThan(3);

    const { docxText, pdfText } = await exportedTexts(kenya, body.runId);
    for (const text of [docxText, pdfText]) {
      expect(text).toContain("Terms of Reference: Health");
      expect(text).toContain("3 Scope of Supply");
      expect(text).toContain("200 laptops, Core i5 or equivalent, 16 GB memory");
      expect(text).toContain("[To confirm]");
      expect(text).toContain("Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 91");
      expect(text).toContain("World Bank Goods Terms of Reference");
    }
  });

  it("builds on an attached earlier specification (DOCX), citing it", async () => {
    const fileId = (
      await attachFile(
        kenya,
        "specification_tor_draft",
        "supporting",
        "Earlier ToR.docx",
        await makeDocx([
          "1. Introduction",
          "The Ministry bought 100 laptops in 2024.",
          "2. Scope of Work",
          "Supply and deliver laptops to the county offices.",
          "3. Technical Requirements",
          "Intel Core i5 or equivalent processor.",
        ]),
      )
    ).fileId;
    expect(fileId).not.toBe("");
    const response = await postToolRun(kenya, "specification_tor_draft", {
      inputs: {
        sector_industry: "Health",
        project_objectives: "Replace old laptops.",
        desired_outputs: "150 laptops",
        estimated_value: { amount: "4000000", currency: "KES" },
      },
      attachments: { supporting: [fileId] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    // The template gives the structure; the earlier ToR lends only the text under headings of the same meaning
    // (its scope and technical requirements, not its introduction about another purchase), cited (issue 33).
    expect(body.output.notices).toContain(
      "Reused 2 paragraphs (cited) from Earlier ToR.docx: Scope of Work, Technical Requirements.",
    );
    const { docxText } = await exportedTexts(kenya, body.runId);
    expect(docxText).toContain("3 Scope of Supply");
    expect(docxText).toContain("Supply and deliver laptops to the county offices. (Source: Earlier ToR.docx");
    expect(docxText).not.toContain("The Ministry bought 100 laptops");
  });
});

describe("bid_document_customization through POST /api/tools/{id}/run", () => {
  it("drafts a World Bank RFP in the SPD's eight sections, gated by our solicitation review, and exports it", async () => {
    const cookie = await account("bid-wb");
    const saved = await saveFramework(
      jsonRequest(
        "/api/settings/framework",
        { frameworkSettings: [{ source: "multilateral", ifi_code: "WB", country_code: "KE" }] },
        { headers: { cookie } },
      ),
    );
    expect(saved.status).toBeLessThan(300);
    const response = await postToolRun(cookie, "bid_document_customization", {
      inputs: {
        procurement_category: "Consulting Services",
        procurement_document_type: "RFP",
        project_objectives: "Prepare the water utility's five-year investment plan.",
        desired_outputs: "Feasibility study of three wellfields; investment plan",
        estimated_value: { amount: "250000", currency: "USD" },
      },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.output.data.gate.review).toBe("Solicitation Compliance Review");
    const { docxText, pdfText } = await exportedTexts(cookie, body.runId);
    for (const text of [docxText, pdfText]) {
      expect(text).toContain("Section 1 – Letter of Invitation");
      expect(text).toContain("Section 7 – Terms of Reference");
      expect(text).toContain("Quality- and Cost-Based Selection (QCBS)");
      expect(text).toContain("ITC 12.1");
    }
    expect(await exportDraft(cookie, body.runId, "xlsx").then((r) => r.status)).toBe(400);
  });

  it("drafts a Kenyan tender with its tender security within the 2% ceiling, and its gate passes", async () => {
    const cookie = await account("bid-ke");
    await saveCountryFramework(cookie, "KE");
    const response = await postToolRun(cookie, "bid_document_customization", {
      inputs: {
        procurement_category: "Goods",
        procurement_document_type: "Tender/RFB",
        project_objectives: "Equip county offices.",
        desired_outputs: "200 laptops",
        estimated_value: { amount: "Kshs. 5,000,000.00", currency: "KES" },
        procuring_entity: "County Government of Nakuru, P.O. Box 2870-20100, Nakuru",
        tender_reference: "CGN/ICT/OT/004/2026-2027",
        tender_period: { from: "2026-12-01", to: "2026-12-29" },
        delivery_period: "60 days",
      },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.output.data.gate.passed, JSON.stringify(body.output.data.gate.findings)).toBe(true);
    const { docxText } = await exportedTexts(cookie, body.runId);
    expect(docxText).toContain("Section II – Tender Data Sheet");
    expect(docxText).toContain("A Tender Security shall be required in the amount of KES 50,000");
    expect(docxText).toContain("Tuesday, 29 December 2026 at 10:00 a.m. East Africa Time");
  });
});

describe("template_version_tracker through POST /api/tools/{id}/run", () => {
  it("compares an uploaded copy of a built-in template and exports the report", async () => {
    const cookie = await account("tracker");
    const template = documentTemplate("wb-consulting-tor")!;
    const lines = ["Terms of Reference for Consulting Services", "Template version 1.0, issued 2025-01-10"];
    template.sections.forEach((section, index) => {
      lines.push(`${index + 1}. ${section.heading}`);
      for (const clause of section.clauses)
        lines.push(`${clause.id} ${clause.text.replace("ten (10) business days", "five (5) business days")}`);
    });
    const fileId = (
      await attachFile(
        cookie,
        "template_version_tracker",
        "supporting",
        "Old ToR.docx",
        await makeDocx([lines.join("\n")]),
      )
    ).fileId;
    const response = await postToolRun(cookie, "template_version_tracker", {
      inputs: {
        template_category: "Solicitation Documents",
        entity_scope: "Single Entity",
        version_check: "Current Version Status",
      },
      attachments: { supporting: [fileId] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.output.tables[0].rows).toEqual([
      [
        "Old ToR.docx",
        "World Bank Consulting Services Terms of Reference v2.0",
        "Newer version exists",
        "0",
        "0",
        "1",
      ],
    ]);
    const { docxText, pdfText } = await exportedTexts(cookie, body.runId);
    for (const text of [docxText, pdfText]) {
      expect(text).toContain("Template Version Report");
      expect(text).toContain(
        "A newer template version exists: the document uses version 1.0, issued 2025-01-10",
      );
      expect(text).toContain('removed "ten (10)"; added "five (5)"');
    }
  });
});
