import { describe, expect, it } from "vitest";
import { readDeliverables } from "@/modules/tools/lib/cmp/deliverables";
import {
  allocate,
  buildPaymentSchedule,
  fromMinor,
  toMinor,
  type PaymentContext,
} from "@/modules/tools/lib/cmp/payments";
import { parseDuration } from "@/modules/tools/lib/cmp/schedule";
import { readTerms } from "@/modules/tools/lib/cmp/terms";

const NO_TERMS = readTerms([], "KES");

function schedule(
  overrides: Partial<Omit<PaymentContext, "terms">> & { lines?: string[]; terms?: string } = {},
) {
  const currency = overrides.currency ?? "KES";
  const { lines = ["Delivery of 500 hospital beds"], terms, ...rest } = overrides;
  return buildPaymentSchedule({
    amount: "25600000.00",
    currency,
    deliverables: readDeliverables(lines, currency),
    terms: terms ? readTerms([terms], currency) : NO_TERMS,
    duration: parseDuration("12 months"),
    start: null,
    category: "Goods",
    rulesCode: null,
    ...rest,
  })!;
}

/** The amounts payable add up to the contract value, in minor units (no floating point). */
function payableSum(result: ReturnType<typeof schedule>, digits = 2): string {
  return fromMinor(
    result.payments.reduce((sum, p) => sum + toMinor(p.payable, digits)!, 0n),
    digits,
  );
}

describe("payment schedule", () => {
  it("pays one deliverable in full on delivery and acceptance when no terms are stated", () => {
    const result = schedule();
    expect(result.payments).toHaveLength(1);
    expect(result.payments[0]).toMatchObject({
      payable: "25600000.00",
      when: expect.stringMatching(/^Month 12/),
    });
    expect(result.notes).toContain("No retention stated in the inputs: none is deducted.");
  });

  it("adds the stated advance and retention, and the amounts still add up to the contract value exactly", () => {
    const result = schedule({
      lines: [
        "Delivery of 500 hospital beds by Month 3",
        "20 patient monitors by Month 6",
        "Training of 40 nurses",
      ],
      terms:
        "Advance payment of 10% against an advance payment guarantee. Retention 5%; warranty period of 12 months.",
    });
    expect(result.payments.map((p) => p.payment)).toEqual([
      "Advance payment (10%)",
      "On delivery and acceptance: Delivery of 500 hospital beds by Month 3",
      "On delivery and acceptance: 20 patient monitors by Month 6",
      "On delivery and acceptance: Training of 40 nurses",
      "Release of retention",
    ]);
    expect(result.payments[0]!.payable).toBe("2560000.00");
    // 23,040,000 over three thirds of 25,600,000 cannot split evenly: the cents still add up.
    expect(payableSum(result)).toBe("25600000.00");
    expect(result.total).toBe("25600000.00");
    expect(result.payments.at(-1)!.when).toBe("Month 24: after the 12 months defects liability period");
  });

  it("keeps the shares the deliverables state and shares the balance among the others", () => {
    const result = schedule({
      lines: ["Inception report — 10%", "Draft design report — KES 3.8M", "Final design report"],
    });
    expect(result.payments.map((p) => [p.gross, p.basis.split(" ")[0]])).toEqual([
      ["2560000.00", "Stated"],
      ["3800000.00", "Stated"],
      ["19240000.00", "Equal"],
    ]);
    expect(payableSum(result)).toBe("25600000.00");
  });

  it("adds a balance line when every deliverable states its share and they leave some of the value", () => {
    const result = schedule({ lines: ["Beds — 40%", "Monitors — 40%"] });
    expect(result.payments.at(-1)).toMatchObject({
      payment: "Balance on completion and final acceptance",
      gross: "5120000.00",
    });
    expect(payableSum(result)).toBe("25600000.00");
  });

  it("ignores stated shares that add up to more than the contract value, and says so", () => {
    const result = schedule({ lines: ["Beds — 80%", "Monitors — 40%"] });
    expect(result.payments.map((p) => p.gross)).toEqual(["12800000.00", "12800000.00"]);
    expect(result.notes.join(" ")).toMatch(/more than the contract value/);
  });

  it("releases retention half on taking-over and half after the defects period under a verified Kenyan works rule", () => {
    const result = schedule({
      category: "Works",
      rulesCode: "KE_PPADA",
      terms: "Retention money: 10% of each certificate. Defects liability period of twelve (12) months.",
    });
    const releases = result.payments.slice(-2);
    expect(releases.map((p) => p.payable)).toEqual(["1280000.00", "1280000.00"]);
    expect(releases[0]!.basis).toMatch(/GCC 14\.3\.2\(c\) and 14\.9/);
    expect(payableSum(result)).toBe("25600000.00");
    // Not for goods, where the library has no verified retention rule: one release.
    const goods = schedule({ rulesCode: "KE_PPADA", terms: "Retention 10%." });
    expect(goods.payments.filter((p) => /Release/.test(p.payment))).toHaveLength(1);
  });

  it("works in USD and in a currency without minor units, exactly", () => {
    const usd = schedule({
      amount: "1200000",
      currency: "USD",
      lines: ["Inception report", "Interim report", "Final report"],
      terms: "Advance payment: 15 percent",
    });
    expect(payableSum(usd)).toBe("1200000.00");
    const ugx = schedule({ amount: "1000000", currency: "UGX", lines: ["A", "B", "C"] });
    expect(ugx.payments.map((p) => p.payable)).toEqual(["333334", "333333", "333333"]);
  });

  it("leaves out an advance that is not less than the contract value", () => {
    const result = schedule({ terms: "Advance payment of KES 30,000,000" });
    expect(result.payments.some((p) => p.payment.startsWith("Advance"))).toBe(false);
    expect(result.notes.join(" ")).toMatch(/advance is not less than the contract value/);
  });

  it("gives no schedule for a value that is not a plain amount", () => {
    const context: PaymentContext = {
      amount: "about a million",
      currency: "KES",
      deliverables: readDeliverables(["Beds"], "KES"),
      terms: NO_TERMS,
      duration: null,
      start: null,
      category: "Goods",
      rulesCode: null,
    };
    expect(buildPaymentSchedule(context)).toBeNull();
    expect(buildPaymentSchedule({ ...context, amount: "0.00" })).toBeNull();
  });
});

describe("exact arithmetic", () => {
  it("splits by largest remainder so the parts add up to the total", () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(10n, [0n, 0n])).toEqual([0n, 0n]);
    expect(toMinor("25600000.00", 2)).toBe(2560000000n);
    expect(toMinor("1.005", 2)).toBe(101n);
    expect(toMinor("1,000", 2)).toBeNull();
    expect(fromMinor(5n, 2)).toBe("0.05");
  });
});

describe("terms read from the officer's words", () => {
  it("reads advance, retention, defects period and response time only where stated", () => {
    const terms = readTerms(
      [
        "Advance payment of ten percent (10%) of the contract price against an unconditional bank guarantee",
        "Retention: 5%. Defects liability period of 12 months. The contractor shall respond to faults within 48 hours.",
      ],
      "KES",
    );
    expect(terms.advance).toMatchObject({ percent: 10 });
    expect(terms.retention).toMatchObject({ percent: 5 });
    expect(terms.defectsPeriod).toMatchObject({ value: 12, unit: "months" });
    expect(terms.responseTime).toBe("48 hours");
    expect(readTerms(["No advance payment. Payment within 30 days of invoice."], "KES")).toEqual({
      advance: null,
      retention: null,
      defectsPeriod: null,
      responseTime: null,
    });
  });
});
