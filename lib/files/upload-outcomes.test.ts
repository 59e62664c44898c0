import { describe, expect, it } from "vitest";
import { groupProblemMessage, validateGroup } from "@/lib/files/file-groups";
import { HEAD_BYTES, contentMatchesExtension, headMatchesExtension } from "@/lib/files/file-signatures";
import {
  acceptedList,
  announceRefusals,
  decideUploads,
  refusalMessage,
  uploadRefusal,
  visibleProblems,
  type OfferedFile,
} from "@/lib/files/upload-outcomes";
import common from "@/messages/en/common.json";
import { makeDocx, makePdf } from "@/tests/support/documents";

const MB = 1024 * 1024;
const pdfOnly = { required: true, accept: [".pdf"], maxFiles: 2, maxFileSizeMB: 25 } as const;
const documents = {
  required: false,
  accept: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".csv", ".zip"],
  maxFiles: 10,
  maxFileSizeMB: 25,
} as const;
const bytes = (text: string) => new TextEncoder().encode(text);
const head = (all: Uint8Array) => all.subarray(0, HEAD_BYTES);

/** A file as the browser offers it: name, size and its first bytes. */
const offered = (name: string, content: Uint8Array, size = content.byteLength): OfferedFile => ({
  name,
  size,
  head: head(content),
});

/** The English sentence the page shows for a refusal (common.json `validation`, values filled in). */
function shown(message: string): string {
  const mark = message.indexOf("?");
  const key = mark < 0 ? message : message.slice(0, mark);
  const params = Object.fromEntries(new URLSearchParams(mark < 0 ? "" : message.slice(mark + 1)));
  const texts = common.validation as Record<string, string>;
  const name = key.replace(/^validation\./, "");
  if (!(name in texts)) return message;
  return texts[name]!.replace(/\{(\w+)\}/g, (_, param: string) => params[param] ?? `{${param}}`);
}

describe("first bytes against the extension (the browser's check before upload)", () => {
  it("takes a real PDF, DOCX and text, and refuses text named .pdf", async () => {
    expect(headMatchesExtension(head(await makePdf(["Contract"])), "pdf")).toBe(true);
    expect(headMatchesExtension(head(await makeDocx(["Contract"])), "docx")).toBe(true);
    expect(headMatchesExtension(bytes("a,b\n1,2\n"), "CSV")).toBe(true);
    expect(headMatchesExtension(bytes("hello"), "pdf")).toBe(false);
    expect(headMatchesExtension(await makePdf(["x"]), "docx")).toBe(false);
    expect(headMatchesExtension(bytes("MZ\u0090\u0000"), "pdf")).toBe(false);
  });

  it("does not refuse a text file whose head ends inside a multi-byte character", () => {
    const text = bytes(`${"a".repeat(HEAD_BYTES - 1)}é and more`);
    expect(headMatchesExtension(text.subarray(0, HEAD_BYTES), "txt")).toBe(true);
    expect(headMatchesExtension(new Uint8Array([0x61, 0x00, 0x62]), "txt")).toBe(false);
    expect(headMatchesExtension(new Uint8Array([0xc3, 0x28]), "txt")).toBe(false);
  });

  it("is looser than the server's check, never stricter: what the server takes, the browser takes", async () => {
    const pdf = await makePdf(["Contract"]);
    expect(contentMatchesExtension(pdf, "pdf")).toBe(true);
    expect(headMatchesExtension(head(pdf), "pdf")).toBe(true);
    // A PDF head with a broken end passes here; the server's structure check refuses it (serverRefused below).
    const truncated = pdf.subarray(0, pdf.byteLength - 200);
    expect(headMatchesExtension(head(truncated), "pdf")).toBe(true);
    expect(contentMatchesExtension(truncated, "pdf")).toBe(false);
  });
});

describe("decideUploads: one outcome per file", () => {
  it("refuses a .txt on a PDF-only group with the type and what is accepted, and adds nothing", () => {
    const decided = decideUploads(pdfOnly, [], [offered("notes.txt", bytes("meeting notes"))]);
    expect(decided.added).toEqual([]);
    expect(decided.refused).toEqual([
      { code: "unsupported", file: "notes.txt", ext: ".txt", accepted: [".pdf"] },
    ]);
    expect(shown(refusalMessage(decided.refused[0]!))).toBe(
      "notes.txt: unsupported type (.txt). Accepted: PDF.",
    );
  });

  it("refuses a fake PDF (the bytes 'hello' named x.pdf) as content that does not match its type", () => {
    const decided = decideUploads(pdfOnly, [], [offered("x.pdf", bytes("hello"))]);
    expect(decided.added).toEqual([]);
    expect(decided.refused).toEqual([{ code: "contentMismatch", file: "x.pdf", ext: ".pdf" }]);
    expect(shown(refusalMessage(decided.refused[0]!))).toBe(
      "x.pdf: the content is not a .pdf file. Attach the original file.",
    );
  });

  it("adds a real PDF, whatever the case of its extension", async () => {
    const pdf = await makePdf(["Contract"]);
    const decided = decideUploads(pdfOnly, [], [offered("Contract.PDF", pdf)]);
    expect(decided.added.map((file) => file.name)).toEqual(["Contract.PDF"]);
    expect(decided.refused).toEqual([]);
  });

  it("refuses a file over the size limit with the limit (and exactly the limit is fine)", async () => {
    const pdf = await makePdf(["big"]);
    const decided = decideUploads(
      pdfOnly,
      [],
      [offered("big.pdf", pdf, 25 * MB + 1), offered("limit.pdf", pdf, 25 * MB)],
    );
    expect(decided.refused).toEqual([{ code: "tooLarge", file: "big.pdf", maxMB: 25 }]);
    expect(shown(refusalMessage(decided.refused[0]!))).toBe("big.pdf: exceeds 25 MB.");
    expect(decided.added.map((file) => file.name)).toEqual(["limit.pdf"]);
  });

  it("refuses a duplicate of a held file and of an earlier file of the same batch, not a same name of another size", async () => {
    const pdf = await makePdf(["a"]);
    const held = [{ name: "a.pdf", size: pdf.byteLength }];
    const decided = decideUploads(documents, held, [
      offered("a.pdf", pdf),
      offered("b.pdf", pdf),
      offered("b.pdf", pdf),
      offered("a.pdf", pdf, pdf.byteLength + 1),
    ]);
    expect(decided.outcomes.map((outcome) => (outcome.added ? "added" : outcome.refusal.code))).toEqual([
      "duplicate",
      "added",
      "duplicate",
      "added",
    ]);
  });

  it("refuses files over the count limit, and a refused file takes no slot", async () => {
    const pdf = await makePdf(["a"]);
    const decided = decideUploads(
      pdfOnly,
      [{ name: "held.pdf", size: 1 }],
      [
        offered("fake.pdf", bytes("hello")),
        offered("one.pdf", pdf),
        offered("two.pdf", pdf, pdf.byteLength + 1),
      ],
    );
    expect(decided.added.map((file) => file.name)).toEqual(["one.pdf"]);
    expect(decided.refused).toEqual([
      { code: "contentMismatch", file: "fake.pdf", ext: ".pdf" },
      { code: "tooMany", file: "two.pdf", max: 2 },
    ]);
    expect(shown(refusalMessage(decided.refused[1]!))).toBe("two.pdf: not added, too many files (max 2).");
  });

  it("gives each file of a mixed batch exactly one outcome, in order, the first failing rule winning", async () => {
    const pdf = await makePdf(["Contract"]);
    const docx = await makeDocx(["Terms"]);
    const decided = decideUploads(
      documents,
      [],
      [
        offered("x.txt", bytes("hello")),
        offered("x.pdf", bytes("hello")),
        offered("contract.pdf", pdf),
        offered("huge.exe", bytes("MZ"), 30 * MB),
        offered("terms.docx", docx),
        offered("renamed.docx", pdf),
      ],
    );
    expect(decided.outcomes).toHaveLength(6);
    expect(decided.outcomes.map((outcome) => (outcome.added ? "added" : outcome.refusal.code))).toEqual([
      "unsupported",
      "contentMismatch",
      "added",
      "unsupported",
      "added",
      "contentMismatch",
    ]);
    expect(decided.added.map((file) => file.name)).toEqual(["contract.pdf", "terms.docx"]);
    expect(decided.refused.map((refusal) => refusal.file)).toEqual([
      "x.txt",
      "x.pdf",
      "huge.exe",
      "renamed.docx",
    ]);
  });

  it("leaves the content check to the server when the bytes could not be read", () => {
    const decided = decideUploads(pdfOnly, [], [{ name: "unread.pdf", size: 10 }]);
    expect(decided.added.map((file) => file.name)).toEqual(["unread.pdf"]);
  });
});

describe("what the page says about refusals", () => {
  it("says every refusal under the group, and a duplicate also with the spec's toast", () => {
    const { duplicateToast, lines } = announceRefusals([
      { code: "duplicate", file: "a.pdf" },
      { code: "contentMismatch", file: "x.pdf", ext: ".pdf" },
    ]);
    expect(duplicateToast).toBe(true);
    expect(lines).toEqual([
      { code: "duplicate", file: "a.pdf" },
      { code: "contentMismatch", file: "x.pdf", ext: ".pdf" },
    ]);
    expect(announceRefusals([{ code: "uploadFailed", file: "a.pdf" }]).duplicateToast).toBe(false);
  });

  it("turns a server refusal into the server's reason, and a network or server failure into a failed upload", () => {
    const reason = "File x.pdf does not match its type (.pdf). Attach the original file.";
    expect(uploadRefusal("x.pdf", { status: 422, message: reason })).toEqual({
      code: "serverRefused",
      file: "x.pdf",
      message: reason,
    });
    expect(refusalMessage(uploadRefusal("x.pdf", { status: 422, message: reason }))).toBe(reason);
    expect(uploadRefusal("x.pdf", { status: 0, message: null })).toEqual({
      code: "uploadFailed",
      file: "x.pdf",
    });
    expect(uploadRefusal("x.pdf", { status: 500, message: "Internal error" }).code).toBe("uploadFailed");
    expect(uploadRefusal("x.pdf", { status: 413, message: null }).code).toBe("uploadFailed");
    expect(shown(refusalMessage({ code: "uploadFailed", file: "x.pdf" }))).toBe(
      "x.pdf: the upload failed. Check your connection and add it again.",
    );
  });

  it("has a text for every refusal, with every value filled in", () => {
    const all = [
      { code: "duplicate", file: "a.pdf" },
      { code: "unsupported", file: "a.txt", ext: ".txt", accepted: [".pdf", ".docx"] },
      { code: "tooLarge", file: "a.pdf", maxMB: 25 },
      { code: "contentMismatch", file: "a.pdf", ext: ".pdf" },
      { code: "tooMany", file: "a.pdf", max: 3 },
      { code: "uploadFailed", file: "a.pdf" },
    ] as const;
    for (const refusal of all) {
      const text = shown(refusalMessage(refusal));
      expect(text).toContain(refusal.file);
      expect(text).not.toMatch(/[{}]|validation\./);
    }
    expect(acceptedList([".pdf", ".docx", ".xlsx"])).toBe("PDF, DOCX, XLSX");
  });

  it("shows 'At least one file is required.' only when asked for and no file is on its way", () => {
    const problems = validateGroup(pdfOnly, []);
    expect(problems.map(groupProblemMessage)).toEqual(["validation.filesRequired"]);
    expect(visibleProblems(problems, { showRequired: true, uploading: false })).toEqual(problems);
    expect(visibleProblems(problems, { showRequired: true, uploading: true })).toEqual([]);
    expect(visibleProblems(problems, { showRequired: false, uploading: false })).toEqual([]);
    const tooMany = validateGroup(pdfOnly, [
      { name: "a.pdf", size: 1 },
      { name: "b.pdf", size: 1 },
      { name: "c.pdf", size: 1 },
    ]);
    expect(visibleProblems(tooMany, { showRequired: false, uploading: true })).toEqual(tooMany);
  });
});
