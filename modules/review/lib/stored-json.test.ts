import { afterEach, describe, expect, it, vi } from "vitest";
import { findingsSchema, runAttachmentsSchema, toolOutputSchema } from "@/lib/results/schemas";
import { DomainError } from "@/lib/errors";
import {
  parseFindings,
  parseRunAttachments,
  parseStored,
  parseStoredOrNull,
  parseToolOutput,
  StoredDataError,
} from "@/lib/server/stored-json";
import { storedReviewRequestSchema } from "@/modules/review/lib/stored";

const finding = {
  id: "section-itb",
  title: "Instructions to Bidders",
  status: "pass",
  severity: "info",
  evidence: "RFB.pdf, page 1",
  citation: "",
  recommendation: "",
};

const output = {
  summary: "Recommended for payment: 112,500.00",
  score: 90,
  metrics: [{ id: "this", label: "This certificate", value: "112,500.00", hint: "after deductions" }],
  tables: [{ id: "lines", title: "Lines", columns: ["Item", "Amount"], rows: [["Works", "125,000.00"]] }],
  findings: [finding],
  notices: ["Based on the org's framework"],
  documents: [{ id: "certificate-check", title: "Certificate check", formats: ["pdf", "xlsx"] }],
  data: { recommendedThis: 112500, nested: { any: ["json"] } },
};

const request = {
  activity: {
    id: "MOH-2026-001",
    entity: "Ministry of Health",
    procurement_category: "goods",
    procurement_method: "open",
    currency: "KES",
    estimatedValue: null,
    issue_date: "2026-01-10",
    bidDueDate: "2026-03-01",
  },
  moduleInputs: { scope: "Laptops", lots: ["1", "2"] },
  attachments: [{ id: "4d7c1a52-0000-4000-8000-000000000001", name: "RFB.pdf", groupId: "method-document" }],
  baseline: { source: "prior-version", name: "Draft v3" },
};

describe("stored JSON schemas", () => {
  it("accept what the engines and runs store, unchanged", () => {
    expect(toolOutputSchema.parse(output)).toEqual(output);
    expect(toolOutputSchema.parse({ summary: "Nothing to show", data: {} })).toEqual({
      summary: "Nothing to show",
      data: {},
    });
    expect(findingsSchema.parse([finding])).toEqual([finding]);
    expect(runAttachmentsSchema.parse(request.attachments)).toEqual(request.attachments);
    expect(storedReviewRequestSchema.parse(request)).toEqual(request);
    expect(storedReviewRequestSchema.parse({ ...request, baseline: null }).baseline).toBeNull();
  });

  it("refuse a finding with an unknown status or severity, or a missing field", () => {
    expect(findingsSchema.safeParse([{ ...finding, status: "ok" }]).success).toBe(false);
    expect(findingsSchema.safeParse([{ ...finding, severity: "critical" }]).success).toBe(false);
    expect(findingsSchema.safeParse([{ ...finding, evidence: undefined }]).success).toBe(false);
    expect(findingsSchema.safeParse({ 0: finding }).success).toBe(false);
  });

  it("refuse a tool output without summary or data, or with a document in a format no engine exports", () => {
    expect(toolOutputSchema.safeParse({ data: {} }).success).toBe(false);
    expect(toolOutputSchema.safeParse({ summary: "x" }).success).toBe(false);
    expect(
      toolOutputSchema.safeParse({ ...output, documents: [{ id: "d", title: "D", formats: ["odt"] }] })
        .success,
    ).toBe(false);
    expect(
      toolOutputSchema.safeParse({
        ...output,
        tables: [{ id: "t", title: "T", columns: ["A"], rows: [[1]] }],
      }).success,
    ).toBe(false);
    expect(toolOutputSchema.safeParse(null).success).toBe(false);
    expect(toolOutputSchema.safeParse('{"summary":"x","data":{}}').success).toBe(false);
  });

  it("refuse a stored review request missing its activity fields, or with an unknown baseline source", () => {
    expect(
      storedReviewRequestSchema.safeParse({ ...request, activity: { id: "MOH-2026-001" } }).success,
    ).toBe(false);
    expect(
      storedReviewRequestSchema.safeParse({
        ...request,
        activity: { ...request.activity, estimatedValue: "1000" },
      }).success,
    ).toBe(false);
    expect(
      storedReviewRequestSchema.safeParse({ ...request, baseline: { source: "upload", name: "x" } }).success,
    ).toBe(false);
    expect(storedReviewRequestSchema.safeParse({ ...request, moduleInputs: { scope: 3 } }).success).toBe(
      false,
    );
    expect(storedReviewRequestSchema.safeParse({ ...request, attachments: [{ id: "x" }] }).success).toBe(
      false,
    );
  });
});

describe("parseStored", () => {
  afterEach(() => vi.restoreAllMocks());

  it("returns the parsed value and logs nothing when it matches", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseToolOutput(output, "run-1")).toEqual(output);
    expect(parseRunAttachments([], "run-1")).toEqual([]);
    expect(parseFindings([finding], { record: "review run", id: "run-2" })).toEqual([finding]);
    expect(log).not.toHaveBeenCalled();
  });

  it("throws a StoredDataError (answered 422) naming the record, and logs where and which paths failed but never the value", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const secret = "Confidential bid price 9,999,999";
    let thrown: unknown;
    try {
      parseFindings([{ ...finding, status: "ok", evidence: secret }], { record: "review run", id: "run-3" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StoredDataError);
    expect(thrown).toBeInstanceOf(DomainError);
    const error = thrown as StoredDataError;
    expect(error).toMatchObject({
      code: "unreadable_result",
      where: { record: "review run", id: "run-3", column: "findings" },
    });
    expect(error.message).toContain("review run");
    expect(error.issues.map((issue) => issue.path)).toEqual(["0.status"]);
    expect(log).toHaveBeenCalledTimes(1);
    const logged = String(log.mock.calls[0]![0]);
    expect(JSON.parse(logged)).toMatchObject({
      level: "error",
      context: "stored-json",
      record: "review run",
      id: "run-3",
      column: "findings",
    });
    expect(logged).not.toContain(secret);
  });

  it("parseStoredOrNull gives null for a broken value (logged) so a list can skip the row", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      parseStoredOrNull(runAttachmentsSchema, "not a list", {
        record: "tool run",
        id: "run-4",
        column: "attachments",
      }),
    ).toBeNull();
    expect(
      parseStoredOrNull(runAttachmentsSchema, [], { record: "tool run", id: "run-5", column: "attachments" }),
    ).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(() =>
      parseStored(
        toolOutputSchema,
        { summary: 1, data: {} },
        { record: "tool run", id: "run-6", column: "output" },
      ),
    ).toThrow(StoredDataError);
  });
});
