"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { describedBy, Field } from "@/components/shared/field";
import { useFieldError } from "@/components/shared/use-field-error";
import { firstFieldMessages, topField } from "@/lib/api/field-errors";
import { RISK_CATEGORIES, RISK_STAGES, RISK_STATUSES, type RiskView } from "@/modules/risks/lib/fields";
import {
  createPayload,
  EMPTY_RISK_FORM,
  formOf,
  formScore,
  patchPayload,
  type FormErrors,
  type RiskForm as FormValues,
} from "@/modules/risks/lib/risk-form";
import { cn } from "@/lib/utils";
import { LEVEL_STYLE } from "./level-style";
import { risksApi } from "./risk-api";
import { useRiskError } from "./use-risk-error";

type Props = {
  /** The risk edited; none to add one to the register of `activityId`. */
  risk: RiskView | null;
  activityId: string;
  onSaved: () => void;
  /**
   * Someone else changed the risk meanwhile (409): the register is read again, so the next save compares the
   * officer's values with the risk as it now is, and the values typed here are kept.
   */
  onStale: () => void;
  onCancel: () => void;
};

const LEVELS = ["1", "2", "3", "4", "5"] as const;

/** Add or edit a risk: every field, the score as probability and impact are chosen, errors under each field. */
export function RiskForm({ risk, activityId, onSaved, onStale, onCancel }: Props) {
  const t = useTranslations("services.risks");
  const fieldError = useFieldError();
  const errorText = useRiskError();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<FormValues>(() => (risk ? formOf(risk) : EMPTY_RISK_FORM));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const score = formScore(values);

  // The panel opens above the table: focus moves to it so keyboard and screen-reader users land in the form.
  useEffect(() => headingRef.current?.focus(), []);

  function change(name: keyof FormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: "" }));
  }

  /** The checked payload and the call that saves it (an edit sends only the fields that changed). */
  function prepared() {
    if (!risk) {
      const checked = createPayload(values, activityId);
      return checked.ok
        ? { ok: true as const, empty: false, send: () => risksApi.create(checked.value) }
        : checked;
    }
    const checked = patchPayload(risk, values);
    if (!checked.ok) return checked;
    return {
      ok: true as const,
      empty: Object.keys(checked.value).length === 0,
      send: () => risksApi.update(risk.id, checked.value),
    };
  }

  async function save() {
    const request = prepared();
    if (!request.ok) {
      setErrors(request.errors);
      setServerError(t("form.fixFields"));
      return;
    }
    if (request.empty) {
      toast.info(t("form.unchanged"));
      onCancel();
      return;
    }
    setSaving(true);
    setServerError(null);
    const response = await request.send();
    setSaving(false);
    if (!response.ok) {
      setErrors(firstFieldMessages(response.fields, topField));
      setServerError(errorText(response));
      toast.error(t("toast.saveFailed"), { description: errorText(response) });
      if (response.status === 409) onStale();
      return;
    }
    toast.success(t(risk ? "toast.updated" : "toast.added"));
    onSaved();
  }

  const control = (name: keyof FormValues, hint?: string) => {
    const error = fieldError(errors[name]);
    return {
      id: `${id}-${name}`,
      value: values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(`${id}-${name}`, error, hint),
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    };
  };
  const field = (name: keyof FormValues, required = false) => ({
    id: `${id}-${name}`,
    label: t(`fields.${name}`),
    error: fieldError(errors[name]),
    required,
    requiredText: t("form.required"),
  });

  return (
    <section
      className="space-y-4 rounded-lg border p-4"
      aria-labelledby={`${id}-title`}
      data-testid="risk-form"
    >
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="font-medium focus:outline-none">
        {risk ? t("form.editTitle") : t("form.addTitle")}
      </h3>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="sm:col-span-2">
          <Field {...field("title", true)}>
            <Input {...control("title")} maxLength={200} required />
          </Field>
        </div>
        <Field {...field("stage", true)}>
          <NativeSelect {...control("stage")}>
            {RISK_STAGES.map((value) => (
              <option key={value} value={value}>
                {t(`stages.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...field("category", true)}>
          <NativeSelect {...control("category")}>
            {RISK_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...field("probability", true)}>
          <NativeSelect {...control("probability")}>
            <option value="">{t("form.choose")}</option>
            {LEVELS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...field("impact", true)}>
          <NativeSelect {...control("impact")}>
            <option value="">{t("form.choose")}</option>
            {LEVELS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <p className="text-sm sm:col-span-2" aria-live="polite" data-testid="risk-form-score">
          {score ? (
            <span className={cn("inline-block rounded px-2 py-0.5 font-medium", LEVEL_STYLE[score.level])}>
              {t("form.score", { score: score.score, level: t(`levels.${score.level}`) })}
            </span>
          ) : (
            <span className="text-muted-foreground">{t("form.scorePending")}</span>
          )}
        </p>
        <Field {...field("owner")} hint={t("form.ownerHint")}>
          <Input {...control("owner", t("form.ownerHint"))} maxLength={200} />
        </Field>
        <Field {...field("status", true)}>
          <NativeSelect {...control("status")}>
            {RISK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...field("dueDate")} hint={t("form.dueDateHint")}>
          <Input type="date" {...control("dueDate", t("form.dueDateHint"))} />
        </Field>
        <div className="sm:col-span-2">
          <Field {...field("description")}>
            <Textarea {...control("description")} maxLength={4000} rows={3} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field {...field("mitigation")}>
            <Textarea {...control("mitigation")} maxLength={4000} rows={3} />
          </Field>
        </div>
        {serverError ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-2" data-testid="risk-form-error">
            {serverError}
          </p>
        ) : null}
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? t("form.saving") : t("form.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}
