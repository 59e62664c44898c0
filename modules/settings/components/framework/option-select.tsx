"use client";

import { useState } from "react";
import { Input, NativeSelect } from "@/components/ui/input";
import { filterOptions } from "@/lib/text/option-search";
import { describedBy, Field } from "@/components/shared/field";

export type Option = { code: string; name: string };

type Props = {
  id: string;
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  onChange: (code: string) => void;
  error?: string;
  requiredText: string;
  /** Long lists (countries) get a filter field above the select. */
  search?: { label: string; placeholder: string };
};

/** A native select (keyboard type-ahead, works with 250 countries), optionally with a filter field. */
export function OptionSelect({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  requiredText,
  search,
}: Props) {
  const [query, setQuery] = useState("");
  const shown = search ? filterOptions(options, query, value) : options;
  return (
    <Field id={id} label={label} error={error} required requiredText={requiredText}>
      {search ? (
        <>
          <label htmlFor={`${id}-search`} className="sr-only">
            {search.label}
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            placeholder={search.placeholder}
            onChange={(event) => setQuery(event.target.value)}
          />
        </>
      ) : null}
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      >
        <option value="">{placeholder}</option>
        {shown.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
