/**
 * The verdict on a tender before issue (checklist Part 3): a blocker stops it whatever the score; warnings alone
 * leave it "ready after corrections"; a standard document never filled in is a template; a review that could not
 * read its key parts never says "ready".
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "./types";
import { readiness } from "./readiness";

const found = (status: Finding["status"], severity: Finding["severity"], title: string) => ({
  status,
  severity,
  title,
});

describe("readiness of a tender", () => {
  it("is not ready to issue with one blocker among passes, naming it", () => {
    const result = readiness(
      [
        found("pass", "info", "Tender validity stated"),
        found("fail", "high", "Tender security above the 2% limit"),
      ],
      "tender-document",
    );
    expect(result).toEqual({
      verdict: "not-ready",
      sentence: "Not ready to issue: 1 blocker (Tender security above the 2% limit).",
    });
  });

  it("is ready after corrections with warnings and medium failures but no blocker, however many", () => {
    const many = Array.from({ length: 12 }, (_, i) => found("warning", "medium", `Warning ${i + 1}`));
    const result = readiness([...many, found("fail", "medium", "Scoring bands overlap")], "tender-document");
    expect(result.verdict).toBe("ready-after-corrections");
    expect(result.sentence).toContain("13 findings to correct or answer with a reason");
    expect(result.sentence).toContain("and 10 more");
  });

  it("is ready only when nothing is to correct", () => {
    expect(readiness([found("pass", "info", "x"), found("info", "info", "y")], "notice").verdict).toBe(
      "ready",
    );
  });

  it("calls an unfilled standard document a template, and a review without its key data insufficient", () => {
    expect(readiness([found("fail", "high", "x")], "standard-template").verdict).toBe("template");
    expect(
      readiness([found("insufficient", "high", "Data sheet could not be read")], "tender-document"),
    ).toEqual({
      verdict: "insufficient",
      sentence: "Insufficient data: Data sheet could not be read.",
    });
  });
});
