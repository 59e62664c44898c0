import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  requiredText?: string;
  children: ReactNode;
};

/** Label, control, optional hint and the field's message under it (ids: `{id}-hint`, `{id}-error`). */
export function Field({ id, label, error, hint, required, requiredText, children }: Props) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span className="text-destructive" aria-hidden="true">
              {" "}
              *
            </span>
            <span className="sr-only"> ({requiredText})</span>
          </>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control rendered in a Field. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}
