"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { describedBy, Field } from "@/components/shared/field";
import { CurrencyPicker } from "@/components/shared/currency-picker";
import { describedWithReading, MoneyReadingLine } from "@/components/shared/money-reading";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, NativeSelect } from "@/components/ui/input";
import { methodsForCategory, REVIEW_PROCUREMENT_CATEGORIES } from "@/lib/catalogue/lists";
import { parseMoneyInput } from "@/lib/reading/money-input";
import { BASIC_FIELD_KEYS, type BasicField, type ReviewBasics } from "@/modules/review/lib/form";
import type { ReviewModule } from "@/lib/catalogue/review-services";

type Props = {
  module: ReviewModule;
  basics: ReviewBasics;
  onChange: (field: BasicField, value: string) => void;
  /** Messages by payload key ("activity.id", ...). */
  errors: Readonly<Record<string, string>>;
  allowedCurrencies: readonly string[];
};

/**
 * 'Part 1 — Basic Details': the method list follows the category; spec-quality hides money and dates. The
 * estimated value is kept as typed or pasted and its reading shown under it ("Read as KES 25,600,000.00"), or
 * why it cannot be read until the form's own error says so.
 */
export function BasicDetailsCard({ module, basics, onChange, errors, allowedCurrencies }: Props) {
  const t = useTranslations("review.basics");
  const methods = methodsForCategory(basics.category);
  const hides = (field: "currency" | "estimated_value" | "dates") => module.hides.includes(field);
  const valueReading = basics.estimatedValue.trim()
    ? parseMoneyInput(basics.estimatedValue, basics.currency)
    : null;
  const valueError = !!errors[BASIC_FIELD_KEYS.estimatedValue];

  const control = (field: BasicField, required = false) => {
    const id = `review-${field}`;
    const error = errors[BASIC_FIELD_KEYS[field]];
    return {
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, error),
      "aria-required": required || undefined,
    };
  };
  const field = (name: BasicField, label: string, required: boolean, children: ReactNode) => (
    <Field
      id={`review-${name}`}
      label={label}
      required={required}
      requiredText={t("required")}
      error={errors[BASIC_FIELD_KEYS[name]]}
    >
      {children}
    </Field>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {field(
          "activityId",
          t("activityId"),
          true,
          <Input
            {...control("activityId", true)}
            value={basics.activityId}
            placeholder={t("activityIdPlaceholder")}
            autoComplete="off"
            onChange={(event) => onChange("activityId", event.target.value)}
          />,
        )}
        {field(
          "entity",
          t("entity"),
          false,
          <Input
            {...control("entity")}
            value={basics.entity}
            placeholder={t("entityPlaceholder")}
            onChange={(event) => onChange("entity", event.target.value)}
          />,
        )}
        {field(
          "category",
          t("category"),
          true,
          <NativeSelect
            {...control("category", true)}
            value={basics.category}
            onChange={(event) => onChange("category", event.target.value)}
          >
            <option value="">{t("choose")}</option>
            {REVIEW_PROCUREMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field(
          "method",
          t("method"),
          true,
          <NativeSelect
            {...control("method", true)}
            value={basics.method}
            disabled={!methods.length}
            onChange={(event) => onChange("method", event.target.value)}
          >
            <option value="">{methods.length ? t("choose") : t("chooseCategoryFirst")}</option>
            {methods.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </NativeSelect>,
        )}
        {hides("currency")
          ? null
          : field(
              "currency",
              t("currency"),
              false,
              <CurrencyPicker
                id="review-currency"
                value={basics.currency}
                allowed={allowedCurrencies}
                onChange={(code) => onChange("currency", code)}
              />,
            )}
        {hides("estimated_value")
          ? null
          : field(
              "estimatedValue",
              t("estimatedValue"),
              false,
              <>
                <Input
                  {...control("estimatedValue")}
                  aria-describedby={describedWithReading(
                    "review-estimatedValue",
                    control("estimatedValue")["aria-describedby"],
                    valueReading,
                    !valueError,
                  )}
                  value={basics.estimatedValue}
                  placeholder={t("estimatedValuePlaceholder")}
                  onChange={(event) => onChange("estimatedValue", event.target.value)}
                />
                <MoneyReadingLine
                  id="review-estimatedValue"
                  reading={valueReading}
                  showRefusal={!valueError}
                />
              </>,
            )}
        {hides("dates") ? null : (
          <>
            {field(
              "issueDate",
              t("issueDate"),
              false,
              <Input
                {...control("issueDate")}
                type="date"
                value={basics.issueDate}
                onChange={(event) => onChange("issueDate", event.target.value)}
              />,
            )}
            {field(
              "bidDueDate",
              t("bidDueDate"),
              false,
              <Input
                {...control("bidDueDate")}
                type="date"
                value={basics.bidDueDate}
                onChange={(event) => onChange("bidDueDate", event.target.value)}
              />,
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
