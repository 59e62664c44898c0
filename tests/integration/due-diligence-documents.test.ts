// PPRA's debarred firms list loaded through POST /api/v1/due-diligence/lists as officers have it: the Excel sheet
// and the PDF the Authority posts, screened so an expired and a running debarment come out apart; a letter saved
// as PDF and a workbook with macros refused with a message that says why.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as uploadList } from "@/app/api/v1/due-diligence/lists/route";
import { db } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { makeLetterPdf, makePpraPdf, makePpraXlsx } from "@/tests/support/debarment-documents";
import { makeZip } from "@/tests/support/zip";
import { BASE } from "./helpers";
import { bearer, ddAccount, jobResults, submit, work, type DdAccount } from "./due-diligence-support";

function uploadFile(account: DdAccount, fileName: string, bytes: Uint8Array) {
  const query = new URLSearchParams({ name: "PPRA debarred firms", fileName });
  return uploadList(
    new Request(`${BASE}/api/v1/due-diligence/lists?${query}`, {
      method: "POST",
      headers: {
        "x-procuros-client-address": "10.9.9.9",
        "content-type": "application/octet-stream",
        ...bearer(account.token),
      },
      body: Buffer.from(bytes),
    }),
  );
}

type Match = { status: string; period: string; entry: { name: string; to: string | null } };

async function screenOn(account: DdAccount, names: string[], asOf: string): Promise<Match[][]> {
  const submitted = await submit(account, { bidders: names.map((name) => ({ name })), asOf });
  const { jobId } = await submitted.json();
  await work(account.orgId);
  const results = await jobResults(account, jobId);
  expect(results.status, JSON.stringify(results.body)).toBe(200);
  return results.body.result.bidders.map((bidder: { matches: Match[] }) => bidder.matches);
}

describe("PPRA's list loaded as an Excel workbook or a PDF", () => {
  it.each([
    ["Debarred Firms.xlsx", makePpraXlsx],
    ["PPRA debarred firms.pdf", makePpraPdf],
  ])("loads %s as published and screens expired and running debarments apart", async (fileName, make) => {
    const account = await ddAccount(fileName.endsWith(".pdf") ? "dd-doc-pdf" : "dd-doc-xlsx");
    const bytes = await make();
    const response = await uploadFile(account, fileName, bytes);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.list).toMatchObject({ fileName, format: "custom", entryCount: 4, bytes: bytes.byteLength });
    // The file is kept as published, and its hash is the published file's.
    const row = await db().screeningList.findUniqueOrThrow({ where: { id: body.list.id } });
    expect(new Uint8Array(await storage().read(row.fileKey))).toEqual(bytes);
    expect(row.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));

    const [mlima, tana] = await screenOn(
      account,
      ["Mlima Contractors Ltd", "Tana Hardware and General Supplies Limited"],
      "2024-07-01",
    );
    expect(mlima![0]).toMatchObject({ status: "past", period: "Debarred 2020-05-12 to 2023-05-11 (ended)" });
    expect(tana![0]).toMatchObject({ status: "active", period: "Debarred 2021-08-15 to 2031-08-14" });
  });

  it("refuses a PDF with no table, saying what it found, and stores nothing", async () => {
    const account = await ddAccount("dd-doc-letter");
    const response = await uploadFile(account, "PPRA letter.pdf", await makeLetterPdf());
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(
      /^This PDF \(1 page\) has no table of debarred firms: no numbered rows under a heading such as "Name of Firm" were found\. It begins: "PUBLIC PROCUREMENT REGULATORY AUTHORITY/,
    );
    expect(await db().screeningList.count({ where: { orgId: account.orgId } })).toBe(0);
  });

  it("refuses a workbook that carries macros, and a file called .xlsx that is no workbook", async () => {
    const account = await ddAccount("dd-doc-macro");
    const macro = makeZip([
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "xl/workbook.xml", data: "<workbook/>" },
      { name: "xl/vbaProject.bin", data: "Attribute VB_Name" },
    ]);
    const refused = await uploadFile(account, "Debarred Firms.xlsx", macro);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toMatch(/not an Excel workbook .* or it carries macros/);
    const notZip = await uploadFile(
      account,
      "Debarred Firms.xlsx",
      new TextEncoder().encode("PK\u0003\u0004"),
    );
    expect(notZip.status).toBe(400);
    expect(await db().screeningList.count({ where: { orgId: account.orgId } })).toBe(0);
  });
});
