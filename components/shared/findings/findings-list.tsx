"use client";

import { AlertTriangle, CheckCircle2, CircleHelp, Info, XCircle, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { SEVERITY_CLASSES } from "@/lib/results/result-display";
import { orderFindings } from "@/lib/results/score";
import { factAnchor } from "@/lib/results/facts-html";
import type { Finding, FindingStatus } from "@/lib/results/types";

/** Each outcome has an icon and a word as well as a colour, so it reads without colour (WCAG 1.4.1). */
const STATUS_ICONS: Record<FindingStatus, { icon: LucideIcon; className: string }> = {
  fail: { icon: XCircle, className: "text-red-600" },
  warning: { icon: AlertTriangle, className: "text-amber-600" },
  insufficient: { icon: CircleHelp, className: "text-violet-600" },
  info: { icon: Info, className: "text-slate-500" },
  pass: { icon: CheckCircle2, className: "text-green-600" },
};

const GROUPS: readonly FindingStatus[] = ["fail", "warning", "insufficient", "info", "pass"];

/**
 * A finding's state in words ("Not met, high priority"; "For information"): a priority only where there is
 * something to do, so a note never reads "INFO · INFO" and a met requirement carries no priority.
 */
export function findingBadge(
  t: (key: string, values?: Record<string, string>) => string,
  finding: Pick<Finding, "status" | "severity">,
): string {
  const actionable = finding.status !== "pass" && finding.status !== "info";
  return t("badge", { status: finding.status, priority: actionable ? finding.severity : "none" });
}

/**
 * Findings a reader can scan: what needs action first (failed, warnings), then what could not be checked,
 * information and passes, each group under a heading with its count; within a group the most severe first.
 * Every finding shows its outcome (icon and word), severity (colour and word), evidence, citation and advice.
 */
export function FindingsList({
  findings,
  linkFacts = false,
}: {
  findings: readonly Finding[];
  /** The facts table is on the page: a finding about a fact links to its row. */
  linkFacts?: boolean;
}) {
  const t = useTranslations("common.findings");
  const tFacts = useTranslations("common.facts");
  if (!findings.length) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  const ordered = orderFindings(findings);
  return (
    <div className="space-y-4" data-testid="review-findings">
      {GROUPS.map((status) => {
        const group = ordered.filter((finding) => finding.status === status);
        if (!group.length) return null;
        const { icon: Icon, className } = STATUS_ICONS[status];
        return (
          <section key={status} aria-label={t(`groups.${status}`, { count: group.length })}>
            <h4 className="mb-2 flex items-center gap-2 text-sm font-semibold">
              <Icon className={`size-4 ${className}`} aria-hidden="true" />
              {t(`groups.${status}`, { count: group.length })}
            </h4>
            <ul className="space-y-2">
              {group.map((finding, index) => (
                <li
                  key={`${finding.id}-${index}`}
                  className={`rounded-md border border-l-4 p-3 text-sm ${SEVERITY_CLASSES[finding.severity]}`}
                  data-status={finding.status}
                  data-severity={finding.severity}
                >
                  <p className="flex items-start gap-2 font-medium">
                    <Icon className={`mt-0.5 size-4 shrink-0 ${className}`} aria-hidden="true" />
                    <span>
                      {finding.title}{" "}
                      <span className="text-xs text-muted-foreground">({findingBadge(t, finding)})</span>
                    </span>
                  </p>
                  {finding.evidence ? (
                    <p className="mt-1 break-words">
                      <span className="font-medium">{t("evidence")}:</span> {finding.evidence}
                    </p>
                  ) : null}
                  {finding.citation ? (
                    <p className="mt-1 break-words text-xs text-muted-foreground">
                      <span className="font-medium">{t("citation")}:</span> {finding.citation}
                    </p>
                  ) : null}
                  {finding.recommendation ? (
                    <p className="mt-1">
                      <span className="font-medium">{t("recommendation")}:</span> {finding.recommendation}
                    </p>
                  ) : null}
                  {finding.fact && linkFacts ? (
                    <p className="mt-1 text-xs">
                      <a className="underline underline-offset-2" href={`#${factAnchor(finding.fact)}`}>
                        {tFacts("seeFact")}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
