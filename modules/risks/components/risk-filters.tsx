"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RISK_CATEGORIES, RISK_STAGES, RISK_STATUSES } from "@/modules/risks/lib/fields";
import { NO_FILTERS, type RiskFilters as Filters } from "@/modules/risks/lib/register";
import { hasFilters, toggleValue } from "@/modules/risks/lib/register-view";

type Props = {
  filters: Filters;
  onChange: (filters: Filters) => void;
};

/** Stage, category and status (any of the ticked), overdue only and a search; they filter the table in place. */
export function RiskFilters({ filters, onChange }: Props) {
  const t = useTranslations("services.risks");
  const id = useId();
  return (
    <section className="space-y-3" aria-labelledby={`${id}-title`} data-testid="risk-filters">
      <h3 id={`${id}-title`} className="font-medium">
        {t("filters.title")}
      </h3>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-search`}>{t("filters.search")}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={filters.search}
          maxLength={200}
          placeholder={t("filters.searchPlaceholder")}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Choices
          legend={t("fields.stage")}
          values={RISK_STAGES}
          picked={filters.stages}
          label={(value) => t(`stages.${value}`)}
          onToggle={(value) =>
            onChange({ ...filters, stages: toggleValue(filters.stages, value, RISK_STAGES) })
          }
        />
        <Choices
          legend={t("fields.category")}
          values={RISK_CATEGORIES}
          picked={filters.categories}
          label={(value) => t(`categories.${value}`)}
          onToggle={(value) =>
            onChange({ ...filters, categories: toggleValue(filters.categories, value, RISK_CATEGORIES) })
          }
        />
        <div className="space-y-3">
          <Choices
            legend={t("fields.status")}
            values={RISK_STATUSES}
            picked={filters.statuses}
            label={(value) => t(`statuses.${value}`)}
            onToggle={(value) =>
              onChange({ ...filters, statuses: toggleValue(filters.statuses, value, RISK_STATUSES) })
            }
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-overdue`}
              checked={filters.overdueOnly}
              onCheckedChange={(checked) => onChange({ ...filters, overdueOnly: checked === true })}
            />
            <Label htmlFor={`${id}-overdue`} className="font-normal">
              {t("filters.overdueOnly")}
            </Label>
          </div>
        </div>
      </div>
      {filters.cell ? <p className="text-sm">{t("filters.cell", filters.cell)}</p> : null}
      <Button
        variant="outline"
        size="sm"
        disabled={!hasFilters(filters)}
        onClick={() => onChange(NO_FILTERS)}
      >
        {t("filters.clear")}
      </Button>
    </section>
  );
}

function Choices<T extends string>({
  legend,
  values,
  picked,
  label,
  onToggle,
}: {
  legend: string;
  values: readonly T[];
  picked: readonly T[];
  label: (value: T) => string;
  onToggle: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      {values.map((value) => (
        <div key={value} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${value}`}
            checked={picked.includes(value)}
            onCheckedChange={() => onToggle(value)}
          />
          <Label htmlFor={`${id}-${value}`} className="font-normal">
            {label(value)}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}
