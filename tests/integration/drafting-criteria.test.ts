import { beforeAll, describe, expect, it } from "vitest";
import { makeDocx } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework, exportedDraftText } from "./run-support";

let cookie = "";

beforeAll(async () => {
  const email = `drafting-criteria@${uniqueDomain("drafting-criteria")}`;
  await signUpViaRoute({ email });
  cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
});

type Table = { id: string; title: string; columns: string[]; rows: string[][] };
type Output = {
  summary: string;
  notices?: string[];
  metrics?: { id: string; value: string }[];
  tables?: Table[];
  documents?: { id: string; formats: string[] }[];
};

async function runTool(toolId: string, inputs: Record<string, unknown>, fileIds: string[] = []) {
  const response = await postToolRun(cookie, toolId, {
    inputs,
    ...(fileIds.length ? { attachments: { supporting: fileIds } } : {}),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as { runId: string; output: Output };
}

const draftDocx = (runId: string) => exportedDraftText(cookie, runId);

const metric = (output: Output, id: string) => output.metrics?.find((entry) => entry.id === id)?.value;

describe("criteria and comparative notes through the run API (Kenyan org)", () => {
  it("qualification_evaluation_criteria sizes Kenyan works criteria from the estimate, flags the attached criteria and exports Section III", async () => {
    const attached = await attachFile(
      cookie,
      "qualification_evaluation_criteria",
      "supporting",
      "Previous criteria.docx",
      await makeDocx([
        "Qualification criteria used in 2024.",
        "The tenderer shall have completed one contract of KES 180,000,000 in the last five years.",
        "Bitumen shall be manufactured in Kenya.",
      ]),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const { runId, output } = await runTool(
      "qualification_evaluation_criteria",
      {
        procurement_category: "Works",
        procurement_document_type: "Tender/RFB",
        project_objectives: "Rehabilitate 12 km of the Kisumu–Kakamega feeder road",
        desired_outputs: "Gravel road, culverts and drainage",
        estimated_value: { amount: "60000000", currency: "KES" },
      },
      [attached.fileId],
    );
    // 60,000,000: 50% = 30,000,000; 80% = 48,000,000; 1.5x = 90,000,000; 25% = 15,000,000; 2% = 1,200,000.
    const qualification = output.tables!.find((table) => table.id === "qualification")!;
    const requirement = (name: string) => qualification.rows.find((row) => row[0] === name)?.[1] ?? "";
    expect(requirement("Experience of similar contracts")).toContain(
      "at least KES 30,000,000 (50% of the estimate)",
    );
    expect(requirement("Experience of similar contracts")).toContain(
      "at least KES 48,000,000 (80% of the estimate)",
    );
    expect(requirement("Average annual turnover")).toContain("KES 90,000,000 (1.5 times the estimate)");
    expect(requirement("Financial resources (cash flow)")).toContain("KES 15,000,000");
    expect(output.documents).toEqual([expect.objectContaining({ id: "draft", formats: ["docx", "pdf"] })]);
    // 180,000,000 is 3 times the estimate; the origin requirement is flagged too.
    const flags = output.tables!.find((table) => table.id === "restrictions")!;
    expect(flags.rows.map((row) => row[0])).toEqual([
      expect.stringMatching(/^Previous criteria\.docx, /),
      expect.stringMatching(/^Previous criteria\.docx, /),
    ]);
    expect(flags.rows[0]![2]).toContain("3 times the estimate");
    expect(metric(output, "flags")).toBe("2");

    const text = await draftDocx(runId);
    expect(text).toContain("Section III — Evaluation and Qualification Criteria");
    expect(text).toContain("Kenya Revenue Authority (KRA)");
    expect(text).toContain("National Construction Authority (NCA)");
    expect(text).toContain("shall not exceed 2% of the estimated value, i.e. KES 1,200,000.");
    expect(text).toMatch(/Source: Kenya Public Procurement/);
    expect(text).toContain("[To confirm]");
  });

  it("qualification_evaluation_criteria drafts a QCBS grid totalling 100 for a consulting RFP", async () => {
    const { runId, output } = await runTool("qualification_evaluation_criteria", {
      procurement_category: "Consulting Services",
      procurement_document_type: "RFP",
      project_objectives: "Supervise construction of the county water scheme",
      desired_outputs: "Monthly supervision reports and training of county engineers",
      estimated_value: { amount: "25000000", currency: "KES" },
    });
    const grid = output.tables!.find((table) => table.id === "technical-grid")!;
    expect(grid.rows.map((row) => Number(row[1])).slice(0, -1)).toEqual([10, 30, 50, 10]);
    expect(grid.rows.at(-1)).toEqual(["Total", "100"]);
    expect(metric(output, "pass-mark")).toBe("75");
    const text = await draftDocx(runId);
    expect(text).toContain("Technical evaluation criteria and weights");
    expect(text).toContain("technical score × 80% + financial score × 20%");
  });

  it("comparative_guidance_notes sets Kenya beside the World Bank and Uganda and lists an unknown name back", async () => {
    const { runId, output } = await runTool("comparative_guidance_notes", {
      comparison_focus: "Framework Variations",
      comparison_frameworks: "World Bank Procurement Regulations, Uganda, Ruritania Code",
      analysis_depth: "Detailed Analysis",
    });
    expect(output.notices).toContainEqual(expect.stringContaining("not compared: Ruritania Code"));
    expect(metric(output, "frameworks")).toBe("3");
    const standstill = output.tables!.find((table) => table.id === "topic-standstill")!;
    expect(standstill.rows.find((row) => row[0] === "Kenya (PPADA 2015)")!.slice(2)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.stringMatching(/^https?:\/\//),
      "verified",
    ]);
    expect(standstill.rows.some((row) => row[5] === "unverified — lead only")).toBe(true);
    expect(standstill.rows.find((row) => row[0] === "Uganda (PPDA)")![1]).toBe("no rule in the library");

    const text = await draftDocx(runId);
    expect(text).toContain(
      "Comparative Guidance Note — Framework Variations: Kenya (PPADA 2015) and World Bank (IPF Regulations), Uganda (PPDA)",
    );
    expect(text).toContain("Standstill period — Kenya (PPADA 2015): 14 calendar days");
    expect(text).toContain("unverified — lead only");
    expect(text).toContain("no rule in the library");
    expect(text).toContain("Guidance: where the frameworks diverge");
  });

  it("comparative_guidance_notes refuses a list naming no known framework", async () => {
    const response = await postToolRun(cookie, "comparative_guidance_notes", {
      inputs: {
        comparison_focus: "Procurement Methods",
        comparison_frameworks: "Ruritania Code",
        analysis_depth: "High-Level Overview",
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Ruritania Code");
  });
});
