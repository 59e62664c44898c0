import { describe, expect, it } from "vitest";
import { contentDisposition, fileResponse } from "@/lib/server/api/download";

describe("download headers (S19)", () => {
  it("sanitises path parts, quotes and line breaks out of the filename", () => {
    const header = contentDisposition("attachment", '../x"\r\n.pdf');
    expect(header).toBe(`attachment; filename="x_.pdf"; filename*=UTF-8''x%22.pdf`);
    expect(header).not.toMatch(/[\r\n]/);
    expect(contentDisposition("attachment", "Règlement 2024.pdf")).toBe(`attachment; filename="R_glement 2024.pdf"; filename*=UTF-8''R%C3%A8glement%202024.pdf`);
    expect(contentDisposition("inline", "..")).toBe(`inline; filename="download"; filename*=UTF-8''download`);
  });

  it("serves HTML as a download, never inline, with nosniff; PDF may preview", () => {
    const html = fileResponse({ bytes: new TextEncoder().encode("<script>x</script>"), filename: "a.html", contentType: "text/html" }, true);
    expect(html.headers.get("content-type")).toBe("application/octet-stream");
    expect(html.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");
    const pdf = fileResponse({ bytes: new Uint8Array([0x25]), filename: "a.pdf", contentType: "application/pdf" }, true);
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline;/);
    const text = fileResponse({ bytes: new Uint8Array([0x41]), filename: "a.txt", contentType: "text/plain" }, true);
    expect(text.headers.get("content-security-policy")).toMatch(/^sandbox/);
  });
});
