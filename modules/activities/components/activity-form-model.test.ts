import { describe, expect, it } from "vitest";
import { activityRequest, EMPTY_ACTIVITY_FORM, methodSuggestions } from "./activity-form-model";

const form = (changes: Partial<typeof EMPTY_ACTIVITY_FORM>) => ({
  ...EMPTY_ACTIVITY_FORM,
  reference: "KeRRA/008/2026-2027",
  subject: "Periodic maintenance of Kiambu–Ruiru road",
  ...changes,
});

describe("the New activity form's request", () => {
  it("reads the estimate in practitioners' notation", () => {
    const kshs = activityRequest(form({ estimatedValue: "Kshs. 25,600,000.00" }));
    expect(kshs.ok && kshs.body).toMatchObject({ estimatedValue: 25_600_000, currency: "KES" });
    const short = activityRequest(form({ estimatedValue: "3.8M" }));
    expect(short.ok && short.body.estimatedValue).toBe(3_800_000);
    const dollars = activityRequest(form({ estimatedValue: "USD 1,250,000" }));
    expect(dollars.ok && dollars.body).toMatchObject({ estimatedValue: 1_250_000, currency: "USD" });
  });

  it("leaves the estimate empty when none is typed, and refuses one it cannot read", () => {
    const none = activityRequest(form({}));
    expect(none.ok && none.body.estimatedValue).toBeNull();
    const unread = activityRequest(form({ estimatedValue: "about twenty-five million-ish" }));
    expect(unread.ok).toBe(false);
    expect(!unread.ok && unread.errors.estimatedValue).toMatch(/^validation\.money/);
  });

  it("needs a reference and a subject, and sends dates only when given", () => {
    const empty = activityRequest({ ...EMPTY_ACTIVITY_FORM, reference: "  " });
    expect(!empty.ok && empty.errors).toEqual({
      reference: "validation.fieldRequired",
      subject: "validation.fieldRequired",
    });
    const dated = activityRequest(form({ closingOn: "2026-03-23" }));
    expect(dated.ok && dated.body).toMatchObject({ closingOn: "2026-03-23", publishedOn: null });
  });

  it("offers consulting methods for consultancy and tender methods otherwise", () => {
    expect(methodSuggestions("consultancy")).toContain("Quality and Cost Based Selection");
    expect(methodSuggestions("goods")).toContain("Request for Quotations");
    expect(methodSuggestions("goods")).not.toContain("Quality and Cost Based Selection");
  });
});
