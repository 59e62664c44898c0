import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { enqueueJob, jobHandlers, runDueJobs, type JobHandlers } from "@/lib/server/jobs";
import { indexStoredFile, searchKnowledge } from "@/lib/server/knowledge";
import { createMemoryStorage, makePdf, makeXlsx } from "@/tests/support/documents";
import { membershipOf, signUpViaRoute, uniqueDomain } from "./helpers";

const driver = createMemoryStorage();
const handlers = jobHandlers({ storage: () => driver });
const orgs = { a: "", b: "" };

beforeAll(async () => {
  for (const name of ["a", "b"] as const) {
    const email = `admin@${uniqueDomain(`kn-${name}`)}`;
    await signUpViaRoute({ email });
    orgs[name] = (await membershipOf(email)).orgId;
  }
});

type Guideline = { title: string; source: "country" | "multilateral" | "bilateral" | "other" };

/** As the upload flow leaves it: bytes in storage, an uploaded StoredFile row, an extraction job queued. */
async function uploadFile(orgId: string, filename: string, bytes: Uint8Array, guideline?: Guideline) {
  const id = randomUUID();
  const key = `org/${orgId}/country/${id}-${filename}`;
  driver.put(key, bytes);
  const jobId = await db().$transaction(async (tx) => {
    await tx.storedFile.create({
      data: {
        id,
        orgId,
        key,
        filename,
        contentType: "application/octet-stream",
        size: bytes.byteLength,
        uploadStatus: "uploaded",
        uploadedAt: new Date(),
      },
    });
    if (guideline)
      await tx.guidelineRef.create({
        data: { orgId, source: guideline.source, kind: "file", title: guideline.title, fileId: id },
      });
    return (await enqueueJob(tx, { kind: "extract_file", payload: { fileId: id }, orgId })).id;
  });
  return { id, key, jobId };
}

const runJobs = (orgId: string, custom: JobHandlers = handlers) =>
  runDueJobs({ handlers: custom, orgId, limit: 50 });
const fileRow = (id: string) => db().storedFile.findUniqueOrThrow({ where: { id } });
const chunkCount = (fileId: string) => db().knowledgeChunk.count({ where: { fileId } });

const PAGES = [
  "General provisions. This manual applies to all procuring entities of the ministry.",
  "Contract management. The liquidated damages ceiling is ten percent of the contract price.",
  "Annex with standard forms and templates for bid submission.",
];

describe("knowledge index through the job queue", () => {
  let file: { id: string; jobId: string };

  beforeAll(async () => {
    file = await uploadFile(orgs.a, "manual.pdf", await makePdf(PAGES), {
      title: "Procurement Manual 2024",
      source: "country",
    });
    expect(await runJobs(orgs.a)).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
  });

  it("indexes the file and records counts", async () => {
    const row = await fileRow(file.id);
    expect(row).toMatchObject({ extractionStatus: "indexed", extractionError: null, unitCount: 3 });
    expect(row.charCount).toBeGreaterThan(150);
    expect(row.indexedAt).toBeInstanceOf(Date);
    const job = await db().job.findUniqueOrThrow({ where: { id: file.jobId } });
    expect(job).toMatchObject({
      status: "done",
      attempts: 1,
      lockedUntil: null,
      result: { status: "indexed", units: 3, chunks: 3 },
    });
  });

  it("finds a phrase on the right page with a marked snippet", async () => {
    const hits = await searchKnowledge(orgs.a, "liquidated damages");
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(hit).toMatchObject({
      fileId: file.id,
      title: "Procurement Manual 2024",
      filename: "manual.pdf",
      unitKind: "page",
      unitIndex: 2,
      unitLabel: null,
    });
    expect(hit!.guidelineId).toEqual(expect.any(String));
    expect(hit!.rank).toBeGreaterThan(0);
    expect(hit!.snippet).toContain("liquidated damages ceiling");
    expect(hit!.highlights.map(({ start, end }) => hit!.snippet.slice(start, end))).toEqual([
      "liquidated",
      "damages",
    ]);
    // Stemming: "templates" finds "template", "procuring" finds "procure".
    expect((await searchKnowledge(orgs.a, "template"))[0]?.unitIndex).toBe(3);
  });

  it("is scoped to the org: another org finds nothing, even naming the file", async () => {
    expect(await searchKnowledge(orgs.b, "liquidated damages")).toEqual([]);
    expect(await searchKnowledge(orgs.b, "liquidated damages", { fileIds: [file.id] })).toEqual([]);
    expect(await indexStoredFile(file.id, driver, { orgId: orgs.b })).toEqual({
      status: "skipped",
      reason: "The file no longer exists.",
    });
  });

  it("filters by file and by framework source", async () => {
    expect(await searchKnowledge(orgs.a, "liquidated", { fileIds: [file.id] })).toHaveLength(1);
    expect(await searchKnowledge(orgs.a, "liquidated", { fileIds: [randomUUID()] })).toEqual([]);
    expect(await searchKnowledge(orgs.a, "liquidated", { sources: ["country"] })).toHaveLength(1);
    expect(await searchKnowledge(orgs.a, "liquidated", { sources: ["multilateral"] })).toEqual([]);
  });

  it("never throws on odd query syntax", async () => {
    const queries = [
      '"unclosed quote',
      "-",
      "or or or",
      "!!! ((( :* &|",
      '\'; DROP TABLE "KnowledgeChunk"; --',
      "nul\u0000byte",
      "x".repeat(10_000),
      "   ",
      "the and of",
    ];
    for (const query of queries) expect(Array.isArray(await searchKnowledge(orgs.a, query))).toBe(true);
    expect(await searchKnowledge(orgs.a, '"liquidated damages" -forms')).toHaveLength(1);
    expect(await searchKnowledge(orgs.a, "liquidated -damages")).toEqual([]);
  });

  it("hides files whose upload is not complete", async () => {
    await db().storedFile.update({ where: { id: file.id }, data: { uploadStatus: "pending" } });
    expect(await searchKnowledge(orgs.a, "liquidated damages")).toEqual([]);
    await db().storedFile.update({ where: { id: file.id }, data: { uploadStatus: "uploaded" } });
    expect(await searchKnowledge(orgs.a, "liquidated damages")).toHaveLength(1);
  });
});

describe("re-indexing, failures and deletion", () => {
  it("re-indexing replaces the file's chunks", async () => {
    const file = await uploadFile(
      orgs.a,
      "rules.pdf",
      await makePdf(["Old rule about framework agreements."]),
    );
    await runJobs(orgs.a);
    expect(await searchKnowledge(orgs.a, "framework agreements")).toHaveLength(1);

    driver.put(file.key, await makePdf(["New rule about electronic reverse auctions.", "Second page."]));
    expect(await indexStoredFile(file.id, driver)).toMatchObject({ status: "indexed", units: 2, chunks: 2 });
    expect(await searchKnowledge(orgs.a, "framework agreements")).toEqual([]);
    expect((await searchKnowledge(orgs.a, "reverse auctions"))[0]).toMatchObject({
      fileId: file.id,
      title: "rules.pdf",
      guidelineId: null,
    });
    expect(await chunkCount(file.id)).toBe(2);
  });

  it("marks a file failed with a readable reason when its text cannot be extracted", async () => {
    const file = await uploadFile(
      orgs.a,
      "broken.pdf",
      new TextEncoder().encode("%PDF-1.7 this is not really a PDF"),
    );
    expect(await runJobs(orgs.a)).toMatchObject({ claimed: 1, done: 1 });
    expect(await fileRow(file.id)).toMatchObject({
      extractionStatus: "failed",
      extractionError: "The PDF could not be read (damaged or not a PDF).",
      unitCount: null,
    });
    expect(await db().job.findUniqueOrThrow({ where: { id: file.jobId } })).toMatchObject({
      status: "done",
      result: { status: "failed" },
    });
    expect(await chunkCount(file.id)).toBe(0);
  });

  it("marks a file failed when its bytes are missing from storage", async () => {
    const file = await uploadFile(orgs.a, "gone.pdf", await makePdf(["x"]));
    await driver.delete(file.key);
    await runJobs(orgs.a);
    expect(await fileRow(file.id)).toMatchObject({
      extractionStatus: "failed",
      extractionError: "The uploaded file is missing from storage. Upload it again.",
    });
  });

  it("indexes spreadsheets with sheet names as labels", async () => {
    const xlsx = await makeXlsx({
      Thresholds: [
        ["Method", "Ceiling"],
        ["Shopping", 50000],
      ],
      Notes: [["Prior review applies"]],
    });
    const file = await uploadFile(orgs.a, "thresholds.xlsx", xlsx);
    await runJobs(orgs.a);
    const [hit] = await searchKnowledge(orgs.a, "shopping ceiling");
    expect(hit).toMatchObject({ fileId: file.id, unitKind: "sheet", unitIndex: 1, unitLabel: "Thresholds" });
  });

  it("deleting the stored file deletes its chunks", async () => {
    const file = await uploadFile(
      orgs.a,
      "temp.pdf",
      await makePdf(["Temporary instruction on direct contracting."]),
    );
    await runJobs(orgs.a);
    expect(await chunkCount(file.id)).toBe(1);
    await db().storedFile.delete({ where: { id: file.id } });
    expect(await chunkCount(file.id)).toBe(0);
    expect(await searchKnowledge(orgs.a, "direct contracting")).toEqual([]);
  });
});

describe("job queue", () => {
  it("retries a failing job with backoff, then gives up and marks the file failed", async () => {
    const broken = createMemoryStorage();
    broken.read = async () => Promise.reject(new Error("storage unavailable"));
    broken.head = async () => ({ size: 10 });
    const failing = jobHandlers({ storage: () => broken });
    const file = await uploadFile(orgs.b, "later.pdf", await makePdf(["x"]));

    expect(await runJobs(orgs.b, failing)).toEqual({ claimed: 1, done: 0, retried: 1, failed: 0 });
    const job = await db().job.findUniqueOrThrow({ where: { id: file.jobId } });
    expect(job).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "storage unavailable",
      lockedUntil: null,
    });
    expect(job.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await runJobs(orgs.b, failing)).toMatchObject({ claimed: 0 }); // not due yet

    for (let attempt = 2; attempt <= 3; attempt++) {
      await db().job.update({ where: { id: file.jobId }, data: { runAfter: new Date(Date.now() - 1000) } });
      await runJobs(orgs.b, failing);
    }
    expect(await db().job.findUniqueOrThrow({ where: { id: file.jobId } })).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "storage unavailable",
    });
    expect(await fileRow(file.id)).toMatchObject({
      extractionStatus: "failed",
      extractionError: "The file could not be processed. Try uploading it again.",
    });
  });

  it("reclaims a running job whose lease expired, and stops one that keeps dying", async () => {
    const file = await uploadFile(orgs.b, "crash.pdf", await makePdf(["Emergency procurement procedures."]));
    await db().job.update({
      where: { id: file.jobId },
      data: { status: "running", attempts: 1, lockedUntil: new Date(Date.now() - 1000) },
    });
    expect(await runJobs(orgs.b)).toMatchObject({ claimed: 1, done: 1 });
    expect(await db().job.findUniqueOrThrow({ where: { id: file.jobId } })).toMatchObject({
      status: "done",
      attempts: 2,
    });

    const poison = await uploadFile(orgs.b, "poison.pdf", await makePdf(["y"]));
    await db().job.update({
      where: { id: poison.jobId },
      data: { status: "running", attempts: 3, lockedUntil: new Date(Date.now() - 1000) },
    });
    expect(await runJobs(orgs.b)).toMatchObject({ claimed: 1, failed: 1 });
    expect(await db().job.findUniqueOrThrow({ where: { id: poison.jobId } })).toMatchObject({
      status: "failed",
      attempts: 4,
    });
    expect(await fileRow(poison.id)).toMatchObject({ extractionStatus: "failed" });
  });

  it("leaves a running job with a live lease alone, and runs each job once under concurrent workers", async () => {
    const live = await uploadFile(orgs.b, "live.pdf", await makePdf(["z"]));
    await db().job.update({
      where: { id: live.jobId },
      data: { status: "running", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) },
    });
    const runs = new Map<string, number>();
    const counting: JobHandlers = {
      extract_file: {
        maxAttempts: 3,
        run: async (payload, context) => {
          runs.set(context.jobId, (runs.get(context.jobId) ?? 0) + 1);
          return handlers.extract_file!.run(payload, context);
        },
      },
    };
    const files = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        makePdf([`Concurrent file ${i}`]).then((pdf) => uploadFile(orgs.b, `c${i}.pdf`, pdf)),
      ),
    );
    const summaries = await Promise.all([
      runJobs(orgs.b, counting),
      runJobs(orgs.b, counting),
      runJobs(orgs.b, counting),
    ]);
    expect(summaries.reduce((sum, s) => sum + s.done, 0)).toBe(4);
    expect(files.map((f) => runs.get(f.jobId))).toEqual([1, 1, 1, 1]);
    expect(runs.has(live.jobId)).toBe(false);
  });

  it("does not create a job when the enqueuing transaction rolls back", async () => {
    const before = await db().job.count({ where: { orgId: orgs.b } });
    await db()
      .$transaction(async (tx) => {
        await enqueueJob(tx, { kind: "extract_file", payload: { fileId: randomUUID() }, orgId: orgs.b });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    expect(await db().job.count({ where: { orgId: orgs.b } })).toBe(before);
  });
});
