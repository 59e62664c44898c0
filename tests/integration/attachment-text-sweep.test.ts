/**
 * Hostile review of issue 35, finding 7: the text read from a run's attachment outlived the attachment. The
 * policy pages promise run attachments are deleted 24 hours after upload; their bytes went, their full text
 * (ExtractedText, by content hash) stayed. Now the attachment sweep and the retention sweep remove text whose
 * last stored file is gone, and keep text of bytes another stored file still has.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { extractStoredContent } from "@/lib/server/extraction-pool";
import { sweepRetention } from "@/modules/activities/server";
import { ATTACHMENT_RETENTION_MS, sweepExpiredAttachments } from "@/modules/runs/server/attachments";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { signedUpAdmin } from "./helpers";

const TOOL = "solicitation_compliance_review";

/** A bid page as a contractor submits it; `lot` makes each file's bytes its own. */
const bid = (lot: string) =>
  makePdf([
    `FORM OF TENDER\nTender No. KeRRA/008/2026-2027 Lot ${lot}\nRehabilitation of Kambiti - Makuyu Road`,
    "We offer to execute the works for the sum of Kshs. 24,100,000.00 (Twenty four million one hundred thousand).",
  ]);

async function attachAndRead(cookie: string, name: string, bytes: Uint8Array) {
  const { fileId, status } = await attachFile(cookie, TOOL, "subject", name, bytes);
  expect(status).toBe(200);
  const file = await db().storedFile.findUniqueOrThrow({ where: { id: fileId } });
  // As a run reads it: the text is cached under the content's hash.
  await extractStoredContent({ sha256: file.sha256, read: async () => bytes, extension: "pdf" });
  expect(await db().extractedText.count({ where: { sha256: file.sha256! } })).toBe(1);
  return { fileId, sha256: file.sha256! };
}

const textKept = async (sha256: string) => (await db().extractedText.count({ where: { sha256 } })) === 1;

describe("text of deleted files", { timeout: 120_000 }, () => {
  it("goes with run attachments the 24-hour sweep deletes, unless a kept file has the same bytes", async () => {
    const admin = await signedUpAdmin("attachment-text-sweep");
    const lotA = await bid("A");
    const lotB = await bid("B");
    const expiring = await attachAndRead(admin.cookie, "Lot A bid.pdf", lotA);
    const sharedOld = await attachAndRead(admin.cookie, "Lot B bid.pdf", lotB);
    // Yesterday's two uploads expire; a colleague attached Lot B's bid again today.
    await db().storedFile.updateMany({
      where: { id: { in: [expiring.fileId, sharedOld.fileId] } },
      data: { uploadedAt: new Date(Date.now() - ATTACHMENT_RETENTION_MS - 60_000) },
    });
    const fresh = await attachAndRead(admin.cookie, "Lot B bid (copy).pdf", lotB);
    expect(fresh.sha256).toBe(sharedOld.sha256);

    expect(await sweepExpiredAttachments()).toBeGreaterThanOrEqual(2);
    expect(await db().storedFile.count({ where: { id: { in: [expiring.fileId, sharedOld.fileId] } } })).toBe(
      0,
    );
    expect(await textKept(expiring.sha256)).toBe(false);
    expect(await textKept(sharedOld.sha256)).toBe(true);
  });

  it("goes after the retention sweep once the file it was read from is gone", async () => {
    const admin = await signedUpAdmin("attachment-text-retention");
    const removed = await attachAndRead(admin.cookie, "Lot C bid.pdf", await bid("C"));
    const kept = await attachAndRead(admin.cookie, "Lot D bid.pdf", await bid("D"));
    // The member removed the file (the × on its row) before any sweep: the row and bytes go, the text stayed.
    await db().storedFile.delete({ where: { id: removed.fileId } });
    expect(await textKept(removed.sha256)).toBe(true);

    await sweepRetention();
    expect(await textKept(removed.sha256)).toBe(false);
    expect(await textKept(kept.sha256)).toBe(true);
  });
});
