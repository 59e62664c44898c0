"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { INDICATORS } from "@/modules/integrity/lib/red-flags/indicators";
import { INDICATOR_CODES, type IndicatorCode } from "@/modules/integrity/lib/red-flags/settings";
import type { RedFlagSettingsForm, SettingsProblem } from "@/modules/integrity/lib/red-flag-settings";

type Props = {
  form: RedFlagSettingsForm;
  problems: readonly SettingsProblem[];
  onChange: (form: RedFlagSettingsForm) => void;
};

/** Which of the 11 indicators to compute, and the few thresholds an officer is likely to set by policy. */
export function RedFlagSettingsFields({ form, problems, onChange }: Props) {
  const t = useTranslations("services.integrity.redFlag");
  const toggle = (code: IndicatorCode, on: boolean) =>
    onChange({
      ...form,
      indicators: on ? [...form.indicators, code] : form.indicators.filter((other) => other !== code),
    });
  const numberField = (
    field: "r003Days" | "r024Threshold" | "r058Threshold",
    hint: string,
    badKey: string,
  ) => {
    const id = `red-flag-${field}`;
    const invalid = problems.includes(field);
    return (
      <div className="space-y-2">
        <Label htmlFor={id}>{t(field)}</Label>
        <Input
          id={id}
          inputMode="decimal"
          value={form[field]}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          onChange={(event) => onChange({ ...form, [field]: event.target.value })}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
        <FieldError id={`${id}-error`} message={invalid ? badKey : undefined} />
      </div>
    );
  };
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-medium">{t("settingsTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("settingsText")}</p>
      </div>
      <fieldset
        className="space-y-3"
        aria-describedby={problems.includes("indicators") ? "red-flag-indicators-error" : undefined}
      >
        <legend className="text-sm font-medium">{t("indicators")}</legend>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange({ ...form, indicators: INDICATOR_CODES })}
          >
            {t("selectAll")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange({ ...form, indicators: [] })}
          >
            {t("selectNone")}
          </Button>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {INDICATORS.map((indicator) => {
            const id = `red-flag-indicator-${indicator.code}`;
            return (
              <li key={indicator.code} className="flex gap-2">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={form.indicators.includes(indicator.code)}
                  onCheckedChange={(checked) => toggle(indicator.code, checked === true)}
                  aria-describedby={`${id}-description`}
                />
                <div className="space-y-0.5">
                  <Label htmlFor={id}>
                    {indicator.title}
                    {/* The code is how the API's settings name the indicator. */}
                    <span className="ml-1 text-xs font-normal text-muted-foreground">({indicator.code})</span>
                  </Label>
                  <p id={`${id}-description`} className="text-xs text-muted-foreground">
                    {indicator.description}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <FieldError
          id="red-flag-indicators-error"
          message={problems.includes("indicators") ? t("noIndicators") : undefined}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {numberField("r003Days", t("r003Hint"), t("badDays"))}
        {numberField("r024Threshold", t("thresholdHint"), t("badThreshold"))}
        {numberField("r058Threshold", t("thresholdHint"), t("badThreshold"))}
      </div>
    </div>
  );
}
