import { describe, expect, it } from "vitest";
import {
  addListRow,
  basicsFromRun,
  buildReviewPayload,
  changeBasic,
  choosePriorVersion,
  draftPreview,
  emptyBasics,
  externalDraftMode,
  initialModuleValues,
  referencesAnswer,
  removeListRow,
  resolveReviewRoute,
  reviewFormErrors,
  reviewHref,
  selectedPriorVersion,
  setListRow,
  type ReviewFormState,
} from "@/modules/review/lib/form";
import { emailOutcome, splitAddresses } from "@/modules/review/lib/email-outcome";
import { reviewModule, type ReviewModule } from "@/lib/catalogue/review-services";
import { reviewRequestSchema } from "@/modules/review/validation";

/** File ids are uuids, as the server issues them. */
const ID = Object.fromEntries(
  ["f1", "f2", "r1", "s1", "s9", "d1"].map((name, i) => [
    name,
    `00000000-0000-4000-8000-00000000000${i + 1}`,
  ]),
) as Record<"f1" | "f2" | "r1" | "s1" | "s9" | "d1", string>;

const memo = reviewModule("internal-approval-memo")!;
const dueDiligence = reviewModule("intelligence", "due-diligence")!;
const specQuality = reviewModule("intelligence", "spec-quality")!;

function state(module: ReviewModule, patch: Partial<ReviewFormState> = {}): ReviewFormState {
  return {
    module,
    basics: { ...emptyBasics("USD"), activityId: "ACT-1", category: "Goods", method: "RFQ" },
    moduleInputs: initialModuleValues(module),
    files: {},
    savedReferences: {},
    uploading: false,
    externalDraft: { text: "", useAsBaseline: false },
    previousVersion: null,
    ...patch,
  };
}

const ARTIFACT = "00000000-0000-4000-8000-0000000000a1";
const memoFiles = {
  "method-document": [{ fileId: ID.f1, name: "RFQ.pdf" }],
  "redacted-evaluation-report": [{ fileId: ID.f2, name: "Eval.pdf" }],
};

describe("review route", () => {
  it("defaults to internal-approval-memo and needs a subservice for intelligence", () => {
    expect(resolveReviewRoute(undefined, undefined)).toEqual({
      serviceId: "internal-approval-memo",
      module: memo,
    });
    expect(resolveReviewRoute("nonsense", null).serviceId).toBe("internal-approval-memo");
    expect(resolveReviewRoute("intelligence", null)).toEqual({
      serviceId: "intelligence",
      module: undefined,
    });
    expect(resolveReviewRoute("intelligence", "bogus").module).toBeUndefined();
    expect(resolveReviewRoute("intelligence", "spec-quality").module).toBe(specQuality);
    // A subservice only counts for intelligence.
    expect(
      resolveReviewRoute("compliance-solicitation", "spec-quality").module?.subserviceId,
    ).toBeUndefined();
    expect(reviewHref(specQuality)).toBe("/review?service=intelligence&subservice=spec-quality");
    expect(reviewHref(memo)).toBe("/review?service=internal-approval-memo");
  });
});

describe("Part 1 changes", () => {
  it("clears the method when the category changes, not when the same category is picked again", () => {
    const basics = { ...emptyBasics("USD"), category: "Goods", method: "RFQ" };
    expect(changeBasic(basics, "category", "Goods").method).toBe("RFQ");
    expect(changeBasic(basics, "category", "Consulting Services")).toMatchObject({
      category: "Consulting Services",
      method: "",
    });
    expect(changeBasic(basics, "entity", "Ministry").method).toBe("RFQ");
  });

  it("keeps the estimated value as typed; a currency written in it is chosen when allowed", () => {
    const allowed = ["KES", "USD"];
    expect(changeBasic(emptyBasics("KES"), "estimatedValue", "Kshs. 25,600,000.00", allowed)).toMatchObject({
      estimatedValue: "Kshs. 25,600,000.00",
      currency: "KES",
    });
    expect(changeBasic(emptyBasics("KES"), "estimatedValue", "USD 1,250,000", allowed).currency).toBe("USD");
    expect(changeBasic(emptyBasics("KES"), "estimatedValue", "EUR 1,250,000", allowed).currency).toBe("KES");
  });
});

describe("module inputs", () => {
  it("starts lists with one row, adds rows and removes only rows after the first", () => {
    let values = initialModuleValues(dueDiligence);
    expect(values).toEqual({ bidder_name: "", commitments: [""] });
    values = addListRow(values, "commitments");
    values = setListRow(values, "commitments", 1, "JV partner");
    expect(values.commitments).toEqual(["", "JV partner"]);
    expect(removeListRow(values, "commitments", 0)).toBe(values);
    expect(removeListRow(values, "commitments", 1).commitments).toEqual([""]);
  });
});

describe("external draft", () => {
  it("is text when text is pasted, else file when files exist, else none", () => {
    expect(externalDraftMode("  ", 0)).toBe("none");
    expect(externalDraftMode("", 2)).toBe("file");
    expect(externalDraftMode("Draft text", 2)).toBe("text");
  });

  it("previews 200 characters", () => {
    expect(draftPreview("a".repeat(250))).toBe(`${"a".repeat(200)}…`);
    expect(draftPreview(" short ")).toBe("short");
  });
});

describe("prior versions and saved references", () => {
  it("uses the newest by default and forgets a choice made for another activity", () => {
    expect(selectedPriorVersion(null, "A", ["v3", "v2"])).toBe("v3");
    expect(selectedPriorVersion(null, "A", [])).toBeNull();
    expect(selectedPriorVersion({ activityId: "A", artifactId: "v2" }, "A", ["v3", "v2"])).toBe("v2");
    expect(selectedPriorVersion({ activityId: "A", artifactId: null }, "A", ["v3"])).toBeNull();
    expect(selectedPriorVersion({ activityId: "A", artifactId: "v2" }, "B", ["b1"])).toBe("b1");
  });

  it("turns off use-as-baseline when another prior version is chosen", () => {
    const draft = { text: "x", useAsBaseline: true };
    expect(choosePriorVersion("v3", "v2", draft).useAsBaseline).toBe(false);
    expect(choosePriorVersion("v3", "v3", draft)).toBe(draft);
  });

  it("applies the saved references answer to its own activity only", () => {
    expect(referencesAnswer({ activityId: "A", use: true }, "A")).toBe(true);
    expect(referencesAnswer({ activityId: "A", use: true }, "B")).toBeNull();
    expect(referencesAnswer(null, "A")).toBeNull();
  });
});

describe("validity", () => {
  it("needs activity, category, method and the two memo documents", () => {
    const empty = state(memo, { basics: emptyBasics("USD") });
    expect(Object.keys(reviewFormErrors(empty)).sort()).toEqual(
      [
        "activity.id",
        "activity.procurement_category",
        "activity.procurement_method",
        "attachments.method-document",
        "attachments.redacted-evaluation-report",
      ].sort(),
    );
    expect(reviewFormErrors(state(memo, { files: memoFiles }))).toEqual({});
  });

  it("counts saved references as files of their slot", () => {
    const saved = { "method-document": [{ fileId: ID.s1, name: "Saved RFQ.pdf" }] };
    expect(
      reviewFormErrors(
        state(memo, {
          savedReferences: saved,
          files: { "redacted-evaluation-report": memoFiles["redacted-evaluation-report"] },
        }),
      ),
    ).toEqual({});
  });

  it("refuses pasted draft text under 30 characters, and uploads in flight", () => {
    expect(
      Object.keys(
        reviewFormErrors(
          state(memo, { files: memoFiles, externalDraft: { text: "too short", useAsBaseline: true } }),
        ),
      ),
    ).toEqual(["memo_external_draft.text"]);
    expect(
      reviewFormErrors(
        state(memo, { files: memoFiles, externalDraft: { text: "x".repeat(30), useAsBaseline: true } }),
      ),
    ).toEqual({});
    expect(reviewFormErrors(state(memo, { files: memoFiles, uploading: true }))).toEqual({
      uploads: "uploading",
    });
  });

  it("needs required module inputs; a list needs one non-blank row only when required", () => {
    expect(reviewFormErrors(state(dueDiligence))).toEqual({
      "moduleInputs.bidder_name": "validation.fieldRequired",
    });
    expect(
      reviewFormErrors(state(dueDiligence, { moduleInputs: { bidder_name: "Acme", commitments: [""] } })),
    ).toEqual({});
  });

  it("checks that numbers are numbers", () => {
    const unbalanced = reviewModule("intelligence", "unbalanced-bid")!;
    const files = { "method-document": memoFiles["method-document"] };
    expect(reviewFormErrors(state(unbalanced, { files, moduleInputs: { deviation_band: "abc" } }))).toEqual({
      "moduleInputs.deviation_band": "validation.numberFormat",
    });
    expect(reviewFormErrors(state(unbalanced, { files, moduleInputs: { deviation_band: "15" } }))).toEqual(
      {},
    );
    const valued = (estimatedValue: string, currency = "KES") =>
      reviewFormErrors(
        state(memo, { files: memoFiles, basics: { ...state(memo).basics, estimatedValue, currency } }),
      );
    expect(valued("Kshs. 25,600,000.00")).toEqual({});
    expect(valued("1.500")).toEqual({
      "activity.estimatedValue": "validation.moneyAmbiguous?figure=1.500&grouped=1%2C500&decimal=1.5",
    });
    expect(valued("USD 1,250,000")).toEqual({
      "activity.estimatedValue": "validation.moneyCurrencyMismatch?written=USD&chosen=KES",
    });
  });

  it("sends the estimated value as typed; the schema reads it as the server will", () => {
    const activity = (estimatedValue: string | number, currency = "KES") =>
      reviewRequestSchema.parse({
        serviceId: "internal-approval-memo",
        activity: {
          id: "A-1",
          procurement_category: "Goods",
          procurement_method: "RFQ",
          currency,
          estimatedValue,
        },
      }).activity;
    expect(activity("Kshs. 25,600,000.00")).toMatchObject({ estimatedValue: "25600000.00", currency: "KES" });
    expect(activity("USD 1,250,000", "")).toMatchObject({ estimatedValue: "1250000", currency: "USD" });
    expect(activity(12_000_000)).toMatchObject({ estimatedValue: "12000000" });
    expect(activity("")).toMatchObject({ estimatedValue: "" });
  });
});

describe("payload", () => {
  const email = {
    sendImmediately: false,
    defaultTo: "a@x.org, b@x.org",
    defaultCc: "",
    subject: "Memo — ACT-1",
  };

  it("builds the internal-approval-memo payload with saved references, supporting documents and the external draft", () => {
    const payload = buildReviewPayload(
      state(memo, {
        basics: {
          activityId: " ACT-1 ",
          entity: "Ministry",
          category: "Goods",
          method: "RFQ",
          currency: "",
          estimatedValue: "1200.5",
          issueDate: "2026-01-05",
          bidDueDate: "2026-02-05",
        },
        files: {
          ...memoFiles,
          "method-document": [{ fileId: ID.f1, name: "RFQ.pdf" }],
          supporting: [{ fileId: ID.s9, name: "Note.docx" }],
          "external-draft": [{ fileId: ID.d1, name: "Draft.docx" }],
        },
        savedReferences: { "method-document": [{ fileId: ID.r1, name: "Old RFQ.pdf" }] },
        externalDraft: { text: "", useAsBaseline: true },
        previousVersion: ARTIFACT,
      }),
      email,
    );
    expect(payload).toEqual({
      serviceId: "internal-approval-memo",
      activity: {
        id: "ACT-1",
        type: "procurement",
        entity: "Ministry",
        procurement_category: "Goods",
        procurement_method: "RFQ",
        currency: "KES",
        estimatedValue: "1200.5",
        advertDate: "2026-01-05",
        issue_date: "2026-01-05",
        bidDueDate: "2026-02-05",
      },
      moduleInputs: {},
      attachments: { "method-document": [ID.r1, ID.f1], "redacted-evaluation-report": [ID.f2] },
      supporting_documents: [{ fileId: ID.s9, name: "Note.docx" }],
      previousVersion: ARTIFACT,
      memo_external_draft: { use_as_baseline: true, mode: "file", text: "", files: [ID.d1] },
      emailOptions: { sendImmediately: false },
    });
    // The server parses exactly this.
    expect(reviewRequestSchema.safeParse(payload).success).toBe(true);
  });

  it("leaves out hidden fields, the draft and prior versions outside drafting services, and trims list rows", () => {
    const payload = buildReviewPayload(state(specQuality, { previousVersion: "art-1" }), {
      ...email,
      sendImmediately: true,
    });
    expect(payload.subserviceId).toBe("spec-quality");
    expect(payload.activity).toEqual({
      id: "ACT-1",
      type: "procurement",
      entity: "",
      procurement_category: "Goods",
      procurement_method: "RFQ",
    });
    expect(payload.memo_external_draft).toBeUndefined();
    expect(payload.previousVersion).toBeNull();
    expect(payload.attachments).toEqual({ specifications: [] });
    // No dryRun: the server applies the settings' flag and reports it as such.
    expect(payload.emailOptions).toEqual({
      sendImmediately: true,
      to: ["a@x.org", "b@x.org"],
      cc: [],
      subject: "Memo — ACT-1",
    });
    expect(reviewRequestSchema.safeParse(payload).success).toBe(true);

    const dd = buildReviewPayload(
      state(dueDiligence, { moduleInputs: { bidder_name: " Acme ", commitments: [" JV ", " "] } }),
      email,
    );
    expect(dd.moduleInputs).toEqual({ bidder_name: "Acme", commitments: ["JV"] });
  });
});

describe("email", () => {
  it("splits comma-separated addresses", () => {
    expect(splitAddresses(" a@x.org, ,b@x.org ")).toEqual(["a@x.org", "b@x.org"]);
    expect(splitAddresses("  ")).toEqual([]);
  });

  it("maps the send answer to the toast to show", () => {
    const base = {
      ok: true as const,
      status: "sent" as const,
      dryRun: false,
      dryRunSource: null,
      to: ["a@x.org", "b@x.org"],
    };
    expect(emailOutcome(base)).toEqual({ kind: "sent", recipients: "a@x.org, b@x.org" });
    expect(emailOutcome({ ...base, status: "queued" })).toEqual({
      kind: "queued",
      recipients: "a@x.org, b@x.org",
    });
    expect(emailOutcome({ ...base, status: "dry_run", dryRun: true, dryRunSource: "settings" })).toEqual({
      kind: "dryRunSettings",
    });
    expect(emailOutcome({ ...base, status: "dry_run", dryRun: true, dryRunSource: "request" })).toEqual({
      kind: "dryRunRequest",
    });
    expect(emailOutcome({ ok: false, message: "HTTP 500: boom" })).toEqual({
      kind: "failed",
      message: "HTTP 500: boom",
    });
    expect(emailOutcome({ ok: false })).toEqual({ kind: "failed", message: null });
  });
});

describe("a run from Recent Runs", () => {
  it("fills Part 1 from the stored activity, the currency through the framework rule", () => {
    const stored = {
      id: "ACT-9",
      entity: "Ministry",
      procurement_category: "Works",
      procurement_method: "RFB",
      currency: "KES",
      estimatedValue: 250000,
      issue_date: "2026-01-05",
      bidDueDate: "",
    };
    expect(basicsFromRun(stored, "ignored", (code) => (code === "KES" ? "UGX" : code))).toEqual({
      activityId: "ACT-9",
      entity: "Ministry",
      category: "Works",
      method: "RFB",
      currency: "UGX",
      estimatedValue: "250000",
      issueDate: "2026-01-05",
      bidDueDate: "",
    });
    expect(basicsFromRun(undefined, "ACT-1", () => "USD")).toMatchObject({
      activityId: "ACT-1",
      category: "",
      currency: "USD",
      estimatedValue: "",
    });
    expect(basicsFromRun({ estimatedValue: null }, "A", () => "USD").estimatedValue).toBe("");
  });
});
