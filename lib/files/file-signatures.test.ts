import { describe, expect, it } from "vitest";
import {
  attachmentProblemBeforeUpload,
  checkContactAttachment,
  safeFilename,
} from "@/lib/files/contact-attachment";
import { contentMatchesExtension, sniff } from "@/lib/files/file-signatures";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer <<>>\nstartxref\n29\n%%EOF\n";
const zipWith = (name: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...text(`....${name}....`)]);

describe("file signatures", () => {
  it("recognises the kinds by their first bytes", () => {
    expect(sniff(text("%PDF-1.7"))).toBe("pdf");
    expect(sniff(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe("ole");
    expect(sniff(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniff(text("Plain notes\r\nwith lines, tabs\tand é"))).toBe("text");
    expect(sniff(bytes(0x4d, 0x5a, 0x90, 0))).toBe("unknown");
    expect(sniff(bytes(0xc3, 0x28))).toBe("unknown"); // invalid UTF-8
  });

  it("matches content to extension, Office parts included, and refuses macros", () => {
    expect(contentMatchesExtension(text(MINIMAL_PDF), "PDF")).toBe(true);
    expect(contentMatchesExtension(text("%PDF-1.4"), "pdf")).toBe(false); // the magic alone is not a PDF
    expect(contentMatchesExtension(bytes(0x4d, 0x5a), "pdf")).toBe(false);
    expect(contentMatchesExtension(text("<html><body>x</body></html>"), "docx")).toBe(false);
    expect(contentMatchesExtension(zipWith("word/document.xml"), "docx")).toBe(true);
    expect(contentMatchesExtension(zipWith("xl/workbook.xml"), "docx")).toBe(false);
    expect(contentMatchesExtension(zipWith("word/vbaProject.bin"), "docx")).toBe(false);
    expect(contentMatchesExtension(text("hello"), "exe")).toBe(false);
  });
});

describe("contact attachment rules", () => {
  it("allows the seven extensions case-insensitively, up to 10 MB", () => {
    expect(attachmentProblemBeforeUpload("Scan.JPEG", 1000)).toBeNull();
    expect(attachmentProblemBeforeUpload("sheet.xlsx", 1000)).toBe("attachmentType");
    expect(attachmentProblemBeforeUpload("noextension", 1000)).toBe("attachmentType");
    expect(attachmentProblemBeforeUpload("big.pdf", 10 * 1024 * 1024)).toBeNull();
    expect(attachmentProblemBeforeUpload("big.pdf", 10 * 1024 * 1024 + 1)).toBe("attachmentTooLarge");
    expect(attachmentProblemBeforeUpload("empty.txt", 0)).toBe("attachmentEmpty");
  });

  it("derives the stored content type from the checked extension", () => {
    expect(checkContactAttachment("a.pdf", text(MINIMAL_PDF))).toEqual({
      ok: true,
      contentType: "application/pdf",
    });
    expect(checkContactAttachment("a.png", text(MINIMAL_PDF))).toEqual({
      ok: false,
      problem: "attachmentContent",
    });
    expect(
      checkContactAttachment(
        "a.pdf",
        text("%PDF-1.7\n<html><script>alert(1)</script></html>\nstartxref\n0\n%%EOF"),
      ),
    ).toEqual({ ok: false, problem: "attachmentContent" });
  });

  it("makes filenames safe", () => {
    expect(safeFilename('../../etc/x"\r\n.pdf')).toBe("x___.pdf");
    expect(safeFilename("C:\\Users\\me\\report.pdf")).toBe("report.pdf");
    expect(safeFilename("...")).toBe("attachment");
  });
});
