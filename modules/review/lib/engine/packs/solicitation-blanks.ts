/**
 * Blanks the procuring entity must fill ("[insert amount]", "Kenya shillings ____", "(...) days"). A standard
 * document still full of them is reviewed as a template: the review lists what is left to fill, by section and
 * page. An issued tender with one left in it fails on that blank: bidders cannot price or comply with it.
 * Blanks in forms for the tenderer and signature lines are expected and not reported.
 */
import { finding } from "@/modules/review/lib/engine/checks";
import { documentModel, type Placeholder } from "@/lib/reading";
import type { ReviewCheck } from "@/lib/results/review-types";

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
    const findings = context.subject.flatMap((document) => {
      const model = documentModel(document);
      const blanks = model.placeholders.filter((blank) => blank.party === "procuring-entity");
      if (!blanks.length) return [];
      const pages = new Set(blanks.map((blank) => blank.page)).size;
      if (model.isTemplate) {
        return [
          finding(this, "warning", "high", {
            id: "template-blanks",
            title: `Standard document not yet filled in: ${blanks.length} blanks on ${pages} pages`,
            evidence: listBlanks(document.name, blanks),
            recommendation:
              "Fill every blank in the data sheet, the invitation and the special conditions (amounts, periods, " +
              "addresses, dates) and remove the notes for the procuring entity before issuing the tender; then " +
              "review the issued document.",
          }),
        ];
      }
      return [
        finding(this, "fail", "high", {
          title: `Blank left in the issued tender (${blanks.length} on ${pages} page${pages === 1 ? "" : "s"})`,
          evidence: listBlanks(document.name, blanks),
          recommendation: "Fill each blank, or issue an addendum that states the missing figure or detail.",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
