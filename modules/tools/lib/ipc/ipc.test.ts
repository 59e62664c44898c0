import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GIVEN_FACTOR_MODE } from "@/lib/catalogue/review-approvals";
import { IPC_BASE_VALUES } from "@/tests/support/ipc-values";
import { describe, expect, it } from "vitest";
import { IpcBreakdown } from "@/modules/tools/components/ipc/ipc-breakdown";
import { IpcSummary } from "@/modules/tools/components/ipc/ipc-summary";
import common from "@/messages/en/common.json";
import services from "@/messages/en/services.json";
import { ipcBreakdown } from "@/modules/tools/lib/ipc/breakdown";
import { computeIpc, indexRatio, weightingHintText } from "@/modules/tools/lib/ipc/compute";
import { ipcEngine } from "@/modules/tools/lib/ipc/engine";
import { parseAmount, parseFactor, parseIndex, parseWeighting } from "@/modules/tools/lib/ipc/parse";
import type { ToolInputValues, ToolRunContext } from "@/lib/results/types";

const FACTOR = GIVEN_FACTOR_MODE;
const base = IPC_BASE_VALUES;
const ipc = (overrides: ToolInputValues = {}) => computeIpc({ ...base, ...overrides });
/** Only the listed inputs; every other amount is absent (0). */
const only = (values: ToolInputValues) => computeIpc(values);

describe("parsing", () => {
  it.each([
    ["abc", 0],
    ["", 0],
    ["1,234.50", 1234.5],
    ["Infinity", 0],
    ["-5", 0],
    ["1e3", 0], // exponents are not amounts
    ["0x10", 0],
    [" 2,500 ", 2500],
    [".5", 0.5],
    ["12.", 12],
    [-100, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{ amount: "1,000", currency: "USD" }, 1000],
    [true, 0],
    // As typed or pasted from a certificate: the amount, never the dot after "Kshs" as a decimal point.
    ["Kshs. 12,450,300.00", 12_450_300],
    ["1.500", 0], // 1,500 or 1.5: refused, the field says so
  ] as const)("amount %j -> %d", (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    ["-5", 0],
    ["150", 100],
    ["x", 10],
    ["", 10],
    ["Infinity", 10],
    ["12.5", 12.5],
    ["0", 0],
    ["100", 100],
  ] as const)("weighting %j -> %d", (input, expected) => {
    expect(parseWeighting(input)).toBe(expected);
  });

  it.each([
    ["abc", 100],
    ["", 100],
    ["-3", 100],
    ["Infinity", 100],
    ["0", 0],
    ["1,150.5", 1150.5],
  ] as const)("index %j -> %d", (input, expected) => {
    expect(parseIndex(input)).toBe(expected);
  });

  it("treats an unusable given factor as neutral (1), keeps 0", () => {
    expect(parseFactor("x")).toBe(1);
    expect(parseFactor("-0.5")).toBe(1);
    expect(parseFactor("0")).toBe(0);
    expect(parseFactor("1.035")).toBe(1.035);
  });

  it("divides by the default base 100 when the index base is 0", () => {
    expect(indexRatio(0, 105)).toBe(1.05);
    expect(indexRatio(200, 210)).toBe(1.05);
  });
});

describe("computeIpc", () => {
  it("plain case, adjustment off", () => {
    const result = ipc();
    // previous: gross 100,000 + 10,000 + 5,000 = 115,000; deductions 11,500 + 10,000 + 0 = 21,500; net 93,500
    expect(result.previousGross).toBe(115000);
    expect(result.previousDeductions).toBe(21500);
    expect(result.previousNet).toBe(93500);
    // this period: gross 50,000 + 5,000 + 2,000 = 57,000; deductions 5,700 + 5,000 + 300 = 11,000
    expect(result.subtotalThis).toBe(57000);
    expect(result.deductionsThis).toBe(11000);
    // adjustment disabled: factor 1, amount 0
    expect(result.paFactor).toBe(1);
    expect(result.paAmount).toBe(0);
    // net 57,000 + 0 - 11,000 = 46,000; cumulative 93,500 + 46,000 = 139,500
    expect(result.recommendedThis).toBe(46000);
    expect(result.recommendedCumulative).toBe(139500);
    expect(result.contractSum).toBe(1000000);
    expect(result.currency).toBe("USD");
  });

  it("INDEX mode: factor = current / base, applied to work done + variations", () => {
    const result = ipc({ price_adjustment_enabled: true, index_base: "100", index_current: "105" });
    // factor 105 / 100 = 1.05; base 50,000 + 2,000 = 52,000; amount 52,000 x 0.05 = 2,600
    expect(result.paFactor).toBeCloseTo(1.05, 12);
    expect(result.adjustmentBase).toBe(52000);
    expect(result.paAmount).toBeCloseTo(2600, 8);
    // net 57,000 + 2,600 - 11,000 = 48,600; cumulative 93,500 + 48,600 = 142,100
    expect(result.recommendedThis).toBeCloseTo(48600, 8);
    expect(result.recommendedCumulative).toBeCloseTo(142100, 8);
    // hint 1.05 x 10 / 100 = 0.105
    expect(weightingHintText(result)).toBe("1.0500 × 10/100 = 0.1050");
  });

  it("INDEX mode with a falling index gives a negative adjustment", () => {
    const result = ipc({ price_adjustment_enabled: true, index_base: "120", index_current: "114" });
    // factor 114 / 120 = 0.95; amount 52,000 x -0.05 = -2,600; net 57,000 - 2,600 - 11,000 = 43,400
    expect(result.paAmount).toBeCloseTo(-2600, 8);
    expect(result.recommendedThis).toBeCloseTo(43400, 8);
  });

  it("given-factor mode ignores the indices", () => {
    const result = ipc({
      price_adjustment_enabled: true,
      price_adjustment_mode: FACTOR,
      price_adjustment_factor: "0.98",
      index_current: "150",
    });
    // amount 52,000 x (0.98 - 1) = -1,040; net 57,000 - 1,040 - 11,000 = 44,960
    expect(result.priceAdjustmentMode).toBe("factor");
    expect(result.paFactor).toBe(0.98);
    expect(result.paAmount).toBeCloseTo(-1040, 8);
    expect(result.recommendedThis).toBeCloseTo(44960, 8);
    // the hint still reads the indices: 150 / 100 = 1.5; 1.5 x 10 / 100 = 0.15
    expect(weightingHintText(result)).toBe("1.5000 × 10/100 = 0.1500");
  });

  it("given-factor mode with an unusable factor adjusts nothing", () => {
    const result = ipc({
      price_adjustment_enabled: true,
      price_adjustment_mode: FACTOR,
      price_adjustment_factor: "abc",
    });
    expect(result.paFactor).toBe(1);
    expect(result.paAmount).toBe(0);
  });

  it("disabled adjustment keeps factor 1 whatever the indices say", () => {
    const result = ipc({ price_adjustment_enabled: false, index_base: "100", index_current: "200" });
    expect(result.paFactor).toBe(1);
    expect(result.paAmount).toBe(0);
    expect(result.indexRatio).toBe(2);
    expect(result.recommendedThis).toBe(46000);
  });

  it("reads the switch as a boolean or the strings a client sends", () => {
    expect(ipc({ price_adjustment_enabled: "true", index_current: "110" }).paAmount).toBeCloseTo(5200, 8);
    expect(ipc({ price_adjustment_enabled: "false", index_current: "110" }).paAmount).toBe(0);
  });

  it("index fallbacks: garbage -> 100, a zero base divides by 100", () => {
    // base "abc" -> 100, current "x" -> 100: factor 1
    expect(ipc({ price_adjustment_enabled: true, index_base: "abc", index_current: "x" }).paFactor).toBe(1);
    // base "0" -> divide by 100: 110 / 100 = 1.1; amount 52,000 x 0.1 = 5,200
    const zeroBase = ipc({ price_adjustment_enabled: true, index_base: "0", index_current: "110" });
    expect(zeroBase.indexBase).toBe(0);
    expect(zeroBase.paFactor).toBeCloseTo(1.1, 12);
    expect(zeroBase.paAmount).toBeCloseTo(5200, 8);
    // base "" -> 100, current "-7" -> 100
    expect(ipc({ price_adjustment_enabled: true, index_base: "", index_current: "-7" }).paAmount).toBe(0);
  });

  it("weighting clamps and defaults only move the hint", () => {
    const at = (weighting_factor: string) =>
      ipc({ price_adjustment_enabled: true, index_current: "105", weighting_factor });
    expect(at("-5").weighting).toBe(0);
    expect(weightingHintText(at("-5"))).toBe("1.0500 × 0/100 = 0.0000");
    expect(at("150").weighting).toBe(100);
    expect(weightingHintText(at("150"))).toBe("1.0500 × 100/100 = 1.0500");
    expect(at("x").weighting).toBe(10);
    expect(weightingHintText(at("12.5"))).toBe("1.0500 × 12.5/100 = 0.1313");
    // 1.05 x 12.5 / 100 = 0.13125 exactly in decimal, slightly above in binary
    expect(at("12.5").paAmount).toBeCloseTo(2600, 8);
  });

  it("garbage strings become 0 and commas are thousands separators", () => {
    const result = only({
      period_work_done: "abc",
      period_materials: "",
      period_variations: "1,234.50",
      period_deductions_retention: "Infinity",
      period_deductions_advance: "-5",
      period_deductions_other: "12.5",
    });
    // gross 0 + 0 + 1,234.50 = 1,234.50; deductions 0 + 0 + 12.5 = 12.5; net 1,222; previous all 0
    expect(result.subtotalThis).toBe(1234.5);
    expect(result.deductionsThis).toBe(12.5);
    expect(result.recommendedThis).toBe(1222);
    expect(result.recommendedCumulative).toBe(1222);
    // index defaults 100 / 100, weighting 10, currency USD
    expect(result.indexRatio).toBe(1);
    expect(result.weighting).toBe(10);
    expect(result.currency).toBe("USD");
  });

  it("negative amounts count as 0", () => {
    const result = only({
      period_work_done: "1000",
      period_materials: "-400",
      prev_deductions_retention: "-50",
    });
    // gross 1,000 + 0 + 0; previous net 0 - 0 = 0
    expect(result.subtotalThis).toBe(1000);
    expect(result.previousNet).toBe(0);
    expect(result.recommendedThis).toBe(1000);
  });

  it("floors the net this period at 0", () => {
    const result = only({
      prev_work_done: "10000",
      prev_deductions_retention: "2000",
      period_work_done: "1000",
      period_deductions_retention: "5000",
    });
    // net max(0, 1,000 + 0 - 5,000) = 0; cumulative 10,000 - 2,000 + 0 = 8,000 (the unfloored -4,000 is not carried)
    expect(result.recommendedThis).toBe(0);
    expect(result.recommendedCumulative).toBe(8000);
  });

  it("a negative adjustment can floor the net too", () => {
    const result = only({
      period_work_done: "1000",
      price_adjustment_enabled: true,
      price_adjustment_mode: FACTOR,
      price_adjustment_factor: "0",
    });
    // amount 1,000 x (0 - 1) = -1,000; net max(0, 1,000 - 1,000 - 0) = 0
    expect(result.paAmount).toBe(-1000);
    expect(result.recommendedThis).toBe(0);
  });

  it("floors the cumulative at 0", () => {
    const result = only({
      prev_work_done: "1000",
      prev_deductions_retention: "3000",
      period_work_done: "500",
    });
    // previous net 1,000 - 3,000 = -2,000; net 500; cumulative max(0, -2,000 + 500) = 0
    expect(result.previousNet).toBe(-2000);
    expect(result.recommendedThis).toBe(500);
    expect(result.recommendedCumulative).toBe(0);
  });

  it("never rounds money inside the computation", () => {
    const result = only({ period_work_done: "0.1", period_materials: "0.2" });
    expect(result.subtotalThis).toBe(0.1 + 0.2);
  });

  it("takes a known currency, else the fallback", () => {
    expect(ipc({ currency: "KES" }).currency).toBe("KES");
    expect(ipc({ currency: "jpy" }).currency).toBe("JPY");
    expect(ipc({ currency: "XX" }).currency).toBe("USD");
    expect(computeIpc({ ...base, currency: "" }, { fallbackCurrency: "UGX" }).currency).toBe("UGX");
  });
});

describe("breakdown", () => {
  it("has previous, this period and cumulative per line; net rows carry the floored figures", () => {
    const rows = ipcBreakdown(ipc({ price_adjustment_enabled: true, index_current: "105" }));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId.work_done).toMatchObject({ previous: 100000, period: 50000, cumulative: 150000 });
    expect(byId.gross).toMatchObject({ previous: 115000, period: 57000, cumulative: 172000, total: true });
    expect(byId.price_adjustment?.previous).toBeNull();
    expect(byId.price_adjustment?.cumulative).toBeCloseTo(2600, 8);
    expect(byId.deductions_total).toMatchObject({ previous: 21500, period: 11000, cumulative: 32500 });
    expect(byId.net?.previous).toBe(93500);
    expect(byId.net?.period).toBeCloseTo(48600, 8);
    expect(byId.net?.cumulative).toBeCloseTo(142100, 8);
  });
});

describe("ipcEngine.run", () => {
  const context = (values: ToolInputValues, documents: ToolRunContext["documents"] = []): ToolRunContext => ({
    toolId: "ipc_validation",
    values,
    framework: { kind: "Country", source: "country", code: "UG", label: "Uganda (PPDA)", countryCode: "UG" },
    documents,
    now: new Date("2025-07-01T10:00:00Z"),
  });

  it("returns the summary cards, the breakdown table, the document and the result under the spec's names", async () => {
    const output = await ipcEngine.run(
      context({ ...base, price_adjustment_enabled: true, index_current: "105" }),
    );
    expect(output.metrics?.map((metric) => [metric.label, metric.value])).toEqual([
      ["Gross this period", "USD 57,000.00"],
      ["Price adjustment", "USD 2,600.00"],
      ["Deductions this period", "USD 11,000.00"],
      ["Net payable this period", "USD 48,600.00"],
      ["Cumulative net payable", "USD 142,100.00"],
    ]);
    expect(output.metrics?.[1]?.hint).toContain("1.0500 × 10/100 = 0.1050");
    expect(output.tables?.[0]?.rows.at(-1)).toEqual(["Net payable", "93,500.00", "48,600.00", "142,100.00"]);
    expect(output.documents).toEqual([
      { id: "certificate-check", title: "Payment certificate check", formats: ["pdf", "xlsx"] },
    ]);
    expect(output.data).toMatchObject({
      subtotalThis: 57000,
      deductionsThis: 11000,
      certificate: { contract_reference: "CW/2025/014", framework: "Uganda (PPDA)" },
    });
    expect(output.data.recommendedThis).toBeCloseTo(48600, 8);
    expect(output.summary).toContain("USD 48,600.00");
  });

  it("uses the framework's currency when none is given, with its digits", async () => {
    const output = await ipcEngine.run(context({ ...base, currency: "" }));
    expect(output.data.currency).toBe("UGX");
    expect(output.metrics?.[0]?.value).toBe("UGX 57,000");
  });

  it("lists the attached references by name and flags floored and over-contract figures", async () => {
    const doc = (name: string) => ({
      fileId: name,
      groupId: "refs",
      name,
      size: 10,
      units: [{ label: "page 1", text: "ignored content" }],
    });
    const output = await ipcEngine.run(
      context({ ...base, contract_sum: "100000", period_deductions_other: "60000" }, [
        doc("IPC-7.pdf"),
        doc("Contract.docx"),
      ]),
    );
    expect(output.notices?.[0]).toContain("IPC-7.pdf, Contract.docx");
    expect(output.notices?.join(" ")).not.toContain("ignored content");
    // deductions 5,700 + 5,000 + 60,000 = 70,700 > 57,000: floored
    expect(output.notices?.some((notice) => notice.includes("floored at 0"))).toBe(true);
    // cumulative gross 115,000 + 57,000 = 172,000 > 100,000
    expect(
      output.notices?.some((notice) =>
        notice.includes("USD 172,000.00 exceeds the contract sum USD 100,000.00"),
      ),
    ).toBe(true);
  });
});

describe("IPC views (summary cards and breakdown table)", () => {
  // The provider's props type insists on a children prop; createElement passes them as arguments instead.
  const IntlProvider = NextIntlClientProvider as (
    props: Omit<ComponentProps<typeof NextIntlClientProvider>, "children"> & { children?: ReactNode },
  ) => ReactNode;
  const render = (result: ReturnType<typeof computeIpc>) =>
    renderToStaticMarkup(
      createElement(
        IntlProvider,
        { locale: "en", timeZone: "UTC", messages: { common, services } },
        createElement(IpcSummary, { result }),
        createElement(IpcBreakdown, { result }),
      ),
    ).replace(/<[^>]+>/g, "|");

  it("shows the five cards, the hint and the table in the currency's digits", () => {
    // JPY (0 digits): gross 50,000 + 2,000 = 52,000; adjustment 52,000 x 0.05 = 2,600; net 54,600
    const text = render(
      computeIpc({
        currency: "JPY",
        period_work_done: "50000",
        period_variations: "2000",
        price_adjustment_enabled: true,
        index_current: "105",
      }),
    );
    for (const expected of [
      "|Gross this period||JPY 52,000|",
      "|Price adjustment||JPY 2,600||Factor 1.0500|",
      "|Deductions this period||JPY 0|",
      "|Net payable this period||JPY 54,600|",
      "|Cumulative net payable||JPY 54,600|",
      "1.0500 × 10/100 = 0.1050",
      "Breakdown (amounts in JPY)",
      "|Net payable||0||54,600||54,600|",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("says when the adjustment is off and when the net is floored", () => {
    const text = render(computeIpc({ period_work_done: "100", period_deductions_other: "250.5" }));
    expect(text).toContain("|Price adjustment||USD 0.00||Not applied|");
    expect(text).toContain("the net payable this period is floored at 0");
    expect(text).toContain("|Total deductions||0.00||250.50||250.50|");
  });
});
