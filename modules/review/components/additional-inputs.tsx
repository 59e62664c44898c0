"use client";

import { Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { describedBy, Field } from "@/components/shared/field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { keepAmountCharacters } from "@/lib/locale/amount-input";
import { addListRow, removeListRow, setListRow, type ModuleValues } from "@/modules/review/lib/form";
import type { ModuleInput } from "@/lib/catalogue/review-services";

type Props = {
  inputs: readonly ModuleInput[];
  values: ModuleValues;
  onChange: (values: ModuleValues) => void;
  /** Messages by input name. */
  errors: Readonly<Record<string, string>>;
};

/** 'Additional Inputs': label, required marker, placeholder; a list starts with one row and grows with 'Add Item'. */
export function AdditionalInputs({ inputs, values, onChange, errors }: Props) {
  const t = useTranslations("review.extras");
  const basics = useTranslations("review.basics");
  if (!inputs.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {inputs.map((input) => {
          const id = `module-${input.name}`;
          const error = errors[input.name];
          const common = {
            id,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy(id, error, input.helper),
            "aria-required": input.required || undefined,
          };
          const value = values[input.name];
          const text = typeof value === "string" ? value : "";
          return (
            <Field
              key={input.name}
              id={id}
              label={input.label}
              required={input.required}
              requiredText={basics("required")}
              error={error}
              hint={input.helper}
            >
              {input.type === "list" ? (
                <ListRows
                  id={id}
                  input={input}
                  rows={Array.isArray(value) ? value : [""]}
                  values={values}
                  onChange={onChange}
                  common={common}
                />
              ) : input.type === "textarea" ? (
                <Textarea
                  {...common}
                  rows={4}
                  value={text}
                  placeholder={input.placeholder}
                  onChange={(event) => onChange({ ...values, [input.name]: event.target.value })}
                />
              ) : (
                <Input
                  {...common}
                  inputMode={input.type === "number" ? "decimal" : undefined}
                  value={text}
                  placeholder={input.placeholder}
                  onChange={(event) =>
                    onChange({
                      ...values,
                      [input.name]:
                        input.type === "number"
                          ? keepAmountCharacters(event.target.value)
                          : event.target.value,
                    })
                  }
                />
              )}
            </Field>
          );
        })}
      </CardContent>
    </Card>
  );
}

type ListProps = {
  id: string;
  input: ModuleInput;
  rows: readonly string[];
  values: ModuleValues;
  onChange: (values: ModuleValues) => void;
  common: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string; "aria-required"?: boolean };
};

function ListRows({ id, input, rows, values, onChange, common }: ListProps) {
  const t = useTranslations("review.extras");
  return (
    <div className="space-y-2" data-testid={`${id}-rows`}>
      {rows.map((row, index) => (
        <div key={index} className="flex gap-2">
          <Input
            {...(index === 0
              ? common
              : { "aria-label": t("item", { label: input.label, index: index + 1 }) })}
            value={row}
            placeholder={input.placeholder}
            onChange={(event) => onChange(setListRow(values, input.name, index, event.target.value))}
          />
          {index > 0 ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("removeItem", { label: input.label, index: index + 1 })}
              onClick={() => onChange(removeListRow(values, input.name, index))}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange(addListRow(values, input.name))}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t("addItem")}
      </Button>
    </div>
  );
}
