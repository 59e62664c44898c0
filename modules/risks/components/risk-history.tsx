"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { RiskView } from "@/modules/risks/lib/fields";
import {
  fieldChangesOf,
  historyValue,
  type HistoryField,
  type RiskHistoryEntry,
} from "@/modules/risks/lib/risk-history";
import { risksApi } from "./risk-api";
import { useRiskError } from "./use-risk-error";

const ACTIONS = new Set(["created", "updated", "deleted"]);

/** Who changed what and when on one risk, newest first: each changed field as "from → to". */
export function RiskHistory({ risk, onClose }: { risk: RiskView; onClose: () => void }) {
  const t = useTranslations("services.risks");
  const format = useFormatter();
  const errorText = useRiskError();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [entries, setEntries] = useState<RiskHistoryEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    headingRef.current?.focus();
    void risksApi.history(risk.id).then((response) => {
      if (cancelled) return;
      if (response.ok) setEntries(response.data.history);
      else setFailure(errorText(response));
    });
    return () => {
      cancelled = true;
    };
    // The risk's updatedAt changes after an edit: its history is read again.
  }, [risk.id, risk.updatedAt, errorText]);

  // Stage, category and status are stored as codes; the officer reads their labels.
  const valueText = (field: HistoryField, value: unknown): string => {
    const text = historyValue(value);
    if (text === null) return t("history.none");
    if (field === "stage" && t.has(`stages.${text}`)) return t(`stages.${text}`);
    if (field === "category" && t.has(`categories.${text}`)) return t(`categories.${text}`);
    if (field === "status" && t.has(`statuses.${text}`)) return t(`statuses.${text}`);
    return text;
  };

  return (
    <section
      className="space-y-3 rounded-lg border p-4"
      aria-labelledby={`${id}-title`}
      data-testid="risk-history"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="font-medium focus:outline-none">
          {t("history.title", { title: risk.title })}
        </h3>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t("history.close")}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {t("history.loadFailed")} {failure}
        </p>
      ) : entries === null ? (
        <p className="text-sm text-muted-foreground">{t("history.loading")}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("history.empty")}</p>
      ) : (
        <ol className="space-y-3 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-2 pl-3">
              <p>
                {t("history.entry", {
                  action: ACTIONS.has(entry.action) ? t(`history.${entry.action}`) : entry.action,
                  who: entry.by ?? t("history.unknownUser"),
                  when: format.dateTime(new Date(entry.at), { dateStyle: "medium", timeStyle: "short" }),
                })}
              </p>
              <ul className="mt-1 space-y-0.5 text-muted-foreground">
                {fieldChangesOf(entry).map((change) => (
                  <li key={change.field}>
                    {t("history.change", {
                      field: t(`fields.${change.field}`),
                      from: valueText(change.field, change.from),
                      to: valueText(change.field, change.to),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
