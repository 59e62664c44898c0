"use client";

import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";

/** The ids a field's hint and error get, joined for aria-describedby (the error first: it matters more). */
function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

type FieldShell = { id: string; label: ReactNode; hint?: ReactNode; error?: string };

export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldShell & Omit<ComponentProps<"input">, "id">) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, !!hint, !!error)}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
      <Hint id={id}>{hint}</Hint>
    </div>
  );
}

export type Option<V extends string> = { value: V; label: string };

type SelectFieldProps<V extends string> = FieldShell & {
  value: V;
  options: readonly Option<V>[];
  onValueChange: (value: V) => void;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Extra content next to the label (a help tooltip). */
  labelExtra?: ReactNode;
};

export function SelectField<V extends string>({
  id,
  label,
  hint,
  error,
  value,
  options,
  onValueChange,
  disabled,
  required,
  placeholder,
  labelExtra,
}: SelectFieldProps<V>) {
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {labelExtra}
      </div>
      <Select
        value={value}
        onValueChange={(next) => onValueChange(next as V)}
        disabled={disabled}
        required={required}
      >
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, !!hint, !!error)}
          aria-required={required || undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError id={`${id}-error`} message={error} />
      <Hint id={id}>{hint}</Hint>
    </div>
  );
}

type SwitchFieldProps = FieldShell & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

export function SwitchField({
  id,
  label,
  hint,
  error,
  checked,
  onCheckedChange,
  disabled,
}: SwitchFieldProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Hint id={id}>{hint}</Hint>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={describedBy(id, !!hint, !!error)}
      />
    </div>
  );
}
