import { describe, expect, it } from "vitest";
import { GUIDANCE_SNIPPET_LENGTH, truncate } from "@/lib/text/text";

describe("truncate", () => {
  it("uses the 160-character guidance snippet length by default", () => {
    expect(GUIDANCE_SNIPPET_LENGTH).toBe(160);
    expect(truncate("a".repeat(200))).toBe(`${"a".repeat(160)}…`);
  });

  it("keeps text of exactly 160 characters unchanged", () => {
    const text = "b".repeat(160);
    expect(truncate(text, 160)).toBe(text);
  });

  it("cuts 161 characters to 160 plus an ellipsis", () => {
    const result = truncate(`${"c".repeat(160)}d`, 160);
    expect(result).toBe(`${"c".repeat(160)}…`);
    expect(result).toHaveLength(161);
  });

  it("leaves short and empty text alone", () => {
    expect(truncate("short", 160)).toBe("short");
    expect(truncate("", 160)).toBe("");
  });

  it("honours other limits", () => {
    expect(truncate("abcdef", 3)).toBe("abc…");
    expect(truncate("abc", 3)).toBe("abc");
  });

  it("does not split a surrogate pair", () => {
    const result = truncate(`${"x".repeat(159)}😀tail`, 160);
    expect(result).toBe(`${"x".repeat(159)}…`);
  });
});
