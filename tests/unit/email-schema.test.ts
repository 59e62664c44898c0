import { describe, expect, it } from "vitest";
import { EMAIL_TEXTS, emailSendSchema, MAX_HTML_BYTES } from "@/lib/validation/email";

const base = { to: "ana@example.org", subject: "Approval memo", htmlContent: "<p>Memo</p>" };
const issues = (input: unknown) => {
  const result = emailSendSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("email send schema", () => {
  it("accepts a comma-separated string or an array, normalises and de-duplicates", () => {
    const parsed = emailSendSchema.parse({ ...base, to: " Ana@Example.org, bo@example.org ,ana@example.org", cc: ["cy@example.org", "dee@example.org, cy@example.org"] });
    expect(parsed.to).toEqual(["ana@example.org", "bo@example.org"]);
    expect(parsed.cc).toEqual(["cy@example.org", "dee@example.org"]);
    expect(parsed).toMatchObject({ subject: "Approval memo", additionalMessage: "" });
    expect(parsed.dryRun).toBeUndefined();
    expect(emailSendSchema.parse({ ...base, to: ["ana@example.org"] }).cc).toEqual([]);
  });

  it("requires a recipient ('Missing Recipient')", () => {
    for (const to of [undefined, "", " , ", [], ["", " "]]) expect(issues({ ...base, to })).toEqual({ to: "validation.missingRecipient" });
    expect(EMAIL_TEXTS.missingRecipientTitle).toBe("Missing Recipient");
    expect(EMAIL_TEXTS.missingRecipient).toBe("Please provide at least one recipient email address.");
  });

  it("refuses invalid addresses in to and cc", () => {
    expect(issues({ ...base, to: "ana@example.org, not-an-address" })).toEqual({ to: "validation.emailList" });
    expect(issues({ ...base, cc: ["ana@exa mple.org"] })).toEqual({ cc: "validation.emailList" });
    expect(issues({ ...base, to: 42 })).toHaveProperty("to");
  });

  it("refuses header injection in subject and addresses (S12)", () => {
    expect(issues({ ...base, subject: "Hello\r\nBcc: x@y.com" })).toEqual({ subject: "validation.singleLine" });
    expect(issues({ ...base, subject: "Hello\nBcc: x@y.com" })).toEqual({ subject: "validation.singleLine" });
    expect(issues({ ...base, subject: "Tab\there" })).toEqual({ subject: "validation.singleLine" });
    expect(issues({ ...base, to: "ana@example.org\r\nBcc: x@y.com" })).toEqual({ to: "validation.singleLine" });
    expect(issues({ ...base, cc: ["ana@example.org", "bo@example.org\nBcc: x@y.com"] })).toEqual({ cc: "validation.singleLine" });
  });

  it("limits sizes: subject 300 characters, HTML 1 MB", () => {
    expect(issues({ ...base, subject: "x".repeat(300) })).toEqual({});
    expect(issues({ ...base, subject: "x".repeat(301) })).toEqual({ subject: "validation.tooLong" });
    // Only To is required (spec 2 §5): a blank subject passes.
    expect(issues({ ...base, subject: "   " })).toEqual({});
    expect(issues({ ...base, htmlContent: "a".repeat(MAX_HTML_BYTES) })).toEqual({});
    expect(issues({ ...base, htmlContent: "a".repeat(MAX_HTML_BYTES + 1) })).toEqual({ htmlContent: "validation.tooLong" });
    // Bytes, not characters: 2-byte characters count double.
    expect(issues({ ...base, htmlContent: "é".repeat(MAX_HTML_BYTES / 2 + 1) })).toEqual({ htmlContent: "validation.tooLong" });
    expect(issues({ ...base, to: Array.from({ length: 51 }, (_, i) => `p${i}@example.org`).join(",") })).toEqual({ to: "validation.tooLong" });
  });

  it("refuses unknown fields and a non-boolean dryRun", () => {
    expect(issues({ ...base, bcc: "x@y.com" })).toHaveProperty("");
    expect(issues({ ...base, dryRun: "yes" })).toEqual({ dryRun: "validation.choice" });
    expect(emailSendSchema.parse({ ...base, dryRun: true }).dryRun).toBe(true);
  });
});
