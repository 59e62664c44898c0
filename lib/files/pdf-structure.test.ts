import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { contentMatchesExtension, pdfStructureProblem } from "@/lib/files/file-signatures";
import { makePdf } from "@/tests/support/documents";

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
};
/** A classic PDF skeleton: header, one object, an xref table and a trailer whose startxref points at it. */
function skeleton(
  body = "1 0 obj\n<< /Type /Catalog >>\nendobj\n",
  header = "%PDF-1.7\n",
  end = "%%EOF\n",
): Uint8Array {
  const before = `${header}${body}`;
  return text(
    `${before}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n${before.length}\n${end}`,
  );
}

// Real writers: tests/support builds with pdf-lib (object streams, and a classic xref table); the shared tender
// fixture was made by a word processor (CRLF, incremental update), if it is present on this machine.
const REAL_TENDER = path.resolve(process.cwd(), "tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf");

describe("PDF structure check: a %PDF- + HTML polyglot is not a PDF", () => {
  it("accepts PDFs written by pdf-lib, with object streams or a classic xref table, and a minimal skeleton", async () => {
    const modern = await makePdf(["First page of a manual.", "Second page."]);
    expect(pdfStructureProblem(modern)).toBeNull();
    const doc = await PDFDocument.load(modern);
    const classic = await doc.save({ useObjectStreams: false });
    expect(pdfStructureProblem(classic)).toBeNull();
    expect(contentMatchesExtension(classic, "pdf")).toBe(true);
    expect(pdfStructureProblem(skeleton())).toBeNull();
    expect(pdfStructureProblem(skeleton(undefined, "%PDF-2.0\r\n", "%%EOF"))).toBeNull(); // CRLF, no final newline
    expect(pdfStructureProblem(skeleton(undefined, undefined, "%%EOF\n\0\0\n"))).toBeNull(); // padding after the end
  });

  it("accepts a real tender document from another writer", () => {
    expect(pdfStructureProblem(new Uint8Array(readFileSync(REAL_TENDER)))).toBeNull();
  });

  it("accepts a PDF whose first page has a lot of uncompressed text, and a large one in bounded time", async () => {
    const wordy = await makePdf([
      Array.from({ length: 200 }, (_, i) => `Clause ${i}: the bid <= 10% and a > b.`).join(" "),
    ]);
    expect(pdfStructureProblem(wordy)).toBeNull();
    // 25 MB of stream data between the head and the tail: only those two are scanned.
    const big = skeleton(
      `1 0 obj\n<< /Length ${25 * 1024 * 1024} >>\nstream\n${"<".repeat(25 * 1024 * 1024)}\nendstream\nendobj\n`,
    );
    const started = performance.now();
    expect(pdfStructureProblem(big)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses %PDF- + HTML polyglots, wherever a sniffer would look", () => {
    expect(pdfStructureProblem(text("%PDF-1.7\n<html><script>alert(document.cookie)</script></html>"))).toBe(
      "eof",
    );
    const dressed = (markup: string) => skeleton(`${markup}\n1 0 obj\n<< >>\nendobj\n`);
    for (const markup of [
      "<html><script>alert(1)</script>",
      "<!DOCTYPE html>",
      "<SCRIPT>x</SCRIPT>",
      "<svg onload=alert(1)>",
      "<body onload=x>",
      "<iframe src=//evil>",
      "<!-- x -->",
      "<img src=x onerror=alert(1)>",
      "<meta http-equiv=refresh>",
    ]) {
      expect(pdfStructureProblem(dressed(markup)), markup).toBe("markup");
    }
    // Markup after the end marker (a viewer ignores it, a sniffer does not).
    expect(
      pdfStructureProblem(skeleton(undefined, undefined, "%%EOF\n<html><script>alert(1)</script></html>")),
    ).toBe("markup");
    expect(contentMatchesExtension(dressed("<html><script>alert(1)</script>"), "pdf")).toBe(false);
  });

  it("does not take PDF syntax for markup: dictionaries, hex strings, names like /Title", () => {
    const syntax =
      "1 0 obj\n<< /Title (Report) /Font << /F1 2 0 R >> /ID [<a1b2c3> <DEADBEEF>] /Html (x) >>\nendobj\n";
    expect(pdfStructureProblem(skeleton(syntax))).toBeNull();
  });

  it("refuses a structurally broken PDF: bad header, no %%EOF near the end, no startxref, an offset past it", () => {
    expect(pdfStructureProblem(text("%PDF-1.4"))).toBe("eof"); // the magic and version alone
    expect(pdfStructureProblem(text("%PDF-1"))).toBe("header");
    expect(pdfStructureProblem(text("%PDF-x.y\nstartxref\n0\n%%EOF"))).toBe("header");
    expect(pdfStructureProblem(text("%PDF-3.0\nstartxref\n0\n%%EOF"))).toBe("header");
    expect(pdfStructureProblem(text(" %PDF-1.7\nstartxref\n0\n%%EOF"))).toBe("header");
    expect(pdfStructureProblem(text("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n"))).toBe("eof");
    // %%EOF present, but more than a kilobyte before the end.
    expect(pdfStructureProblem(concat(skeleton(), text("%".repeat(2000))))).toBe("eof");
    expect(pdfStructureProblem(text("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"))).toBe(
      "startxref",
    );
    expect(pdfStructureProblem(text("%PDF-1.7\nstartxref\n%%EOF\n"))).toBe("startxref");
    expect(pdfStructureProblem(text("%PDF-1.7\nstartxref\n99999\n%%EOF\n"))).toBe("startxref"); // points past itself
    expect(pdfStructureProblem(text("%PDF-1.7\nstartxref\n9\n1 0 obj\n%%EOF\n"))).toBe("startxref"); // not the last thing
    // A renamed executable never gets this far.
    expect(contentMatchesExtension(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), "pdf")).toBe(false);
  });
});
