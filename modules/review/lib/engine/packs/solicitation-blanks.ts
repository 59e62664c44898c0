/**
 * Blanks the procuring entity must fill ("[insert amount]", "Kenya shillings ____", "(...) days"). A standard
 * document still full of them is reviewed as a template: the review lists what is left to fill, by section and
 * page. An issued tender with one left in it fails on that blank: bidders cannot price or comply with it.
 * Blanks in forms for the tenderer and signature lines are expected and not reported.
 */
import { insufficientData } from "@/modules/review/lib/engine/checks";
import { documentModel, type Placeholder } from "@/lib/reading";
import type { ReviewCheck } from "@/lib/results/review-types";
import { factsSheet } from "../facts/sheet";

/** Blanks quoted in the evidence; the count says how many more there are. */
const LISTED = 40;

const where = (blank: Placeholder) =>
  [blank.page, blank.section, blank.clause ? `clause ${blank.clause}` : undefined].filter(Boolean).join(", ");

function listBlanks(document: string, blanks: readonly Placeholder[]): string {
  const listed = blanks.slice(0, LISTED).map((blank) => `${where(blank)}: "${blank.context}"`);
  const more = blanks.length > LISTED ? ` …and ${blanks.length - LISTED} more.` : "";
  return `${document}: ${listed.join("; ")}.${more}`;
}

export const blanksCheck: ReviewCheck = {
  id: "blanks",
  title: "No blank left for the procuring entity to fill",
  run(context) {
    const currency = context.input.activity.currency || "KES";
    const findings = context.subject.flatMap((document) => {
      // An issued tender's blanks are judged entry by entry (solicitation-data-sheet.ts); only a standard
      // document that was never filled in is listed here, and it gets no score: it is not ready to issue.
      if (factsSheet(document, currency).type !== "standard-template") return [];
      const blanks = documentModel(document).placeholders.filter(
        (blank) => blank.party === "procuring-entity",
      );
      const pages = new Set(blanks.map((blank) => blank.page)).size;
      return [
        insufficientData(this, {
          id: "template-blanks",
          title: `Standard document not yet filled in – not ready to issue: ${blanks.length} blanks on ${pages} pages`,
          evidence: listBlanks(document.name, blanks),
          recommendation:
            "Fill every blank in the data sheet, the invitation and the special conditions (amounts, periods, " +
            "addresses, dates) and remove the notes for the procuring entity before issuing the tender; then " +
            "review the issued document.",
          key: true,
          fact: "data_sheet_blanks",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
