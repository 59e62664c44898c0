/**
 * LL-04 for the solicitation: the days from the advertisement (the form's issue date, else an
 * invitation dated to the day) to the submission deadline (the form's bid due date, else the deadline the tender
 * states), against the framework's minimum. With a verified figure the period passes or fails; with only the
 * basis (Kenya: s. 97 and s. 89(c) of the Act; the figure in the Regulations is not verified) the finding states
 * the period, cites the basis and says the minimum figure is not verified — a Confirm item, never a failure
 * built on an unverified figure. The cover date may not be the advertisement date, so a date read from the
 * document is named as such.
 *
 * An invitation or cover dated only to the month ("FEBRUARY, 2022") gives a range (tender-period-month.ts): the
 * finding states the upper bound ("at most 10 days between 1 February and the deadline of 11 February") and asks the
 * officer to confirm the invitation date; it fails against a verified minimum only when even the upper bound is short.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import { factIn } from "../facts/sheet";
import type { Statement } from "../facts/types";
import { bidPeriodOf, citation, days, frameworkLabel } from "./framework-facts";
import { subjectSheets, whereStated } from "./solicitation-facts";
import { bidPeriodRules } from "./timeline-checks";
import { unverifiedMinimumCheck } from "./tender-period-basis";
import { dayName, monthPeriod } from "./tender-period-month";
import type { ReviewContext } from "@/lib/results/review-types";

const dayOf = (statement: Statement | undefined) =>
  statement?.normalized && /^\d{4}-\d{2}-\d{2}/.test(statement.normalized)
    ? statement.normalized.slice(0, 10)
    : null;

type Dated = { date: string; said: string };

function fromForm(value: string | undefined, label: string): Dated | null {
  const date = value?.trim().slice(0, 10) ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date, said: `${label} ${date} (as entered)` } : null;
}

function fromDocument(statement: Statement | undefined, label: string, document: string): Dated | null {
  const date = dayOf(statement);
  return date && statement
    ? { date, said: `${label} ${statement.value ?? date} (${document}, ${whereStated(statement)})` }
    : null;
}

export const tenderPeriodCheck: ReviewCheck = {
  id: "tender-period",
  title: "Time for preparing tenders",
  run(context) {
    const { activity } = context.input;
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      const advert =
        fromForm(activity.issue_date, "Advertised") ??
        fromDocument(
          factIn(sheet, "invitation_date")?.statements.find((s) => dayOf(s)),
          "Invitation dated",
          document.name,
        );
      const deadline =
        fromForm(activity.bidDueDate, "closing") ??
        fromDocument(
          factIn(sheet, "submission_deadline")?.statements.find((s) => dayOf(s)),
          "closing",
          document.name,
        );
      if (!advert && deadline)
        return monthOnly(
          this,
          context,
          factIn(sheet, "invitation_date")?.statements ?? [],
          deadline,
          document.name,
        );
      if (!advert || !deadline) return [];
      const period = bidPeriodOf(advert.date, deadline.date);
      // A deadline before the invitation is the invitation-date check's finding (a date off the timeline).
      if (period.kind !== "ok") return [];
      const stated = `${advert.said}, ${deadline.said}: ${days(period.days)}, counted without the day of the notice.`;
      const rules = bidPeriodRules(context.rules, activity.procurement_method);
      if (rules) {
        const minimum = Number(rules.base.value);
        return [
          period.days >= minimum
            ? finding(this, "pass", "info", {
                evidence: `${stated} The minimum is ${days(minimum)}.`,
                citation: citation(rules.base),
              })
            : finding(this, "warning", "medium", {
                evidence: `${stated} This is below the ${days(minimum)} minimum.`,
                citation: citation(rules.base),
                recommendation: `Extend the deadline to at least ${days(minimum)} after the advertisement, or record the ground for a shorter period.`,
              }),
        ];
      }
      const basis = unverifiedMinimumCheck(context, stated);
      return [
        basis
          ? finding(this, "info", "info", basis)
          : finding(this, "info", "info", {
              evidence: `${stated} No verified minimum tender period is available for ${frameworkLabel(context)}.`,
              recommendation: "Confirm the period against the minimum of the applicable rules.",
            }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** The Confirm finding for an invitation dated only to the month (see the module comment); [] when none is. */
function monthOnly(
  check: ReviewCheck,
  context: ReviewContext,
  statements: readonly Statement[],
  deadline: Dated,
  document: string,
): Finding[] {
  const period = monthPeriod(statements, deadline.date);
  if (!period) return [];
  const closing = dayName(deadline.date, deadline.date.slice(0, 4));
  const range = `at most ${days(period.atMost)} between ${period.firstDay} and the deadline of ${closing}${period.atLeast ? ` (at least ${days(period.atLeast)} if issued on ${period.lastDay})` : ""}`;
  const stated = `Tender dated only "${period.said}" (${document}, ${whereStated(period.statement)}), ${deadline.said}: ${range}, counted without the day of the notice.`;
  const confirm =
    "Confirm the date the invitation was advertised and enter it as the activity's issue date, so the period is counted to the day.";
  const base = { title: "Confirm: the invitation date (dated only to the month)", fact: "invitation_date" };
  const rules = bidPeriodRules(context.rules, context.input.activity.procurement_method);
  if (rules) {
    const minimum = Number(rules.base.value);
    const cited = { citation: citation(rules.base) };
    if (period.atMost < minimum)
      return [
        finding(check, "warning", "medium", {
          ...base,
          ...cited,
          evidence: `${stated} Even the longest reading is below the ${days(minimum)} minimum.`,
          recommendation: `Extend the deadline to at least ${days(minimum)} after the advertisement. ${confirm}`,
        }),
      ];
    if (period.atLeast >= minimum)
      return [
        finding(check, "pass", "info", { ...cited, evidence: `${stated} The minimum is ${days(minimum)}.` }),
      ];
    return [
      finding(check, "info", "info", {
        ...base,
        ...cited,
        evidence: `${stated} The minimum is ${days(minimum)}: whether it is met depends on the day of issue.`,
        recommendation: confirm,
      }),
    ];
  }
  const basis = unverifiedMinimumCheck(context, stated);
  return [
    finding(check, "info", "info", {
      ...base,
      evidence:
        basis?.evidence ??
        `${stated} No verified minimum tender period is available for ${frameworkLabel(context)}.`,
      citation: basis?.citation ?? "",
      recommendation: `${confirm} ${basis?.recommendation ?? "Then check the period against the minimum of the applicable rules."}`,
    }),
  ];
}
