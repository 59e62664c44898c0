/**
 * A complete tender in its framework's standard structure: Kenya's PPRA standard tender documents (Rev. April
 * 2022; goods and services in Sections I–VIII, works in I–X), the World Bank's Request for Bids, or the same
 * parts under generic names. The invitation comes first (it is not part of the document), then Part 1 (ITT,
 * data sheet, criteria, forms), Part 2 (requirements) and Part 3 (conditions and contract forms). The notes for
 * the procuring entity close the draft: what was assumed, which rules the entries rest on, what to fill. They
 * are guidance, not part of what is issued (the quality gate does not review them).
 */
import {
  assumption,
  cited,
  DRAFTING_NOTES_ID,
  fromTemplate,
  type Draft,
  type DraftParagraph,
  type DraftSection,
} from "@/lib/results/draft";
import { citeRule } from "@/lib/reading/evidence";
import { rulesTitle } from "@/lib/frameworks/library";
import type { TenderBrief } from "./brief";
import { dataSheetRows, tenderFacts, type TenderFacts } from "./data-sheet";
import { instructionClauses } from "./instructions";
import {
  conditionSections,
  criteriaSection,
  formsSection,
  invitationSection,
  requirementSections,
} from "./parts";
import { vocabulary, worded, type Vocabulary } from "./vocabulary";

function instructionsSection(brief: TenderBrief, words: Vocabulary): DraftSection {
  const clauses = instructionClauses(brief.family, brief.category);
  const parts = [...new Set(clauses.map((clause) => clause.part))];
  return {
    id: "instructions",
    number: "Section I",
    heading: words.instructions,
    paragraphs: [],
    subsections: parts.map((part, index) => ({
      id: `instructions-part-${index + 1}`,
      number: part.slice(0, 1),
      heading: worded(part.slice(3), words),
      paragraphs: [],
      subsections: clauses
        .filter((clause) => clause.part === part)
        .map((clause) => ({
          id: `itt-${clause.number}`,
          number: String(clause.number),
          heading: worded(clause.title, words),
          paragraphs: clause.text.map((text, sub) =>
            fromTemplate(`${clause.number}.${sub + 1} ${worded(text, words)}`),
          ),
        })),
    })),
  };
}

function dataSheetSection(brief: TenderBrief, words: Vocabulary, facts: TenderFacts): DraftSection {
  const rows = dataSheetRows(brief, facts, words);
  return {
    id: "data-sheet",
    number: "Section II",
    heading: words.dataSheet,
    paragraphs: [
      fromTemplate(
        `The following specific data for the ${brief.category === "works" ? "works" : "goods or services"} to be procured shall complement, supplement or amend the provisions in the ${words.instructions} (${words.itt}). Whenever there is a conflict, the provisions herein shall prevail over those in the ${words.itt}.`,
      ),
    ],
    tables: [
      {
        // The PPRA documents head the table "Particulars of Appendix to Instructions to Tenderers" (ke-std-works-structure).
        caption:
          brief.family === "kenya"
            ? "Particulars of Appendix to Instructions to Tenderers"
            : `Particulars of the ${words.dataSheet}`,
        columns: [`${words.itt} Reference`, "Particulars"],
        rows: rows.map((row) => [row.clause, row.particulars]),
      },
    ],
  };
}

function notesSection(
  brief: TenderBrief,
  words: Vocabulary,
  facts: TenderFacts,
  rulesCode: string | undefined,
): DraftSection {
  const rows = dataSheetRows(brief, facts, words);
  const ruleNotes: DraftParagraph[] = rows.flatMap((row) => {
    const citation = row.rule ? citeRule(row.rule) : null;
    return citation
      ? [cited(`${row.clause}: ${row.rule!.title}. ${row.note ?? ""}`.trim(), "rule", citation)]
      : [];
  });
  const unverified: DraftParagraph[] =
    brief.family === "kenya"
      ? [
          assumption(
            "Kenya's minimum tender periods and method thresholds (Regulations 2020) are not verified in the rule library: confirm that the tender period and the method suit the estimate before issue.",
          ),
        ]
      : brief.family === "world-bank"
        ? [
            assumption(
              "The World Bank's minimum bidding period and standstill length are not verified in the rule library (reported: 30 Business Days for international competition, a 10 Business Day standstill): confirm against the Procurement Regulations and the project's procurement plan.",
            ),
          ]
        : [
            assumption(
              `No verified rules of ${rulesCode ? rulesTitle(rulesCode) : "this framework"} set the periods and ceilings used here: confirm each against the official text.`,
            ),
          ];
  return {
    id: DRAFTING_NOTES_ID,
    number: "",
    heading: `Notes for the ${words.buyer} (delete before issue)`,
    paragraphs: [
      fromTemplate(
        "These notes are guidance for the officer who completes the document, like the preface of the standard document; they are not part of the tender.",
      ),
      ...facts.notes.map(assumption),
      ...facts.placeholders.map((blank) => assumption(`To fill: ${blank.item} — ${blank.placeholder}.`)),
      ...unverified,
      ...ruleNotes,
    ],
  };
}

/** The tender for a brief: title, basis, sections and the blanks the officer fills. */
export function standardTender(brief: TenderBrief, rulesCode: string | undefined, now: Date): Draft {
  const words = vocabulary(brief.family, brief.category);
  const facts = tenderFacts(brief, words, now);
  // Parts that add blanks run before the notes that list them.
  const body: DraftSection[] = [
    invitationSection(brief, words, facts),
    instructionsSection(brief, words),
    dataSheetSection(brief, words, facts),
    criteriaSection(brief, words, rulesCode),
    formsSection(brief, words, facts),
    ...requirementSections(brief, words, facts),
    ...conditionSections(brief, words, facts),
  ];
  const structure =
    brief.family === "kenya"
      ? `the PPRA Standard Tender Document for ${brief.category === "works" ? "Works" : brief.category === "goods" ? "Goods" : "Non-Consulting Services"} (Rev. April 2022) structure`
      : brief.family === "world-bank"
        ? `the World Bank Standard Procurement Document structure (Request for Bids, ${brief.category === "works" ? "Works" : "Goods"})`
        : "a standard tender structure (invitation, instructions, data sheet, criteria, forms, requirements, conditions, contract forms)";
  return {
    title: `${words.document}: ${brief.subject}`.slice(0, 160),
    subtitle: `${facts.reference} — ${facts.entity}`,
    basis: `Drafted in ${structure}, with the data sheet filled from your brief and the framework's verified rules.`,
    sections: [...body, notesSection(brief, words, facts, rulesCode)],
    toFill: facts.placeholders,
  };
}
