import { randomUUID } from "node:crypto";
import mammoth from "mammoth";
import { describe, expect, it, vi } from "vitest";

// No SMTP server and no webhook: a send that passes every check lands in the outbox, where the test reads it.
vi.hoisted(() => {
  process.env.SMTP_URL = "";
});

import { POST as emailRoute } from "@/app/api/email/route";
import { GET as reviewExportRoute } from "@/app/api/review/runs/[runId]/export/route";
import { GET as toolExportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { getTool } from "@/lib/catalogue";
import { extractDocument } from "@/lib/documents";
import { toolOutputHtml } from "@/lib/results/output-html";
import type { ToolOutput } from "@/lib/results/types";
import { db } from "@/lib/server/db";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get, jsonRequest } from "./helpers";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { postToolRun, saveCountryFramework } from "./run-support";

const NAVIGATOR = "framework_rules_navigator";

const toolExport = (cookie: string, runId: string, query: string) =>
  toolExportRoute(get(`/api/tools/runs/${runId}/export?${query}`, cookie), {
    params: Promise.resolve({ runId }),
  });
const reviewExport = (cookie: string, runId: string, query: string) =>
  reviewExportRoute(get(`/api/review/runs/${runId}/export?${query}`, cookie), {
    params: Promise.resolve({ runId }),
  });

async function docxText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment;.*\.docx"/);
  return (await mammoth.extractRawText({ buffer: Buffer.from(await response.arrayBuffer()) })).value;
}

/** The PDF's text with whitespace collapsed (the writer wraps long lines). */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment;.*\.pdf"/);
  const extracted = await extractDocument(new Uint8Array(await response.arrayBuffer()), "pdf");
  return extracted.units
    .map((unit) => unit.text)
    .join(" ")
    .replace(/\s+/g, " ");
}

/** A Kenyan org's navigator run: thresholds for an estimate, no documents. */
async function navigatorRun(cookie: string): Promise<{ runId: string; output: ToolOutput }> {
  await saveCountryFramework(cookie, "KE");
  const response = await postToolRun(cookie, NAVIGATOR, {
    inputs: { project_estimate: "250,000", enquiry_focus: "Thresholds & Limits" },
    attachments: {},
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  // The navigator generates no document of its own: "result" is the only way to download it.
  expect(body.output.documents ?? []).toEqual([]);
  return { runId: body.runId, output: body.output };
}

async function reviewRun(cookie: string): Promise<{ runId: string; summary: string; memoHtml: string }> {
  const attached = await attachFile(
    cookie,
    "review:compliance-solicitation",
    "method-document",
    "RFB.pdf",
    await makePdf(["Section I. Instructions to Bidders.", "Bids shall remain valid for 120 days."]),
  );
  const response = await postReview(
    cookie,
    reviewBody("compliance-solicitation", { "method-document": [attached.fileId] }),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe("every tool run exports its whole result", () => {
  it("downloads a navigator run as DOCX and PDF with its title, summary and tables", async () => {
    const owner = await reviewAccount("export-nav");
    const { runId, output } = await navigatorRun(owner.cookie);
    const title = getTool(NAVIGATOR).title;
    const table = output.tables?.find((candidate) => candidate.rows.length > 0);
    expect(table, "the navigator answers with a table").toBeDefined();

    const docx = await toolExport(owner.cookie, runId, "document=result&format=docx");
    expect(docx.headers.get("content-disposition")).toContain("framework-rules-navigator-result.docx");
    const word = await docxText(docx);
    expect(word).toContain(title);
    expect(word).toContain(output.summary);
    expect(word).toContain(table!.title);
    for (const column of table!.columns) expect(word).toContain(column);
    expect(word).toContain(table!.rows[0]![0]!);

    const pdf = await pdfText(await toolExport(owner.cookie, runId, "document=result&format=pdf"));
    expect(pdf).toContain(title);
    expect(pdf).toContain(table!.title);
    expect(pdf).toContain(table!.columns[0]!);
  });

  it("refuses a format the result is not offered in (400) and another org's run (404)", async () => {
    const owner = await reviewAccount("export-nav-owner");
    const stranger = await reviewAccount("export-nav-stranger");
    const { runId } = await navigatorRun(owner.cookie);

    const xlsx = await toolExport(owner.cookie, runId, "document=result&format=xlsx");
    expect(xlsx.status).toBe(400);
    expect((await xlsx.json()).error.fields).toEqual({ format: ["validation.choice"] });

    const theirs = await toolExport(stranger.cookie, runId, "document=result&format=pdf");
    expect(theirs.status).toBe(404);
    // Any other document id is still one the run must list.
    expect((await toolExport(owner.cookie, runId, "document=review-memo&format=pdf")).status).toBe(404);
  });

  it("emails a navigator run: the whole result is the body, the tool's title the subject", async () => {
    const owner = await reviewAccount("export-nav-mail");
    const { runId, output } = await navigatorRun(owner.cookie);
    const to = [`board-${randomUUID().slice(0, 8)}@example.net`];
    const html = toolOutputHtml(getTool(NAVIGATOR).title, output);
    for (const part of ["email", "memo"]) {
      const response = await emailRoute(
        jsonRequest(
          "/api/email",
          { to, subject: "", runId, runKind: "tool", part, additionalMessage: "For <b>info</b>." },
          { headers: { cookie: owner.cookie } },
        ),
      );
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(200);
      expect(answer).toMatchObject({ ok: true, status: "queued", channel: "outbox", to });
      const row = await db().emailMessage.findUniqueOrThrow({ where: { id: answer.id } });
      expect(row).toMatchObject({
        kind: "user_email",
        to,
        orgId: owner.orgId,
        subject: getTool(NAVIGATOR).title,
      });
      expect(row.html.endsWith(html)).toBe(true);
      expect(row.html).toContain(`<h1>${"Framework &amp; Rules Navigator"}</h1>`);
      expect(row.html).toContain("For &lt;b&gt;info&lt;/b&gt;.");
      expect(row.html).not.toContain("<b>info</b>");
    }
  });
});

describe("GET /api/review/runs/{runId}/export", () => {
  it("downloads a review run's memo as DOCX and PDF", async () => {
    const owner = await reviewAccount("export-review");
    const run = await reviewRun(owner.cookie);

    const docx = await reviewExport(owner.cookie, run.runId, "format=docx");
    expect(docx.headers.get("content-disposition")).toContain(
      "compliance-solicitation-MOH-2026-001-review-memo.docx",
    );
    expect(docx.headers.get("content-type")).toBe("application/octet-stream");
    const word = await docxText(docx);
    expect(word).toContain("Solicitation Compliance Review — Review Memo");
    expect(word).toContain("MOH-2026-001");
    expect(word).toContain(run.summary);

    const pdf = await pdfText(await reviewExport(owner.cookie, run.runId, "format=pdf"));
    expect(pdf).toContain("Solicitation Compliance Review");
    expect(pdf).toContain("MOH-2026-001");
  });

  it("answers 404 for another organisation's run and an unknown id, 400 with a field error for a bad format", async () => {
    const owner = await reviewAccount("export-review-owner");
    const stranger = await reviewAccount("export-review-stranger");
    const run = await reviewRun(owner.cookie);

    const theirs = await reviewExport(stranger.cookie, run.runId, "format=docx");
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.code).toBe("not_found");
    expect((await reviewExport(owner.cookie, randomUUID(), "format=pdf")).status).toBe(404);

    for (const query of ["format=xlsx", "format=", ""]) {
      const bad = await reviewExport(owner.cookie, run.runId, query);
      expect(bad.status, query).toBe(400);
      const { error } = await bad.json();
      expect(error.code).toBe("validation_error");
      expect(Object.keys(error.fields)).toEqual(["format"]);
    }
    // Signed out: 401.
    expect((await reviewExport("", run.runId, "format=pdf")).status).toBe(401);
  });
});
