import { describe, expect, it } from "vitest";
import { contentDisposition, fileResponse } from "@/lib/server/api/download";
import { makePdf } from "@/tests/support/documents";

describe("download headers: sanitised file names, no inline rendering without a sandbox", () => {
  it("sanitises path parts, quotes and line breaks out of the filename", () => {
    const header = contentDisposition("attachment", '../x"\r\n.pdf');
    expect(header).toBe(`attachment; filename="x_.pdf"; filename*=UTF-8''x%22.pdf`);
    expect(header).not.toMatch(/[\r\n]/);
    expect(contentDisposition("attachment", "Règlement 2024.pdf")).toBe(
      `attachment; filename="R_glement 2024.pdf"; filename*=UTF-8''R%C3%A8glement%202024.pdf`,
    );
    expect(contentDisposition("inline", "..")).toBe(`inline; filename="download"; filename*=UTF-8''download`);
  });

  it("serves HTML as a download, never inline, with nosniff and a sandbox", () => {
    for (const contentType of ["text/html", "image/svg+xml", "application/xhtml+xml"]) {
      const html = fileResponse(
        { bytes: new TextEncoder().encode("<script>x</script>"), filename: "a.html", contentType },
        true,
      );
      expect(html.headers.get("content-type")).toBe("application/octet-stream");
      expect(html.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(html.headers.get("x-content-type-options")).toBe("nosniff");
      expect(html.headers.get("content-security-policy")).toMatch(/^sandbox(;|$)/);
    }
  });

  it("previews only bytes verified as the type right now, in a CSP sandbox", async () => {
    const pdf = await makePdf(["A real PDF."]);
    const preview = fileResponse({ bytes: pdf, filename: "a.pdf", contentType: "application/pdf" }, true);
    expect(preview.headers.get("content-type")).toBe("application/pdf");
    expect(preview.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(preview.headers.get("content-security-policy")).toMatch(/^sandbox(;|$)/);
    expect(preview.headers.get("x-content-type-options")).toBe("nosniff");
    // Without ?inline=1 even a genuine PDF is a download.
    expect(
      fileResponse({ bytes: pdf, filename: "a.pdf", contentType: "application/pdf" }, false).headers.get(
        "content-disposition",
      ),
    ).toMatch(/^attachment;/);

    // Stored as a PDF, but the bytes are HTML, a polyglot or a stub: downloaded, never shown.
    for (const body of [
      "<html><script>alert(1)</script></html>",
      "%PDF-1.7\n<html><script>alert(1)</script></html>\nstartxref\n0\n%%EOF",
      "%",
    ]) {
      const response = fileResponse(
        { bytes: new TextEncoder().encode(body), filename: "a.pdf", contentType: "application/pdf" },
        true,
      );
      expect(response.headers.get("content-type"), body).toBe("application/octet-stream");
      expect(response.headers.get("content-disposition"), body).toMatch(/^attachment;/);
      expect(response.headers.get("content-security-policy"), body).toMatch(/^sandbox(;|$)/);
    }

    const text = fileResponse(
      {
        bytes: new TextEncoder().encode("<html><script>x</script>"),
        filename: "a.txt",
        contentType: "text/plain",
      },
      true,
    );
    expect(text.headers.get("content-type")).toBe("text/plain; charset=utf-8"); // never text/html
    expect(text.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    const binary = fileResponse(
      { bytes: new Uint8Array([0x4d, 0x5a, 0, 1]), filename: "a.txt", contentType: "text/plain" },
      true,
    );
    expect(binary.headers.get("content-disposition")).toMatch(/^attachment;/);
  });
});
