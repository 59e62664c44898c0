"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { CmpPhase } from "@/modules/tools/lib/cmp/milestones";
import { RAM_ROLES, type RamColumn, type RamRole, type RamRow } from "@/modules/tools/lib/cmp/ram";
import { cn } from "@/lib/utils";
import { PHASE_CLASSES, ROLE_CLASSES } from "./ram-styles";

type Props = { columns: readonly RamColumn[]; rows: readonly RamRow[] };

const chip = "inline-flex items-center justify-center rounded-md border font-semibold";

function RoleChip({ role }: { role: RamRole }) {
  const t = useTranslations("services.cmp");
  return (
    <span className={cn(chip, "h-7 w-7 text-sm", ROLE_CLASSES[role])} data-role={role}>
      <span aria-hidden="true">{role}</span>
      <span className="sr-only">{t(`roles.${role}`)}</span>
    </span>
  );
}

export function PhaseBadge({ phase }: { phase: CmpPhase }) {
  const t = useTranslations("services.cmp");
  return (
    <span className={cn(chip, "px-2 py-0.5 text-xs", PHASE_CLASSES[phase])} data-phase={phase}>
      {t(`phases.${phase}`)}
    </span>
  );
}

/** The RAM preview card: legend, then Milestone | Phase | one column per stakeholder. */
export function RamPreview({ columns, rows }: Props) {
  const t = useTranslations("services.cmp");
  return (
    <Card data-testid="ram-preview">
      <CardHeader>
        <CardTitle>{t("ramTitle")}</CardTitle>
        <CardDescription>{t("ramDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <h3 className="sr-only">{t("legend")}</h3>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {RAM_ROLES.map((role) => (
              <li key={role} className="flex items-center gap-2">
                <span className={cn(chip, "h-7 w-7 text-sm", ROLE_CLASSES[role])}>{role}</span>
                <span>{t(`roles.${role}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        {columns.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noStakeholders")}</p>
        ) : (
          // Focusable so keyboard users can scroll a matrix wider than the screen (axe: scrollable-region-focusable).
          <div
            className="overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            tabIndex={0}
            role="region"
            aria-label={t("ramTableLabel")}
          >
            <table className="w-full text-sm" data-testid="ram-table">
              <caption className="sr-only">{t("ramTableLabel")}</caption>
              <thead className="bg-muted/50">
                <tr className="border-b text-left">
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("milestone")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("phase")}
                  </th>
                  {columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className="min-w-24 px-3 py-2 text-center font-medium"
                      data-key={column.key}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.milestone} className="border-b last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      {row.milestone}
                    </th>
                    <td className="px-3 py-2">
                      <PhaseBadge phase={row.phase} />
                    </td>
                    {columns.map((column) => {
                      const role = row.stakeholders[column.key];
                      return (
                        <td key={column.key} className="px-3 py-2 text-center">
                          {role ? <RoleChip role={role} /> : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
