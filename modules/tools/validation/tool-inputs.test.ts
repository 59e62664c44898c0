import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod, firstFieldMessages } from "@/lib/api/field-errors";
import { getTool } from "@/lib/catalogue";
import {
  initialInputValues,
  isVisible,
  storedInputsSchema,
  toolInputsSchema,
} from "@/modules/tools/validation/inputs";

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => firstFieldMessages(fieldErrorsFromZod(result.error?.issues ?? []));

describe("a tool's input schema, derived from its catalogue definition", () => {
  const ipc = getTool("ipc_validation");
  const schema = toolInputsSchema(ipc, { hasFramework: true });

  it("requires the IPC's required inputs and fills the defaults of the rest", () => {
    expect(fieldErrors(schema.safeParse({}))).toEqual({
      contract_reference: "validation.fieldRequired",
      period: "validation.fieldRequired",
      currency: "validation.fieldRequired",
      period_work_done: "validation.fieldRequired",
    });
    const parsed = schema.parse({
      contract_reference: "C-1",
      period: "May",
      currency: "USD",
      period_work_done: "10",
    });
    expect(parsed).toMatchObject({ prev_work_done: "0", price_adjustment_enabled: false });
    // Hidden while price adjustment is off: not kept, so an engine cannot read a stale index.
    expect(parsed).not.toHaveProperty("index_current");
  });

  it("reads the IPC's amounts as typed or pasted, in its display currency", () => {
    const base = { contract_reference: "C-1", period: "May", currency: "KES" };
    expect(schema.parse({ ...base, period_work_done: "Kshs. 12,450,300.00" })).toMatchObject({
      period_work_done: "12450300.00",
    });
    expect(schema.parse({ ...base, period_work_done: "12.50" })).toMatchObject({ period_work_done: "12.50" });
    expect(fieldErrors(schema.safeParse({ ...base, period_work_done: "USD 12.50" }))).toEqual({
      period_work_done: "validation.moneyCurrencyMismatch?written=USD&chosen=KES",
    });
    expect(fieldErrors(schema.safeParse({ ...base, period_work_done: "-5" }))).toEqual({
      period_work_done: "validation.moneyNegative",
    });
    expect(fieldErrors(schema.safeParse({ ...base, period_work_done: "1.2.3" }))).toEqual({
      period_work_done: "validation.moneyFigure?figure=1.2.3",
    });
  });

  it("keeps other numbers to digits and one decimal point, within the input's range", () => {
    const base = { contract_reference: "C-1", period: "May", currency: "USD", period_work_done: "1" };
    const adjusted = { ...base, price_adjustment_enabled: true };
    expect(fieldErrors(schema.safeParse({ ...adjusted, weighting_factor: "101" }))).toEqual({
      weighting_factor: "validation.numberRange",
    });
    expect(fieldErrors(schema.safeParse({ ...adjusted, index_current: "1,5" }))).toEqual({
      index_current: "validation.numberFormat",
    });
  });

  it("hides a field whose controlling field is hidden", () => {
    const factor = ipc.inputs.find((field) => field.name === "price_adjustment_factor")!;
    expect(
      isVisible(
        factor,
        { price_adjustment_enabled: true, price_adjustment_mode: "Given factor" },
        ipc.inputs,
      ),
    ).toBe(true);
    expect(
      isVisible(
        factor,
        { price_adjustment_enabled: false, price_adjustment_mode: "Given factor" },
        ipc.inputs,
      ),
    ).toBe(false);
  });

  it("requires the custom query only while the focus is Custom Query", () => {
    const register = toolInputsSchema(getTool("procurement_risk_register"), { hasFramework: true });
    const focus = getTool("procurement_risk_register").inputs.find(
      (field) => field.name === "enquiry_focus",
    )!;
    expect(fieldErrors(register.safeParse({ enquiry_focus: "Custom Query", custom_query: " " }))).toEqual({
      custom_query: "validation.fieldRequired",
    });
    expect(register.safeParse({ enquiry_focus: focus.options![0] }).success).toBe(true);
  });

  it("needs a framework from settings where the tool requires one (the rules navigator)", () => {
    const navigator = getTool("framework_rules_navigator");
    const values = { enquiry_focus: "Rules / Methods" };
    expect(fieldErrors(toolInputsSchema(navigator, { hasFramework: false }).safeParse(values))).toEqual({
      framework: "validation.frameworkRequired",
    });
    expect(toolInputsSchema(navigator, { hasFramework: true }).safeParse(values).success).toBe(true);
  });

  it("checks money as amount plus an allowed currency, and dropdowns against their options", () => {
    const cmp = getTool("contract_management_plan");
    const restricted = toolInputsSchema(cmp, { hasFramework: true, allowedCurrencies: ["USD", "EUR"] });
    const values = {
      ...initialInputValues(cmp, "KES"),
      contract_type: "Lease",
      contract_value: { amount: "12a", currency: "KES" },
    };
    const errors = fieldErrors(restricted.safeParse(values));
    expect(errors).toMatchObject({
      contract_type: "validation.choice",
      "contract_value.amount": "validation.moneyNotUnderstood?part=a",
      "contract_value.currency": "validation.currencyNotAllowed",
    });
  });

  it("reads a money amount as typed or pasted, in the currency chosen beside it", () => {
    const schema = toolInputsSchema(getTool("market_price_intelligence"), {
      hasFramework: true,
      defaultCurrency: "KES",
    });
    const parse = (amount: string, currency = "KES") =>
      schema.safeParse({ estimated_value: { amount, currency } });
    const value = (amount: string, currency?: string) => parse(amount, currency).data?.estimated_value;
    expect(value("Kshs. 25,600,000.00")).toEqual({ amount: "25600000.00", currency: "KES" });
    expect(value("KES 25.6M")).toEqual({ amount: "25600000", currency: "KES" });
    expect(value("USD 1,250,000", "USD")).toEqual({ amount: "1250000", currency: "USD" });
    expect(value("25 600 000,00")).toEqual({ amount: "25600000.00", currency: "KES" });
    const error = (amount: string, currency?: string) =>
      fieldErrors(parse(amount, currency))["estimated_value.amount"];
    expect(error("USD 1,250,000")).toBe("validation.moneyCurrencyMismatch?written=USD&chosen=KES");
    expect(error("1.500")).toBe("validation.moneyAmbiguous?figure=1.500&grouped=1%2C500&decimal=1.5");
    expect(error("Kshs. 1,600,000.00 (One million five hundred thousand)")).toBe(
      "validation.moneyWordsDisagree?figures=1%2C600%2C000.00&words=1%2C500%2C000",
    );
    expect(error("")).toBe("validation.fieldRequired");
  });

  it("reads the navigator's estimate with or without its currency", () => {
    const navigator = toolInputsSchema(getTool("framework_rules_navigator"), {
      hasFramework: true,
      defaultCurrency: "KES",
    });
    const estimate = (text: string) =>
      navigator.safeParse({ enquiry_focus: "Rules / Methods", project_estimate: text });
    expect(estimate("Kshs. 25,600,000.00").data?.project_estimate).toBe("KES 25600000.00");
    expect(estimate("250,000").data?.project_estimate).toBe("250000");
    expect(estimate("").data?.project_estimate).toBeUndefined();
    expect(fieldErrors(estimate("about 5M"))).toEqual({
      project_estimate: "validation.moneyNotUnderstood?part=about",
    });
  });

  it("checks that a date range runs forwards", () => {
    const planning = toolInputsSchema(getTool("consolidated_procurement_planning"), { hasFramework: true });
    expect(
      fieldErrors(planning.safeParse({ planning_period: { from: "2026-07-01", to: "2026-01-01" } })),
    ).toEqual({ "planning_period.to": "validation.dateOrder" });
    expect(fieldErrors(planning.safeParse({ planning_period: { from: "2026-07-01", to: "" } }))).toEqual({
      planning_period: "validation.fieldRequired",
    });
    expect(planning.safeParse({ planning_period: { from: "2026-01-01", to: "2026-12-31" } }).success).toBe(
      true,
    );
  });
});

describe("a method chosen among its category's methods (hub review tools, as on /review)", () => {
  const schema = toolInputsSchema(getTool("solicitation_compliance_review"), { hasFramework: true });
  const base = { estimated_value: { amount: "1000", currency: "KES" } };

  it("accepts a method of the category and refuses one of another category", () => {
    expect(
      schema.safeParse({ ...base, procurement_category: "Works", procurement_method: "Tender/RFB" }).success,
    ).toBe(true);
    expect(
      fieldErrors(schema.safeParse({ ...base, procurement_category: "Works", procurement_method: "QCBS" })),
    ).toEqual({ procurement_method: "validation.choice" });
  });

  it("requires both, and reads the bidding period's dates", () => {
    expect(fieldErrors(schema.safeParse(base))).toEqual({
      procurement_category: "validation.fieldRequired",
      procurement_method: "validation.fieldRequired",
    });
    const parsed = schema.parse({
      ...base,
      procurement_category: "Consulting Services",
      procurement_method: "QCBS",
      bidding_period: { from: "2026-03-02", to: "2026-03-30" },
    });
    expect(parsed.bidding_period).toEqual({ from: "2026-03-02", to: "2026-03-30" });
  });
});

describe("a stored run's inputs, read with its tool's fields", () => {
  const ipc = getTool("ipc_validation");

  it("keeps each field's value with its shape and drops names the tool does not have", () => {
    const stored = {
      contract_reference: "KeRRA/W/12/2026",
      currency: "KES",
      price_adjustment_enabled: true,
      gone: "x",
    };
    expect(storedInputsSchema(ipc).parse(stored)).toEqual({
      contract_reference: "KeRRA/W/12/2026",
      currency: "KES",
      price_adjustment_enabled: true,
    });
  });

  it("refuses a value of the wrong shape instead of passing it on as an input", () => {
    expect(storedInputsSchema(ipc).safeParse({ contract_sum: { amount: "1" } }).success).toBe(false);
    expect(storedInputsSchema(ipc).safeParse({ price_adjustment_enabled: "yes" }).success).toBe(false);
    expect(storedInputsSchema(ipc).safeParse(["KES"]).success).toBe(false);
  });

  it("keeps nothing of a tool gone from the catalogue", () => {
    expect(storedInputsSchema(undefined).parse({ contract_reference: "x" })).toEqual({});
  });
});
