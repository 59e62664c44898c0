import { beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@/tests/support/documents";
import {
  makeDocxWithTables,
  kenyaReportPages,
  worldBankReportPages,
} from "@/tests/support/evaluation-documents";
import { attachFile } from "./attach";
import { sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework, exportedDraftText } from "./run-support";

let cookie = "";

beforeAll(async () => {
  const email = `drafting-feedback@${uniqueDomain("drafting-feedback")}`;
  await signUpViaRoute({ email });
  cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
});

async function attach(toolId: string, name: string, bytes: Uint8Array): Promise<string> {
  const attached = await attachFile(cookie, toolId, "supporting", name, bytes);
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return attached.fileId;
}

async function runTool(toolId: string, inputs: Record<string, unknown>, fileIds: string[]) {
  const response = await postToolRun(cookie, toolId, { inputs, attachments: { supporting: fileIds } });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as { runId: string; output: { summary: string; notices?: string[]; documents?: unknown[] } };
}

const draftDocx = (runId: string) => exportedDraftText(cookie, runId);

describe("feedback and debrief drafts through the run API", () => {
  it("simplified_feedback_hub writes a letter to the disqualified bidder from an attached DOCX report", async () => {
    const fileId = await attach(
      "simplified_feedback_hub",
      "Evaluation report.docx",
      await makeDocxWithTables(kenyaReportPages()),
    );
    const { runId, output } = await runTool(
      "simplified_feedback_hub",
      {
        feedback_type: "Compliance Review",
        bidder_category: "Disqualified Bidder",
        improvement_areas: "Submit the tender security in the form the tender gives.",
      },
      [fileId],
    );
    expect(output.summary).toBe(
      "Drafted 1 compliance review feedback letter for the disqualified bidder: Rift Valley Contractors Limited.",
    );
    expect(output.documents).toEqual([expect.objectContaining({ id: "draft", formats: ["docx", "pdf"] })]);
    const text = await draftDocx(runId);
    expect(text).toContain("Feedback to Rift Valley Contractors Limited");
    expect(text).toContain("The reason was: failure to submit a tender security in the prescribed form.");
    expect(text).toContain("Evaluation report.docx, page 2");
    expect(text).toContain("Submit the tender security in the form the tender gives.");
    expect(text).not.toContain("Tsavo");
    expect(text).not.toContain("Lakeside");
  });

  it("bidder_debrief_drafts debriefs the World Bank PDF's unsuccessful bidders; no report says what to attach", async () => {
    const fileId = await attach("bidder_debrief_drafts", "BER.pdf", await makePdf(worldBankReportPages()));
    const { runId, output } = await runTool(
      "bidder_debrief_drafts",
      { enquiry_focus: "Financial evaluation" },
      [fileId],
    );
    expect(output.summary).toBe(
      "Drafted 2 debriefs (Financial evaluation) for Nile Construction Company Ltd (unsuccessful), Savanna Works Ltd (unsuccessful), with 5 cited rules.",
    );
    const text = await draftDocx(runId);
    expect(text).toContain("Debrief for Nile Construction Company Ltd");
    expect(text).toContain("Your price was corrected up by USD 120,000.00, to USD 2,410,000.00.");
    expect(text).toContain("USD 94,600.00 (4.1%) above the winning price of USD 2,315,400.00.");
    expect(text).toContain("s. 167(1)");
    expect(text).toContain("What the debrief must not disclose");

    const empty = await runTool("bidder_debrief_drafts", { enquiry_focus: "Timelines" }, []);
    expect(empty.output.notices).toContain("Attach the evaluation report: the debriefs are written from it.");
    const emptyText = await draftDocx(empty.runId);
    expect(emptyText).toContain("Evaluation report needed");
    expect(emptyText).not.toContain("Debrief for");
  });
});
