/**
 * One zod schema per tool, derived from its catalogue definition. The tool
 * page validates with it before 'Confirm & Authorize Review' and the run endpoint parses with it, so the two
 * cannot disagree. Messages are keys of common.json `validation.*`.
 */
import { z } from "zod";
import type { InputField, ToolDefinition } from "@/lib/catalogue/types";
import { isCurrencyCode } from "@/lib/locale/currency";
import { MONEY_INPUT_MAX_CHARS } from "@/lib/reading/money-input";
import type { InputValue } from "@/lib/results/types";
import { canonicalMoney, moneyIssue, moneyKind, toolMoneyCurrency } from "./money-inputs";

/** Numbers that are not money (percentages, indices, factors): digits with an optional single decimal point. */
export const AMOUNT_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 500;
const TEXTAREA_MAX = 20_000;

export type ToolInputsContext = {
  /** Whether the org has a framework in settings (framework inputs are read from there, never from the client). */
  hasFramework: boolean;
  /** Currencies the framework allows; undefined allows any ISO code. */
  allowedCurrencies?: readonly string[];
  /**
   * The framework's default currency: what an amount without a currency of its own is read in (the estimate,
   * the IPC's amounts while its currency is empty), and which "shillings" a "Shs." means.
   */
  defaultCurrency?: string;
};

/** Inputs the user types or picks; auto and framework_readonly come from settings. */
export function isEditable(field: InputField): boolean {
  return field.type !== "auto" && field.type !== "framework_readonly";
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  if ("amount" in record) return String(record.amount ?? "").trim() === "";
  if ("from" in record || "to" in record) return !record.from && !record.to;
  return false;
}

/**
 * Whether a field takes part, given the other values (visibleWhen). A field whose controlling field is itself
 * hidden is hidden too (IPC: the given factor goes with its mode when price adjustment is switched off).
 * Hidden fields are neither required nor kept.
 */
/** The choices of a dropdown now: those of the controlling input's value when it has `optionsBy`, else all. */
export function dependentOptions(
  field: InputField,
  values: Readonly<Record<string, unknown>>,
): readonly string[] {
  if (!field.optionsBy) return field.options ?? [];
  const controller = values[field.optionsBy.field];
  return typeof controller === "string" ? (field.optionsBy.options[controller] ?? []) : [];
}

export function isVisible(
  field: InputField,
  values: Readonly<Record<string, unknown>>,
  inputs?: readonly InputField[],
  depth = 0,
): boolean {
  if (!field.visibleWhen) return true;
  if (values[field.visibleWhen.field] !== field.visibleWhen.equals) return false;
  const controller = inputs?.find((input) => input.name === field.visibleWhen!.field);
  return !controller || depth > 5 || isVisible(controller, values, inputs, depth + 1);
}

export function isRequired(
  field: InputField,
  values: Readonly<Record<string, unknown>>,
  inputs?: readonly InputField[],
): boolean {
  if (!isVisible(field, values, inputs)) return false;
  if (field.required) return true;
  return !!field.requiredWhen && values[field.requiredWhen.field] === field.requiredWhen.equals;
}

function numberInRange(field: InputField) {
  return (text: string) => {
    // A malformed number has its own message already.
    if (!AMOUNT_PATTERN.test(text)) return true;
    const value = Number(text.replace(/,/g, ""));
    return (field.min === undefined || value >= field.min) && (field.max === undefined || value <= field.max);
  };
}

function valueSchema(field: InputField, context: ToolInputsContext): z.ZodType<InputValue | undefined> {
  const text = (max: number) => z.string("validation.text").trim().max(max, "validation.tooLong");
  switch (field.type) {
    // Money is read by the shared parser in toolInputsSchema's refinement (money-inputs.ts), where the
    // currency of the tool's other inputs is known.
    case "text":
      return field.format === "project_estimate"
        ? text(MONEY_INPUT_MAX_CHARS)
        : text(TEXT_MAX).regex(/^[^\r\n]*$/, "validation.singleLine");
    case "textarea":
      return text(TEXTAREA_MAX);
    case "number":
      if (field.format === "money") return text(MONEY_INPUT_MAX_CHARS);
      return text(40)
        .refine((v) => v === "" || AMOUNT_PATTERN.test(v), "validation.numberFormat")
        .refine((v) => v === "" || numberInRange(field)(v), "validation.numberRange");
    case "dropdown":
    case "procurement_document_type":
      return z
        .string("validation.choice")
        .refine((v) => v === "" || (field.options ?? []).includes(v), "validation.choice");
    case "currency":
      return z
        .string("validation.currency")
        .refine((v) => v === "" || isCurrencyCode(v), "validation.currency")
        .refine(
          (v) => v === "" || !context.allowedCurrencies || context.allowedCurrencies.includes(v),
          "validation.currencyNotAllowed",
        );
    case "currency_amount":
      return z.object(
        {
          amount: text(MONEY_INPUT_MAX_CHARS),
          currency: z
            .string("validation.currency")
            .refine((v) => isCurrencyCode(v), "validation.currency")
            .refine(
              (v) => !context.allowedCurrencies || context.allowedCurrencies.includes(v),
              "validation.currencyNotAllowed",
            ),
        },
        "validation.amountFormat",
      );
    case "date_range":
      return z
        .object(
          {
            from: z
              .string()
              .refine(
                (v) => v === "" || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))),
                "validation.date",
              ),
            to: z
              .string()
              .refine(
                (v) => v === "" || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))),
                "validation.date",
              ),
          },
          "validation.dateRange",
        )
        .refine((range) => !range.from || !range.to || range.from <= range.to, {
          message: "validation.dateOrder",
          path: ["to"],
        });
    case "checkbox":
      return z.boolean("validation.choice");
    case "auto":
    case "framework_readonly":
      return z.undefined();
  }
}

/** The schema of one tool's inputs: unknown names are dropped, hidden inputs ignored, required ones checked. */
export function toolInputsSchema(tool: Pick<ToolDefinition, "inputs">, context: ToolInputsContext) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of tool.inputs)
    if (isEditable(field)) shape[field.name] = valueSchema(field, context).optional();
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      const currency = toolMoneyCurrency(tool.inputs, values, context.defaultCurrency);
      for (const field of tool.inputs) {
        if (!isEditable(field)) {
          if (field.required && !context.hasFramework)
            ctx.addIssue({ code: "custom", path: [field.name], message: "validation.frameworkRequired" });
          continue;
        }
        const money = moneyKind(field) ? moneyIssue(field, values[field.name], currency) : null;
        if (money) ctx.addIssue({ code: "custom", path: money.path, message: money.message });
        const chosen = values[field.name];
        if (field.optionsBy && typeof chosen === "string" && chosen !== "") {
          const allowed = dependentOptions(field, values);
          if (!allowed.includes(chosen))
            ctx.addIssue({ code: "custom", path: [field.name], message: "validation.choice" });
        }
        if (!isRequired(field, values, tool.inputs)) continue;
        const value = values[field.name];
        if (
          isBlank(value) ||
          (field.type === "date_range" &&
            (!(value as { from: string }).from || !(value as { to: string }).to))
        ) {
          const path = field.type === "currency_amount" ? [field.name, "amount"] : [field.name];
          ctx.addIssue({ code: "custom", path, message: "validation.fieldRequired" });
        }
      }
    })
    .transform((values) =>
      withDefaults(
        tool,
        values as Record<string, InputValue | undefined>,
        toolMoneyCurrency(tool.inputs, values, context.defaultCurrency),
      ),
    );
}

/**
 * Visible inputs only, blanks replaced by the definition's default (IPC amounts default to 0, indices to 100),
 * money as the parser reads it.
 */
function withDefaults(
  tool: Pick<ToolDefinition, "inputs">,
  values: Record<string, InputValue | undefined>,
  currency: string | null,
): Record<string, InputValue> {
  const result: Record<string, InputValue> = {};
  for (const field of tool.inputs) {
    if (!isEditable(field) || !isVisible(field, values, tool.inputs)) continue;
    const value = values[field.name];
    if (!isBlank(value)) result[field.name] = canonicalMoney(field, value as InputValue, currency);
    else if (field.default !== undefined)
      result[field.name] = typeof field.default === "number" ? String(field.default) : field.default;
    else if (field.type === "checkbox") result[field.name] = false;
  }
  return result;
}

/** Initial form values of a tool page: defaults, a currency for money inputs, empty strings elsewhere. */
export function initialInputValues(
  tool: Pick<ToolDefinition, "inputs">,
  defaultCurrency: string,
): Record<string, InputValue> {
  const values: Record<string, InputValue> = {};
  for (const field of tool.inputs) {
    if (!isEditable(field)) continue;
    if (field.type === "currency_amount") values[field.name] = { amount: "", currency: defaultCurrency };
    else if (field.type === "date_range") values[field.name] = { from: "", to: "" };
    else if (field.type === "checkbox") values[field.name] = field.default === true;
    else if (field.type === "currency")
      values[field.name] = typeof field.default === "string" ? field.default : defaultCurrency;
    else values[field.name] = field.default === undefined ? "" : String(field.default);
  }
  return values;
}

/** A stored input's shape by its field's type (a form's checks were made when the run was made). */
function storedValueSchema(field: InputField): z.ZodType<InputValue | undefined> | null {
  switch (field.type) {
    case "currency_amount":
      return z.object({ amount: z.string(), currency: z.string() }).optional();
    case "date_range":
      return z.object({ from: z.string(), to: z.string() }).optional();
    case "checkbox":
      return z.boolean().optional();
    case "auto":
    case "framework_readonly":
      return null;
    default:
      return z.string().optional();
  }
}

/**
 * A stored run's inputs read with its tool's fields: each value has its field's shape, names the tool no longer
 * has are dropped (a tool gone from the catalogue keeps none). Requiredness, option lists and the framework's
 * currencies are not checked again: they were when the run was made, and settings may have changed since.
 */
export function storedInputsSchema(tool: Pick<ToolDefinition, "inputs"> | undefined) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of tool?.inputs ?? []) {
    const schema = storedValueSchema(field);
    if (schema) shape[field.name] = schema;
  }
  return z.object(shape) as z.ZodType<Record<string, InputValue | undefined>>;
}
