import { describe, expect, it } from "vitest";
import {
  buildObjectKey,
  isValidObjectKey,
  keyBelongsToOrg,
  keySafeFilename,
  MAX_KEY_LENGTH,
  orgKeyPrefix,
} from "@/lib/files/storage-keys";

const FILE_ID = "3f1c2a9e-7b4d-4c1e-9a2b-0d5e6f7a8b9c";

describe("buildObjectKey", () => {
  it("puts the file under its org and source, with a key-safe name", () => {
    expect(
      buildObjectKey({
        orgId: "abc123def456",
        source: "guidelines",
        fileId: FILE_ID,
        filename: "Procurement Manual (v2).PDF",
      }),
    ).toBe(`org/abc123def456/guidelines/${FILE_ID}-Procurement_Manual_v2.pdf`);
  });

  it("keeps paths, traversal and hostile characters out of the name", () => {
    const key = buildObjectKey({
      orgId: "org1",
      source: "tenders",
      fileId: "f1",
      filename: '../../etc/passwd\r\n".pdf',
    });
    expect(key.startsWith("org/org1/tenders/f1-")).toBe(true);
    expect(key).not.toMatch(/\.\.|\r|\n|"/);
    expect(key.split("/")).toHaveLength(4);
    expect(isValidObjectKey(key)).toBe(true);
  });

  it.each([
    { orgId: "a/b", source: "tenders", fileId: "f1" },
    { orgId: "..", source: "tenders", fileId: "f1" },
    { orgId: "", source: "tenders", fileId: "f1" },
    { orgId: "org1", source: "../x", fileId: "f1" },
    { orgId: "org1", source: "Tenders", fileId: "f1" },
    { orgId: "org1", source: "tenders", fileId: "a/b" },
    { orgId: "org1", source: "tenders", fileId: "" },
  ])("throws on a non-identifier part %j", (parts) => {
    expect(() => buildObjectKey({ ...parts, filename: "x.pdf" })).toThrow();
  });

  it("stays within the key length bound for the longest inputs", () => {
    const key = buildObjectKey({
      orgId: "o".repeat(64),
      source: "s".repeat(32),
      fileId: "f".repeat(64),
      filename: `${"n".repeat(5000)}.docx`,
    });
    expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
    expect(key.endsWith(".docx")).toBe(true);
  });
});

describe("keySafeFilename", () => {
  it.each([
    ["Rapport Été.PDF", "Rapport_Ete.pdf"],
    ["contrat.final.DOCX", "contrat.final.docx"],
    ["..hidden", "hidden"],
    ["...", "file"],
    ["", "file"],
    ["中文文件.pdf", "file.pdf"],
    ["C:\\Users\\me\\tender.xlsx", "tender.xlsx"],
    ["a..b.txt", "a.b.txt"],
    ["noext", "noext"],
    ["weird.ext-with-dash", "weird.ext-with-dash"],
    ["name.ABCDEFGHIJKL", "name.ABCDEFGHIJKL"],
  ])("%j -> %j", (input, expected) => expect(keySafeFilename(input)).toBe(expected));

  it("bounds the stem and keeps the extension", () => {
    const name = keySafeFilename(`${"x".repeat(500)}.PDF`);
    expect(name).toBe(`${"x".repeat(80)}.pdf`);
  });

  it("uses only key-safe ASCII characters", () => {
    for (const input of ["a b\tc.pdf", "ü?*<>|:.txt", "%00null.pdf", "emoji 😀.png"]) {
      expect(keySafeFilename(input)).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    }
  });
});

describe("org prefix checks", () => {
  it("gives each org a prefix ending in a slash", () => {
    expect(orgKeyPrefix("abc")).toBe("org/abc/");
    expect(() => orgKeyPrefix("../x")).toThrow();
  });

  it("accepts the org's own keys", () => {
    expect(keyBelongsToOrg("org/abc/guidelines/f1-a.pdf", "abc")).toBe(true);
  });

  it.each([
    ["org/abcd/guidelines/f1-a.pdf", "abc"], // prefix trick: abc vs abcd
    ["org/abc/../abcd/guidelines/f1-a.pdf", "abc"],
    ["org/abc/../x", "abc"],
    ["org/abc/./guidelines/f1-a.pdf", "abc"],
    ["org/abc//f1-a.pdf", "abc"],
    ["org/abc/guidelines/", "abc"],
    ["org/abc/f1-a.pdf", "abc"], // needs a source segment
    ["org/other/guidelines/f1-a.pdf", "abc"],
    ["/org/abc/guidelines/f1-a.pdf", "abc"],
    ["org/abc/guidelines/f1-a.pdf\n", "abc"],
    ["org/abc/guidelines\\..\\..\\x", "abc"],
    ["org/abc/guidelines/f1-a.pdf", ""],
    ["org/abc/guidelines/f1-a.pdf", "ab/c"],
    [`org/abc/guidelines/${"x".repeat(400)}`, "abc"],
  ])("rejects %j for org %j", (key, orgId) => expect(keyBelongsToOrg(key, orgId)).toBe(false));
});
