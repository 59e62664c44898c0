"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { describedBy, Field } from "@/components/shared/field";
import { describedWithReading, MoneyReadingLine } from "@/components/shared/money-reading";
import { useFieldError } from "@/components/shared/use-field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, NativeSelect } from "@/components/ui/input";
import { requestJson } from "@/lib/api/request-json";
import { parseMoneyInput } from "@/lib/reading/money-input";
import { ACTIVITY_CATEGORIES, CATEGORY_LABELS, type ActivityView } from "../lib/fields";
import {
  activityRequest,
  EMPTY_ACTIVITY_FORM,
  methodSuggestions,
  type ActivityFormValues,
} from "./activity-form-model";

/** "New activity": a button that opens the form; on success the activity's page opens. */
export function NewActivityForm({
  defaultCurrency = "KES",
  startOpen = false,
}: {
  defaultCurrency?: string;
  startOpen?: boolean;
}) {
  const t = useTranslations("activities.form");
  const fieldError = useFieldError();
  const router = useRouter();
  const [open, setOpen] = useState(startOpen);
  const [values, setValues] = useState<ActivityFormValues>(EMPTY_ACTIVITY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const reading = values.estimatedValue.trim()
    ? parseMoneyInput(values.estimatedValue, defaultCurrency)
    : null;

  const set = (field: keyof ActivityFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = activityRequest(values, defaultCurrency);
    if (!request.ok) return setErrors(request.errors);
    setBusy(true);
    const response = await requestJson<{ activity: ActivityView }>("/api/activities", "POST", request.body);
    setBusy(false);
    if (!response.ok) {
      const fields = Object.fromEntries(Object.entries(response.fields).map(([k, v]) => [k, v[0] ?? ""]));
      // A taken reference is a conflict (409) about the reference field.
      if (response.status === 409 && response.message) fields.reference = response.message;
      setErrors(fields);
      if (!Object.keys(fields).length) toast.error(response.message ?? t("failed"));
      return;
    }
    toast.success(t("created"));
    router.push(`/activities/${response.data.activity.id}`);
  }

  if (!open)
    return (
      <Button type="button" onClick={() => setOpen(true)}>
        {t("title")}
      </Button>
    );

  const field = (name: keyof ActivityFormValues, label: string, control: ReactNode, hint?: string) => (
    <Field id={`activity-${name}`} label={label} hint={hint} error={fieldError(errors[name])}>
      {control}
    </Field>
  );
  const controlProps = (name: keyof ActivityFormValues, hint?: string) => ({
    id: `activity-${name}`,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(`activity-${name}`, errors[name], hint),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label={t("title")} className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          {field(
            "reference",
            t("reference"),
            <Input
              {...controlProps("reference")}
              required
              autoComplete="off"
              placeholder={t("referencePlaceholder")}
              onChange={(e) => set("reference")(e.target.value)}
            />,
          )}
          {field(
            "subject",
            t("subject"),
            <Input
              {...controlProps("subject")}
              required
              placeholder={t("subjectPlaceholder")}
              onChange={(e) => set("subject")(e.target.value)}
            />,
          )}
          {field(
            "category",
            t("category"),
            <NativeSelect {...controlProps("category")} onChange={(e) => set("category")(e.target.value)}>
              {ACTIVITY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>,
          )}
          {field(
            "method",
            t("method"),
            <>
              <Input
                {...controlProps("method")}
                list="activity-method-list"
                placeholder={t("methodPlaceholder")}
                onChange={(e) => set("method")(e.target.value)}
              />
              <datalist id="activity-method-list">
                {methodSuggestions(values.category).map((method) => (
                  <option key={method} value={method} />
                ))}
              </datalist>
            </>,
          )}
          <div className="space-y-1.5">
            {field(
              "estimatedValue",
              t("estimatedValue"),
              <Input
                {...controlProps("estimatedValue", t("estimatedValueHint"))}
                aria-describedby={describedWithReading(
                  "activity-estimatedValue",
                  describedBy("activity-estimatedValue", errors.estimatedValue, t("estimatedValueHint")),
                  reading,
                  !errors.estimatedValue,
                )}
                inputMode="decimal"
                onChange={(e) => set("estimatedValue")(e.target.value)}
              />,
              t("estimatedValueHint"),
            )}
            <MoneyReadingLine
              id="activity-estimatedValue"
              reading={reading}
              showRefusal={!errors.estimatedValue}
            />
          </div>
          {field(
            "closingOn",
            t("closingOn"),
            <Input
              {...controlProps("closingOn")}
              type="date"
              onChange={(e) => set("closingOn")(e.target.value)}
            />,
          )}
          {field(
            "publishedOn",
            t("publishedOn"),
            <Input
              {...controlProps("publishedOn")}
              type="date"
              onChange={(e) => set("publishedOn")(e.target.value)}
            />,
          )}
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? t("creating") : t("create")}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
