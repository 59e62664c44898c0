"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, NativeSelect } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { describedBy, Field } from "@/components/shared/field";
import type { InputField as InputFieldDef } from "@/lib/catalogue/types";
import type { DateRangeValue, InputValue, MoneyValue, ToolFramework } from "@/lib/results/types";
import { CurrencyPicker } from "@/components/shared/currency-picker";
import { describedWithReading, MoneyReadingLine } from "@/components/shared/money-reading";
import { FrameworkField } from "./framework-field";
import { keepAmountCharacters } from "@/lib/locale/amount-input";
import { currencyToPick, parseMoneyInput } from "@/lib/reading/money-input";

type Props = {
  field: InputFieldDef;
  /** A dropdown's choices now (they may depend on another input, see InputField.optionsBy). */
  options?: readonly string[];
  value: InputValue | undefined;
  onChange: (value: InputValue) => void;
  required: boolean;
  error?: string;
  framework: ToolFramework | null;
  allowedCurrencies: readonly string[];
  /** What an amount without a currency of its own is read in: the tool's currency input, else the framework's. */
  moneyCurrency: string | null;
};

/**
 * One input of a tool page, by type. Money (amounts, the project estimate, the IPC's amounts) is kept as typed
 * or pasted and read by the shared parser, which the line under the field shows; other numbers keep digits and
 * one decimal point.
 */
export function ToolInputField({
  field,
  options,
  value,
  onChange,
  required,
  error,
  framework,
  allowedCurrencies,
  moneyCurrency,
}: Props) {
  const t = useTranslations("services.inputs");
  const id = `input-${field.name}`;
  const hint = field.note ?? field.helper;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    "aria-required": required || undefined,
  };
  const text = typeof value === "string" ? value : "";

  if (field.type === "auto" || field.type === "framework_readonly") {
    return (
      <FrameworkField id={id} label={field.label} framework={framework} required={required} error={error} />
    );
  }
  if (field.type === "checkbox") {
    return (
      <div className="flex items-start gap-2 sm:col-span-2">
        <Checkbox
          id={id}
          checked={value === true}
          onCheckedChange={(checked) => onChange(checked === true)}
          aria-describedby={common["aria-describedby"]}
        />
        <div className="space-y-1">
          <label htmlFor={id} className="text-sm font-medium leading-none">
            {field.label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    );
  }

  const wide = field.type === "textarea" || field.type === "date_range";
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <Field
        id={id}
        label={field.label}
        error={error}
        hint={hint}
        required={required}
        requiredText={t("required")}
      >
        {field.type === "textarea" ? (
          <Textarea
            {...common}
            rows={4}
            value={text}
            placeholder={field.placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : field.type === "dropdown" || field.type === "procurement_document_type" ? (
          <NativeSelect {...common} value={text} onChange={(event) => onChange(event.target.value)}>
            <option value="">
              {field.optionsBy && options?.length ? t("choose") : (field.placeholder ?? t("choose"))}
            </option>
            {(options ?? field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        ) : field.type === "currency" ? (
          <CurrencyPicker
            id={id}
            value={text}
            onChange={onChange}
            allowed={allowedCurrencies}
            invalid={!!error}
            describedBy={common["aria-describedby"]}
          />
        ) : field.type === "currency_amount" ? (
          <MoneyInput
            id={id}
            value={value as MoneyValue | undefined}
            onChange={onChange}
            allowedCurrencies={allowedCurrencies}
            common={common}
            placeholder={field.placeholder}
          />
        ) : field.type === "date_range" ? (
          <DateRangeInput
            id={id}
            value={value as DateRangeValue | undefined}
            onChange={onChange}
            common={common}
          />
        ) : field.format === "project_estimate" || field.format === "money" ? (
          <MoneyTextInput
            value={text}
            onChange={onChange}
            common={common}
            placeholder={field.placeholder}
            currency={moneyCurrency}
            estimate={field.format === "project_estimate"}
          />
        ) : field.type === "number" ? (
          <Input
            {...common}
            inputMode="decimal"
            value={text}
            placeholder={field.placeholder}
            onChange={(event) => onChange(keepAmountCharacters(event.target.value))}
          />
        ) : (
          <Input
            {...common}
            value={text}
            placeholder={field.placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

type Common = {
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

function MoneyInput(props: {
  id: string;
  value?: MoneyValue;
  onChange: (value: MoneyValue) => void;
  allowedCurrencies: readonly string[];
  common: Common;
  placeholder?: string;
}) {
  const t = useTranslations("services.inputs");
  const money = props.value ?? { amount: "", currency: "" };
  const reading = money.amount.trim() ? parseMoneyInput(money.amount, money.currency) : null;
  // "USD 1,250,000" typed or pasted moves the picker to USD when the framework allows it.
  const type = (amount: string) =>
    props.onChange({
      amount,
      currency: currencyToPick(
        parseMoneyInput(amount, money.currency),
        money.currency,
        props.allowedCurrencies,
      ),
    });
  return (
    <div className="space-y-1.5">
      <div className="flex gap-2">
        <Input
          {...props.common}
          aria-describedby={describedWithReading(props.id, props.common["aria-describedby"], reading, false)}
          className="flex-1"
          value={money.amount}
          placeholder={props.placeholder ?? t("amountPlaceholder")}
          onChange={(event) => type(event.target.value)}
        />
        <div className="w-44 shrink-0">
          <CurrencyPicker
            id={`${props.id}-currency`}
            label={t("currency")}
            value={money.currency}
            onChange={(currency) => props.onChange({ ...money, currency })}
            allowed={props.allowedCurrencies}
          />
        </div>
      </div>
      <MoneyReadingLine id={props.id} reading={reading} showRefusal={false} />
    </div>
  );
}

function DateRangeInput(props: {
  id: string;
  value?: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  common: Common;
}) {
  const t = useTranslations("services.inputs");
  const range = props.value ?? { from: "", to: "" };
  return (
    <div
      className="grid gap-2 sm:grid-cols-2"
      role="group"
      aria-describedby={props.common["aria-describedby"]}
    >
      <Input
        {...props.common}
        type="date"
        aria-label={t("from")}
        value={range.from}
        onChange={(event) => props.onChange({ ...range, from: event.target.value })}
      />
      <Input
        id={`${props.id}-to`}
        type="date"
        aria-label={t("to")}
        aria-invalid={props.common["aria-invalid"]}
        value={range.to}
        onChange={(event) => props.onChange({ ...range, to: event.target.value })}
      />
    </div>
  );
}

/**
 * An amount without a currency input: the navigator's estimate (the 'Estimate recognized' badge while it reads
 * above 0) and the IPC's amounts (in the tool's currency). The refusal shows as the field's error.
 */
function MoneyTextInput(props: {
  value: string;
  onChange: (value: string) => void;
  common: Common;
  placeholder?: string;
  currency: string | null;
  estimate: boolean;
}) {
  const t = useTranslations("services.inputs");
  const reading = props.value.trim() ? parseMoneyInput(props.value, props.currency) : null;
  const recognized = props.estimate && reading?.ok && reading.value > 0;
  return (
    <div className="space-y-1.5">
      <Input
        {...props.common}
        aria-describedby={describedWithReading(
          props.common.id,
          props.common["aria-describedby"],
          reading,
          false,
        )}
        value={props.value}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <MoneyReadingLine
        id={props.common.id}
        reading={reading}
        showRefusal={false}
        badge={recognized ? <Badge variant="secondary">{t("estimateRecognized")}</Badge> : null}
      />
    </div>
  );
}
