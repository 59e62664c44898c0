import { describe, expect, it } from "vitest";
import { openFindings, type StoredGate } from "./stored-gate";

const finding = (id: string, toFill = false) => ({
  id,
  title: `${id} title`,
  status: "warning",
  severity: "medium",
  evidence: "",
  recommendation: "",
  toFill,
});

describe("the findings that stop finalisation", () => {
  it("one per check, blanks to fill left out; none without a gate", () => {
    const gate: StoredGate = {
      review: "Specification Quality",
      passed: false,
      read: [],
      findings: [
        finding("brand-lock-in"),
        finding("brand-lock-in"),
        finding("data-sheet-blanks", true),
        finding("vague"),
      ],
    };
    expect(openFindings(gate).map((open) => open.id)).toEqual(["brand-lock-in", "vague"]);
    expect(openFindings(null)).toEqual([]);
  });
});
