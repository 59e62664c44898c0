/**
 * Checklist MS-03: a requirement left "to be advised" or "to be determined on site" (delivery dates, quantities,
 * sites) is one bidders must price without knowing it, and one the evaluation cannot hold them to: late-delivery
 * adjustments against a date "to be advised", a bill whose quantities are "to be determined". Only the
 * requirements and the schedules tenderers fill are read; "a person to be agreed between the parties" in the
 * conditions is a procedure, not a missing requirement.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import { quoteOf } from "../facts/units";
import { unitsOf } from "./solicitation-formalities";

const UNDECIDED =
  /\b[Tt][Oo]\s+[Bb][Ee]\s+(?:advised|determined|confirmed|decided|communicated|specified\s+later|ADVISED|DETERMINED|CONFIRMED)\b|\bTB[ACD]\b/;

export const undecidedRequirementsCheck: ReviewCheck = {
  id: "requirements-undecided",
  title: "Requirements decided before tenders are priced",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const open = unitsOf(document).filter(
        (unit) => (unit.part === "requirements" || unit.part === "forms") && UNDECIDED.test(unit.text),
      );
      if (!open.length) return [];
      const pages = [...new Set(open.map((unit) => unit.page))];
      return [
        finding(this, "warning", "medium", {
          title: `Requirements left to be decided after tenders are priced (p.${pages.join(", ")})`,
          evidence:
            open
              .slice(0, 3)
              .map(
                (unit) =>
                  `"${quoteOf(unit.text, UNDECIDED.exec(unit.text)!.index)}" — ${document.name}, page ${unit.page}`,
              )
              .join("; ") +
            `${open.length > 3 ? ` and ${open.length - 3} more` : ""}. Tenderers price what they cannot know, and what is left open cannot be evaluated or enforced.`,
          recommendation:
            "State the quantities, delivery dates and places in the schedule (estimated quantities marked as not binding if need be), or say how they will be fixed and priced (for example a rate per unit against an estimated quantity).",
          fact: "requirements",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
