import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { indexStoredFile } from "@/lib/server/knowledge";
import { createMemoryStorage, makeDocx } from "@/tests/support/documents";
import { signedUpAdmin } from "./helpers";

/**
 * The embedded database runs no autovacuum: the indexer refreshes the passage table's planner statistics
 * itself (lib/knowledge/statistics.ts), or searches plan as if the table were empty. The first file of this
 * process with 50 passages or more is due, whatever the table held before.
 */
describe("planner statistics of the passage index", () => {
  it("are refreshed once enough passages were indexed", async () => {
    const { orgId } = await signedUpAdmin("kn-stats");
    const driver = createMemoryStorage();
    const id = randomUUID();
    const key = `org/${orgId}/country/${id}-manual.docx`;
    const pages = Array.from(
      { length: 80 },
      (_, i) =>
        `Section ${i + 1}. Tenders shall remain valid for (120) days; bid security of Kshs. ${i + 1},000.`,
    );
    const bytes = await makeDocx(pages);
    driver.put(key, bytes);
    await db().storedFile.create({
      data: {
        id,
        orgId,
        key,
        filename: "manual.docx",
        contentType: "application/octet-stream",
        size: bytes.byteLength,
        uploadStatus: "uploaded",
        uploadedAt: new Date(),
      },
    });
    const outcome = await indexStoredFile(id, driver);
    expect(outcome).toMatchObject({ status: "indexed" });
    expect((outcome as { chunks: number }).chunks).toBeGreaterThanOrEqual(50);

    const [table] = await db().$queryRaw<{ estimated: number; actual: number }[]>`
      SELECT (SELECT reltuples::float8 FROM pg_class WHERE relname = 'KnowledgeChunk') AS estimated,
             (SELECT count(*)::float8 FROM "KnowledgeChunk") AS actual`;
    // -1 means never analysed; after ANALYZE the estimate is the row count (the table is small here).
    expect(table!.estimated).toBeGreaterThanOrEqual(50);
    expect(table!.estimated).toBeGreaterThanOrEqual(table!.actual * 0.9);
  });
});
