import { describe, expect, it } from "vitest";
import { auditActionName, humanise, runServiceName } from "./names";

describe("the audit summary names what it counts", () => {
  it("names known actions in words", () => {
    expect(auditActionName("framework.save")).toBe("Framework saved");
    expect(auditActionName("review_request.submit")).toBe("Submitted for review");
    expect(auditActionName("activity.document.add")).toBe("Document added to an activity");
  });

  it("names actions logged with a variable part by their parts", () => {
    expect(auditActionName("integrity.red_flags.submit")).toBe("Red-flag screening requested");
    expect(auditActionName("integrity.due_diligence.failed")).toBe("Bidder due diligence: failed");
    expect(auditActionName("email.dry_run")).toBe("Email dry run");
    expect(auditActionName("upload.activity_document")).toBe("File uploaded (activity document)");
  });

  it("never prints a code, even for an action nobody named", () => {
    expect(auditActionName("custom.step_12")).toBe("Custom step 12");
    expect(humanise("screening_list.delete")).toBe("Screening list delete");
    for (const action of ["custom.step_12", "settings.language", "integrity.red_flags.done"])
      expect(auditActionName(action)).not.toMatch(/[._]/);
  });

  it("names runs by their tool or review service", () => {
    expect(runServiceName({ kind: "tool", toolOrService: "solicitation_compliance_review" })).toBe(
      "Solicitation Review",
    );
    expect(runServiceName({ kind: "review", toolOrService: "compliance-evaluation" })).toBe(
      "Evaluation Compliance Review",
    );
    expect(runServiceName({ kind: "tool", toolOrService: "retired_tool" })).toBe("Retired tool");
    expect(runServiceName({ kind: "integrity", toolOrService: "Bidder due diligence" })).toBe(
      "Bidder due diligence",
    );
  });
});
