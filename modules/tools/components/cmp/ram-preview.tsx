"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { CmpPhase } from "@/modules/tools/lib/cmp/milestones";
import { RAM_ROLES, type RamColumn, type RamRole, type RamRow } from "@/modules/tools/lib/cmp/ram";
import { cn } from "@/lib/utils";
import { ScrollRegion } from "@/components/shared/scroll-region";
import { PHASE_CLASSES, ROLE_CLASSES } from "./ram-styles";

type Props = { columns: readonly RamColumn[]; rows: readonly RamRow[] };

/**
 * The milestone column stays put while a phone scrolls the stakeholder columns. Its edge is a shadow, not a
 * border: collapsed table borders stay behind when a sticky cell moves.
 */
const STICKY =
  "sticky left-0 z-10 min-w-[8.5rem] max-w-[12rem] shadow-[1px_0_0_var(--border)] sm:max-w-none sm:shadow-none";

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

/**
 * The RAM preview card: legend, then Milestone | Phase | one column per stakeholder. On a phone the matrix
 * scrolls sideways behind a cue naming how many stakeholders there are, with the milestone column pinned.
 */
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
          // Wider than a phone with three or more stakeholders: the region scrolls, says how many stakeholders
          // there are to see, and keeps the milestone column in place while the roles scroll past.
          <ScrollRegion
            label={t("ramTableLabel")}
            cue={t("ramScrollCue", { count: columns.length })}
            className="rounded-md border"
            testId="ram-scroll"
          >
            <table className="w-full text-sm" data-testid="ram-table">
              <caption className="sr-only">{t("ramTableLabel")}</caption>
              <thead className="bg-muted">
                <tr className="border-b text-left">
                  <th scope="col" className={cn(STICKY, "bg-muted px-3 py-2 font-medium")}>
                    {t("milestone")}
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
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
                    <th scope="row" className={cn(STICKY, "bg-card px-3 py-2 text-left font-normal")}>
                      {row.milestone}
                      {/* On a phone the phase rides under the milestone: one column fewer to scroll past. */}
                      <span className="mt-1 block sm:hidden">
                        <PhaseBadge phase={row.phase} />
                      </span>
                    </th>
                    <td className="hidden px-3 py-2 sm:table-cell">
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
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
