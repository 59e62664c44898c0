import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import {
  extractionCacheStats,
  extractStoredContent,
  pruneExtractedText,
  sha256Hex,
} from "@/lib/server/extraction-pool";
import { indexStoredFile } from "@/lib/server/knowledge";
import { storage } from "@/lib/server/storage";
import { documentCacheStats, readDocuments } from "@/modules/runs/server/documents";
import { makePdf } from "@/tests/support/documents";
import { membershipOf, signUpViaRoute, uniqueDomain } from "./helpers";

let orgId = "";

beforeAll(async () => {
  const email = `cache@${uniqueDomain("extraction-cache")}`;
  await signUpViaRoute({ email });
  orgId = (await membershipOf(email)).orgId;
});

const pdfOf = (marker: string) =>
  makePdf(Array.from({ length: 12 }, (_, i) => `Bid security clause ${i + 1} for ${marker}. `.repeat(20)));

/** Bytes in storage and an uploaded StoredFile row, as the upload flow leaves them. */
async function storedFile(filename: string, bytes: Uint8Array) {
  const id = randomUUID();
  const key = `org/${orgId}/other/${id}-${filename}`;
  await storage().write(key, bytes, "application/pdf");
  await db().storedFile.create({
    data: {
      id,
      orgId,
      key,
      filename,
      contentType: "application/pdf",
      size: bytes.byteLength,
      sha256: sha256Hex(bytes),
      uploadStatus: "uploaded",
      uploadedAt: new Date(),
    },
  });
  return { id, key, filename, size: bytes.byteLength, sha256: sha256Hex(bytes) };
}

describe("extracted text cache by content hash", () => {
  it("parses a content once and reads the stored text afterwards, without reading the file again", async () => {
    const bytes = await pdfOf(randomUUID());
    let reads = 0;
    const content = {
      sha256: sha256Hex(bytes),
      read: async () => (reads++, bytes),
      extension: "pdf",
    };
    const parses = extractionCacheStats.parses;
    const hits = extractionCacheStats.hits;
    const first = await extractStoredContent(content);
    const second = await extractStoredContent(content);
    expect(second).toEqual(first);
    expect(first.units).toHaveLength(12);
    expect(extractionCacheStats.parses - parses).toBe(1);
    expect(extractionCacheStats.hits - hits).toBe(1);
    expect(reads).toBe(1);
    const row = await db().extractedText.findUnique({ where: { sha256: content.sha256 } });
    expect(row?.extension).toBe("pdf");
    expect(row?.bytes).toBeGreaterThan(1000);
  });

  it("shares one parse between concurrent requests and keys a renamed type separately", async () => {
    const bytes = await pdfOf(randomUUID());
    const content = { sha256: sha256Hex(bytes), read: async () => bytes, extension: "pdf" };
    const parses = extractionCacheStats.parses;
    const [a, b] = await Promise.all([extractStoredContent(content), extractStoredContent(content)]);
    expect(b).toEqual(a);
    expect(extractionCacheStats.parses - parses).toBe(1);
    // The same bytes named .txt are read as text, not answered from the PDF's entry.
    const asText = await extractStoredContent({ ...content, extension: "txt" });
    expect(asText.units[0]?.kind).toBe("section");
    expect(extractionCacheStats.parses - parses).toBe(2);
  });

  it("a file indexed for knowledge search and attached to two runs is parsed once", async () => {
    const bytes = await pdfOf(randomUUID());
    const file = await storedFile("tender.pdf", bytes);
    const parses = extractionCacheStats.parses;
    const indexed = await indexStoredFile(file.id, storage(), { orgId });
    expect(indexed).toMatchObject({ status: "indexed", units: 12 });
    expect(extractionCacheStats.parses - parses).toBe(1);

    // Two runs attach the same content under other names (another upload, same sha256).
    const copy = await storedFile("copy-of-tender.pdf", bytes);
    const rows = [
      {
        id: file.id,
        key: file.key,
        filename: file.filename,
        size: file.size,
        groupId: "g1",
        sha256: file.sha256,
      },
      {
        id: copy.id,
        key: copy.key,
        filename: copy.filename,
        size: copy.size,
        groupId: "g2",
        sha256: copy.sha256,
      },
    ];
    const misses = documentCacheStats.misses;
    const [first] = await readDocuments(rows.slice(0, 1));
    const [, second] = await readDocuments(rows);
    expect(first?.units).toHaveLength(12);
    expect(second?.units).toEqual(first?.units);
    expect(documentCacheStats.misses - misses).toBe(1); // the process cache missed once, the stored text served
    expect(extractionCacheStats.parses - parses).toBe(1);
  });

  it("does not cache a result cut by non-default limits, nor a failure", async () => {
    const bytes = await pdfOf(randomUUID());
    const sha256 = sha256Hex(bytes);
    const cut = await extractStoredContent({
      sha256,
      read: async () => bytes,
      extension: "pdf",
      limits: { maxChars: 100 },
    });
    expect(cut.truncated).toBe(true);
    expect(await db().extractedText.findUnique({ where: { sha256 } })).toBeNull();
    const broken = new Uint8Array(50_000);
    await expect(
      extractStoredContent({ sha256: sha256Hex(broken), read: async () => broken, extension: "pdf" }),
    ).rejects.toMatchObject({ code: "malformed" });
    expect(await db().extractedText.findUnique({ where: { sha256: sha256Hex(broken) } })).toBeNull();
  });

  it("prunes cached text once no stored file has that content", async () => {
    const bytes = await pdfOf(randomUUID());
    const file = await storedFile("kept.pdf", bytes);
    const orphan = await pdfOf(randomUUID());
    await extractStoredContent({ sha256: file.sha256, read: async () => bytes, extension: "pdf" });
    await extractStoredContent({ sha256: sha256Hex(orphan), read: async () => orphan, extension: "pdf" });
    await pruneExtractedText();
    expect(await db().extractedText.findUnique({ where: { sha256: file.sha256 } })).not.toBeNull();
    expect(await db().extractedText.findUnique({ where: { sha256: sha256Hex(orphan) } })).toBeNull();
    await db().storedFile.delete({ where: { id: file.id } });
    await pruneExtractedText();
    expect(await db().extractedText.findUnique({ where: { sha256: file.sha256 } })).toBeNull();
  });
});
