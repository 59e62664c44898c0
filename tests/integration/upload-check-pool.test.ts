/**
 * Upload content checks off the event loop (issue 29 item 5, S31): a guideline workbook's confirm checks its
 * bytes (magic numbers, macros, the zip guard's walk of its central directory) in the extraction pool, not in
 * the thread answering requests, and its text is parsed there too; an attachment's check likewise. A refused
 * file is still refused with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as presignRoute } from "@/app/api/settings/presign/route";
import { POST as completeRoute } from "@/app/api/settings/uploads/[id]/complete/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { configureExtractionPool, extractionPool, type ExtractionPool } from "@/lib/documents/pool";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import { makeDocx, makeXlsx, makeZipBomb } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { BASE, jsonRequest, signedUpAdmin } from "./helpers";

/** Presign, POST the bytes to the storage endpoint, confirm: the confirm's response. */
async function uploadGuideline(cookie: string, name: string, bytes: Uint8Array) {
  const presigned = await presignRoute(
    jsonRequest(
      "/api/settings/presign",
      { source: "country", filename: name, contentType: "application/octet-stream", size: bytes.byteLength },
      { headers: { cookie } },
    ),
  );
  expect(presigned.status, await presigned.clone().text()).toBe(200);
  const { url, fields, fileId } = await presigned.json();
  const form = new FormData();
  for (const [field, value] of Object.entries(fields as Record<string, string>)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name));
  expect((await uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }))).status).toBe(
    204,
  );
  const response = await completeRoute(
    jsonRequest(`/api/settings/uploads/${fileId}/complete`, {}, { headers: { cookie } }),
    { params: Promise.resolve({ id: fileId }) },
  );
  return { fileId: fileId as string, status: response.status, body: await response.json() };
}

const tasks = (pool: ExtractionPool, op: "check-upload" | "extract") => pool.tasksByOp.get(op) ?? 0;

describe("upload content checks in the extraction pool", () => {
  let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
  let pool: ExtractionPool;

  beforeAll(async () => {
    await configureExtractionPool({ workers: 1 });
    pool = extractionPool()!;
    admin = await signedUpAdmin("upload-check");
  });
  afterAll(async () => {
    await configureExtractionPool({});
  });

  it("checks a guideline workbook in the pool, then parses it there", async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => [`Item ${i + 1}`, "Lot 1", i * 10]);
    const workbook = await makeXlsx({ "Bill of Quantities": [["Item", "Lot", "Rate"], ...rows] });
    const [checks, parses] = [tasks(pool, "check-upload"), tasks(pool, "extract")];
    const upload = await uploadGuideline(admin.cookie, "boq.xlsx", workbook);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(tasks(pool, "check-upload")).toBe(checks + 1);
    await jobsIdle();
    expect(tasks(pool, "extract")).toBe(parses + 1);
    const file = await db().storedFile.findUniqueOrThrow({
      where: { id: upload.fileId },
      select: { extractionStatus: true },
    });
    expect(file.extractionStatus).toBe("indexed");
  });

  it("refuses a zip bomb named .xlsx and a renamed file with their reasons, checked in the pool", async () => {
    const checks = tasks(pool, "check-upload");
    const bomb = await uploadGuideline(admin.cookie, "boq.xlsx", makeZipBomb());
    expect(bomb.status).toBe(422);
    expect(bomb.body.error.message).toMatch(
      /^File boq\.xlsx (was refused: .*zip bomb|does not match its type)/,
    );
    const renamed = await uploadGuideline(admin.cookie, "rates.xlsx", new TextEncoder().encode("a,b\n1,2\n"));
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.message).toBe(
      "File rates.xlsx does not match its type (.xlsx). Upload the original file.",
    );
    expect(tasks(pool, "check-upload")).toBe(checks + 2);
    expect(await db().storedFile.count({ where: { id: { in: [bomb.fileId, renamed.fileId] } } })).toBe(0);
  });

  it("checks a run attachment in the pool too", async () => {
    const checks = tasks(pool, "check-upload");
    const docx = await makeDocx([
      "Contract MoW/WRK/2026/014 between the Ministry of Works and RoadBuild Ltd.",
    ]);
    const attached = await attachFile(admin.cookie, "ipc_validation", "refs", "contract.docx", docx);
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(tasks(pool, "check-upload")).toBe(checks + 1);
  });
});
