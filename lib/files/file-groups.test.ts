import { describe, expect, it } from "vitest";
import {
  acceptsFile,
  addToGroup,
  fileExtension,
  groupProblemMessage,
  groupProblemText,
  validateGroup,
} from "@/lib/files/file-groups";

const MB = 1024 * 1024;
const refs = {
  required: true,
  accept: [".pdf", ".doc", ".docx", ".zip"],
  maxFiles: 3,
  maxFileSizeMB: 25,
} as const;
const file = (name: string, size = 1000) => ({ name, size });

describe("file extensions", () => {
  it("are matched case-insensitively, with the last dot", () => {
    expect(fileExtension("Report.PDF")).toBe(".pdf");
    expect(fileExtension("archive.tar.ZIP")).toBe(".zip");
    expect(fileExtension("README")).toBe("");
    expect(fileExtension(".pdf")).toBe("");
    expect(acceptsFile(refs, "Contract.DocX")).toBe(true);
    expect(acceptsFile(refs, "prices.xlsx")).toBe(false);
  });
});

describe("adding files to a group", () => {
  it("adds accepted files and silently drops wrong types, oversize files and extras beyond the slots", () => {
    const existing = [file("a.pdf")];
    const incoming = [
      file("b.PDF"),
      file("c.exe"),
      file("big.pdf", 25 * MB + 1),
      file("d.docx"),
      file("e.doc"),
    ];
    const result = addToGroup(refs, existing, incoming);
    expect(result.added.map((f) => f.name)).toEqual(["b.PDF", "d.docx"]);
    expect(result.dropped.map((f) => f.name)).toEqual(["c.exe", "big.pdf", "e.doc"]);
    expect(result.files).toHaveLength(3);
    expect(result.duplicates).toEqual([]);
  });

  it("reports a file with the same name and size as a duplicate, but not a same-named file of another size", () => {
    const result = addToGroup(refs, [file("a.pdf", 10)], [file("a.pdf", 10), file("a.pdf", 11)]);
    expect(result.duplicates.map((f) => f.size)).toEqual([10]);
    expect(result.added.map((f) => f.size)).toEqual([11]);
  });

  it("treats a repeat inside one batch as a duplicate", () => {
    const result = addToGroup(refs, [], [file("x.pdf", 5), file("x.pdf", 5)]);
    expect(result.added).toHaveLength(1);
    expect(result.duplicates).toHaveLength(1);
  });

  it("accepts exactly the size limit", () => {
    expect(addToGroup(refs, [], [file("limit.pdf", 25 * MB)]).added).toHaveLength(1);
  });
});

describe("validating a group", () => {
  it("requires a file in a required group, with the spec's message", () => {
    expect(validateGroup(refs, []).map(groupProblemText)).toEqual(["At least one file is required."]);
    expect(validateGroup({ ...refs, required: false }, [])).toEqual([]);
  });

  it("names too many files, oversize files and unsupported types exactly as the spec", () => {
    const problems = validateGroup(refs, [
      file("a.pdf"),
      file("b.pdf"),
      file("huge.pdf", 26 * MB),
      file("virus.EXE"),
    ]).map(groupProblemText);
    expect(problems).toEqual([
      "Too many files (max 3).",
      "huge.pdf: exceeds 25 MB.",
      "virus.EXE: unsupported type (.exe).",
    ]);
  });

  it("gives field errors as message keys with their values", () => {
    const problems = validateGroup(refs, [
      file("a.pdf"),
      file("b.pdf"),
      file("huge.pdf", 26 * MB),
      file("virus.EXE"),
    ]).map(groupProblemMessage);
    expect(problems).toEqual([
      "validation.filesTooMany?max=3",
      "validation.fileExceedsSize?file=huge.pdf&max=25",
      "validation.fileTypeUnsupported?file=virus.EXE&ext=.exe",
    ]);
    expect(validateGroup(refs, []).map(groupProblemMessage)).toEqual(["validation.filesRequired"]);
  });
});
