/**
 * Checklist LL-05: the read-out tender sum and arithmetic errors follow one regime. Kenya: the sum read out at
 * opening is absolute and final and nobody corrects it (`ke-no-correction-of-errors`, PPADA s.82). World Bank:
 * arithmetic errors are corrected by the ITB's rule and a bidder refusing the correction is rejected. Text the
 * entity added that imports the other regime is reported: an award "as corrected" in a Kenyan tender, or
 * "bids with any arithmetical error shall be rejected" in a Bank-financed one. The standard instructions state
 * the regime; only the other parts can contradict it.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { collapseWhitespace } from "@/lib/reading";
import { citeRule } from "@/lib/reading/evidence";
import { finding } from "@/modules/review/lib/engine/checks";
import type { DocumentPart } from "../facts/types";
import { quoteOf, type Unit } from "../facts/units";
import { unitsOf } from "./solicitation-formalities";

/** A project the World Bank finances: its Procurement Regulations decide, whatever the country's law says. */
const BANK_FINANCED =
  /\bfinancing\s+from\s+the\s+World\s+Bank\b|\bProcurement\s+Regulations\s+for\s+IPF\s+Borrowers\b|\b(?:IDA|IBRD)[\s-]?(?:credit|loan|grant)?\s*(?:No\.?\s*)?[-\d]{4,}/i;
/** The document's own statement that the read-out sum is final. */
const NO_CORRECTION =
  /\b(?:arithmetic(?:al)?\s+errors?\s+shall\s+not\s+be\s+corrected|absolute\s+and\s+final|corrected\s+tender\s+prices\s+shall\s+not\s+be\s+used)\b/i;
/** An award or acceptance at a corrected price: "…Contract Price …, as corrected and modified …". */
const AWARD_CORRECTED =
  /\bas\s+corrected(?:\s+and\s+modified)?\b|\bcorrected\s+(?:tender|bid)\s+(?:price|sum|amount)\b[^.]{0,80}\b(?:award|accept)|\b(?:arithmetic(?:al)?\s+)?errors?\s+(?:shall|will)\s+be\s+corrected\b/i;
/** Rejection or no correction for an arithmetic error, in a Bank-financed bid. */
const REJECT_FOR_ERRORS =
  /\barithmetic(?:al)?\s+errors?\b[^.]{0,160}\b(?:reject\w*|non-?\s?responsive|disqualif\w*)|\bshall\s+not\s+carry\s+out\s+any\s+correction\b|\bno\s+correction\s+of\s+(?:arithmetic(?:al)?\s+)?errors\b/i;
/** The entity's own parts and the forms it issues; not the standard instructions or conditions. */
const ADDED_PARTS: readonly DocumentPart[] = [
  "data-sheet",
  "criteria",
  "forms",
  "contract-forms",
  "special-conditions",
];

const quote = (unit: Unit, pattern: RegExp, name: string) =>
  `"${quoteOf(unit.text, pattern.exec(unit.text)?.index ?? 0)}" — ${name}, page ${unit.page}`;

export const arithmeticRegimeCheck: ReviewCheck = {
  id: "arithmetic-regime",
  title: "One rule for arithmetic errors and the read-out sum",
  run(context) {
    const kenyanRule = context.rules.find((rule) => rule.id === "ke-no-correction-of-errors");
    const findings = context.subject.flatMap((document): Finding[] => {
      const units = unitsOf(document);
      const opening = collapseWhitespace(
        units
          .filter((unit) => unit.part === "invitation" || unit.page <= 4)
          .map((unit) => unit.text)
          .join(" "),
      );
      const bank = BANK_FINANCED.test(opening);
      const added = units.filter((unit) => ADDED_PARTS.includes(unit.part));
      if (bank) {
        const rejecting = added.find((unit) => REJECT_FOR_ERRORS.test(unit.text));
        if (!rejecting) return [];
        return [
          finding(this, "warning", "medium", {
            title: `Bids rejected for arithmetic errors in a World Bank-financed tender (p.${rejecting.page})`,
            evidence: `${quote(rejecting, REJECT_FOR_ERRORS, document.name)}. The Bank's bidding document corrects arithmetic errors (unit price over line total, words over figures) and rejects only a bidder who refuses the correction.`,
            recommendation:
              "Delete the rejection for arithmetic errors and apply the ITB's correction rule; reject only a bid whose bidder does not accept the correction.",
            fact: "evaluation_method",
          }),
        ];
      }
      const final = units.find((unit) => unit.part === "instructions" && NO_CORRECTION.test(unit.text));
      if (!final && !kenyanRule) return [];
      const corrected = added.find(
        (unit) => AWARD_CORRECTED.test(unit.text) && !/\bexchange\s+rates?\b/i.test(unit.text),
      );
      if (!corrected) return [];
      return [
        finding(this, "warning", "medium", {
          title: `Award at a corrected price in a tender whose read-out sum is final (p.${[final?.page, corrected.page].filter(Boolean).join(", ")})`,
          evidence: `${final ? `${quote(final, NO_CORRECTION, document.name)}; but ` : ""}${quote(corrected, AWARD_CORRECTED, document.name)}. Kenyan law makes the tender sum read out at opening absolute and final; no price may be corrected.`,
          citation: kenyanRule ? (citeRule(kenyanRule) ?? "") : "",
          recommendation:
            'Delete "as corrected and modified" (or the correction clause) so the award is at the tender sum read out; keep the instructions\' rule that arithmetic errors are not corrected.',
          fact: "evaluation_method",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
