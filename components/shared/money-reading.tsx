"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatMoneyInput, type MoneyReading } from "@/lib/reading/money-input";
import { cn } from "@/lib/utils";
import { useFieldError } from "./use-field-error";

/** The id of a money field's reading line. */
export const readingId = (id: string) => `${id}-reading`;

/** A control's aria-describedby with its reading line added while the line shows. */
export function describedWithReading(
  id: string,
  describedBy: string | undefined,
  reading: MoneyReading | null,
  showRefusal: boolean,
): string | undefined {
  const shown = !!reading && (reading.ok || showRefusal);
  return [describedBy, shown ? readingId(id) : null].filter(Boolean).join(" ") || undefined;
}

type Props = {
  /** The control's id: the line is `{id}-reading`. */
  id: string;
  /** The field's text as the shared parser reads it; null while the field is empty. */
  reading: MoneyReading | null;
  /**
   * Whether to say why the text is refused. Off where the field's error shows the same message already (the
   * tool pages show it from the first edit), so it is not said twice.
   */
  showRefusal: boolean;
  /** Shown before the reading when it reads (the navigator's 'Estimate recognized' badge). */
  badge?: ReactNode;
};

/**
 * Under a money field: what the typed or pasted text was read as ("Read as KES 25,600,000.00"), so a reading
 * is never made in silence, or why it was not read.
 */
export function MoneyReadingLine({ id, reading, showRefusal, badge }: Props) {
  const t = useTranslations("common.money");
  const fieldError = useFieldError();
  if (!reading || (!reading.ok && !showRefusal)) return null;
  return (
    <p
      id={readingId(id)}
      data-testid={readingId(id)}
      className={cn(
        "flex flex-wrap items-center gap-2 text-xs",
        reading.ok ? "text-muted-foreground" : "text-destructive",
      )}
    >
      {reading.ok ? (
        <>
          {badge}
          <span>{t("readAs", { amount: formatMoneyInput(reading) })}</span>
        </>
      ) : (
        fieldError(reading.message)
      )}
    </p>
  );
}
