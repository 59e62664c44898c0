import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod, firstFieldMessages } from "@/lib/api/field-errors";
import { EMAIL_TEXTS, emailSendSchema, MAX_RECIPIENTS } from "@/modules/email/validation";

const RUN = "3f1c9a2e-8b7d-4c6e-9f10-2a3b4c5d6e7f";
const base = { to: "ana@example.org", subject: "Approval memo", runId: RUN };
const issues = (input: unknown) => {
  const result = emailSendSchema.safeParse(input);
  return result.success ? {} : firstFieldMessages(fieldErrorsFromZod(result.error));
};
const addresses = (n: number, prefix = "p") =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

describe("email send schema", () => {
  it("accepts a comma-separated string or an array, normalises and de-duplicates", () => {
    const parsed = emailSendSchema.parse({
      ...base,
      to: " Ana@Example.org, bo@example.org ,ana@example.org",
      cc: ["cy@example.org", "dee@example.org, cy@example.org"],
    });
    expect(parsed.to).toEqual(["ana@example.org", "bo@example.org"]);
    expect(parsed.cc).toEqual(["cy@example.org", "dee@example.org"]);
    expect(parsed).toMatchObject({
      subject: "Approval memo",
      additionalMessage: "",
      runId: RUN,
      runKind: "review",
      part: "email",
    });
    expect(parsed.dryRun).toBeUndefined();
    expect(emailSendSchema.parse({ ...base, to: ["ana@example.org"] }).cc).toEqual([]);
  });

  it("requires a recipient ('Missing Recipient')", () => {
    for (const to of [undefined, "", " , ", [], ["", " "]])
      expect(issues({ ...base, to })).toEqual({ to: "validation.missingRecipient" });
    expect(EMAIL_TEXTS.missingRecipientTitle).toBe("Missing Recipient");
    expect(EMAIL_TEXTS.missingRecipient).toBe("Please provide at least one recipient email address.");
  });

  it("refuses invalid addresses in to and cc", () => {
    expect(issues({ ...base, to: "ana@example.org, not-an-address" })).toEqual({
      to: "validation.emailList",
    });
    expect(issues({ ...base, cc: ["ana@exa mple.org"] })).toEqual({ cc: "validation.emailList" });
    expect(issues({ ...base, to: 42 })).toHaveProperty("to");
  });

  it("refuses header injection in subject and addresses", () => {
    expect(issues({ ...base, subject: "Hello\r\nBcc: x@y.com" })).toEqual({
      subject: "validation.singleLine",
    });
    expect(issues({ ...base, subject: "Hello\nBcc: x@y.com" })).toEqual({ subject: "validation.singleLine" });
    expect(issues({ ...base, subject: "Tab\there" })).toEqual({ subject: "validation.singleLine" });
    expect(issues({ ...base, to: "ana@example.org\r\nBcc: x@y.com" })).toEqual({
      to: "validation.singleLine",
    });
    expect(issues({ ...base, cc: ["ana@example.org", "bo@example.org\nBcc: x@y.com"] })).toEqual({
      cc: "validation.singleLine",
    });
  });

  it("allows 10 recipients in To and CC together, counted after de-duplication, so no mass mailing", () => {
    expect(MAX_RECIPIENTS).toBe(10);
    expect(issues({ ...base, to: addresses(10) })).toEqual({});
    expect(issues({ ...base, to: [...addresses(10), ...addresses(10)] })).toEqual({});
    expect(issues({ ...base, to: addresses(11).join(",") })).toEqual({ to: "validation.tooManyRecipients" });
    expect(issues({ ...base, to: addresses(6), cc: addresses(5, "c") })).toEqual({
      cc: "validation.tooManyRecipients",
    });
    // An address in both lists counts once.
    expect(issues({ ...base, to: addresses(6), cc: addresses(4) })).toEqual({});
    expect(issues({ ...base, to: addresses(100) })).toEqual({ to: "validation.tooManyRecipients" });
  });

  it("names a stored run instead of taking HTML, so it cannot relay arbitrary content", () => {
    expect(issues({ ...base, htmlContent: "<h1>Buy now</h1>" })).toHaveProperty("_");
    expect(issues({ to: "ana@example.org" })).toEqual({ runId: "validation.choice" });
    expect(issues({ ...base, runId: "../../etc" })).toEqual({ runId: "validation.choice" });
    expect(issues({ ...base, runKind: "upload" })).toEqual({ runKind: "validation.choice" });
    expect(issues({ ...base, part: "html" })).toEqual({ part: "validation.choice" });
    expect(emailSendSchema.parse({ ...base, runKind: "tool", part: "memo" })).toMatchObject({
      runKind: "tool",
      part: "memo",
    });
  });

  it("limits sizes: subject 300 characters, note 10,000", () => {
    expect(issues({ ...base, subject: "x".repeat(300) })).toEqual({});
    expect(issues({ ...base, subject: "x".repeat(301) })).toEqual({ subject: "validation.tooLong" });
    // Only To is required: a blank subject passes.
    expect(issues({ ...base, subject: "   " })).toEqual({});
    expect(issues({ ...base, additionalMessage: "a".repeat(10_000) })).toEqual({});
    expect(issues({ ...base, additionalMessage: "a".repeat(10_001) })).toEqual({
      additionalMessage: "validation.tooLong",
    });
  });

  it("refuses unknown fields and a non-boolean dryRun", () => {
    expect(issues({ ...base, bcc: "x@y.com" })).toHaveProperty("_");
    expect(issues({ ...base, dryRun: "yes" })).toEqual({ dryRun: "validation.choice" });
    expect(emailSendSchema.parse({ ...base, dryRun: true }).dryRun).toBe(true);
  });
});
