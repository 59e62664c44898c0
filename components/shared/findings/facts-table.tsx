"use client";

import { useTranslations } from "next-intl";
import { factAnchor, statementPlace } from "@/lib/results/facts-html";
import type { StoredFactsSheet } from "@/lib/results/facts-sheet";

const STATUS_CLASSES: Record<string, string> = {
  stated: "text-green-700 dark:text-green-400",
  blank: "text-red-700 dark:text-red-400",
  conflicting: "text-red-700 dark:text-red-400",
  missing: "text-amber-700 dark:text-amber-400",
};

/**
 * What the review read, above its findings: each fact with its value, where the tender states it (page, part,
 * clause) and whether it is stated, blank, stated differently or not stated. A finding about a fact links here.
 */
export function FactsTable({ sheets }: { sheets: readonly StoredFactsSheet[] }) {
  const t = useTranslations("common.facts");
  if (!sheets.length) return null;
  return (
    <div className="space-y-3" data-testid="facts-sheet">
      <p className="text-xs text-muted-foreground">{t("intro")}</p>
      {sheets.map((sheet) => (
        <div key={sheet.document} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            {sheets.length > 1 ? <caption className="text-left font-medium">{sheet.document}</caption> : null}
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className="py-1 pr-3">
                  {t("fact")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("value")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("where")}
                </th>
                <th scope="col" className="py-1">
                  {t("status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.facts.map((fact) => {
                const values =
                  fact.status === "conflicting"
                    ? [
                        ...new Set(fact.statements.flatMap((s) => (s.value === undefined ? [] : [s.value]))),
                      ].join(" / ")
                    : (fact.value ?? "—");
                return (
                  <tr
                    key={fact.key}
                    id={factAnchor(fact.key)}
                    className="border-b align-top"
                    data-status={fact.status}
                  >
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {fact.label}
                    </th>
                    <td className="py-1 pr-3 break-words">{values}</td>
                    <td className="py-1 pr-3 text-xs text-muted-foreground">
                      {fact.statements.slice(0, 4).map(statementPlace).join("; ")}
                      {fact.statements.length > 4
                        ? ` ${t("more", { count: fact.statements.length - 4 })}`
                        : ""}
                    </td>
                    <td className={`py-1 text-xs font-medium ${STATUS_CLASSES[fact.status] ?? ""}`}>
                      {t(`statuses.${fact.status}`)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
