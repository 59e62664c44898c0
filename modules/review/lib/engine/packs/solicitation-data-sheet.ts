/**
 * The data sheet as the facts sheet found it: present (under any of its names, or by its preamble and
 * clause-keyed rows), and filled. A data-sheet or special-conditions entry left blank, or with its options left
 * unresolved ("“shall be” or “shall not be”", "YES……/NO…."), is a blocker: bidders cannot comply with a term
 * that is not set. A standard document not yet filled in is listed as such (solicitation-blanks.ts).
 */
import { findBlanks } from "@/lib/reading/placeholders";
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding, sectionCheck } from "@/modules/review/lib/engine/checks";
import { tenderUnits } from "../facts/sheet";
import type { Unit } from "../facts/units";
import { unbracket } from "../facts/values";
import { subjectSheets, whereStated } from "./solicitation-facts";

/** Options the drafter had to choose between and did not. */
const UNRESOLVED =
  /[“"]?shall\s+be[”"]?\s+(?:or\s+)?[“"]?shall\s+not\s+be\b|\bshall\s*\/\s*shall\s+not\b|\bYES\W{0,12}\/?\W{0,4}NO\b|\ballowed\s+or\s+not\s+allowed\b/i;
/** An entry that ends on its label: "ITT 2.2 The Intended Completion Date is", "(a) Attention:". */
const DANGLING = /\b(?:is|are|shall\s+be|will\s+be)\s*[:.-]?\s*$|:\s*$/i;

const LISTED = 12;

/**
 * Special-conditions entries filled at signature (checklist 1.5): the parties' names and addresses, the contract's
 * name, price and effective date. Rates, percentages and periods bidders must price are never in this group.
 */
const SETTLED_AT_SIGNATURE =
  /\b(?:service\s+provider|contractor|supplier|employer|procuring\s+entity)(?:'s)?\s+(?:is|name|address)\b|\bname\s+of\b|\baddress(?:es)?\b|\beffective\s+date\b|\bcontract\s+(?:name|price|title)\b|\bsignature\b/i;
const PRICED =
  /%|\bper\s*cent|\brate\b|\bdays?\b|\bweeks?\b|\bmonths?\b|\bdamages\b|\bretention\b|\badvance\b|\binterest\b|\bpayment\b|\bperiod\b|\bcap\b|\bmaximum\b/i;

function blankIn(unit: Unit): string | null {
  const text = unbracket(unit.text);
  const unresolved = UNRESOLVED.exec(text);
  if (unresolved) return unresolved[0];
  const blank = findBlanks(text)[0];
  if (blank) return text.slice(blank.start, blank.end);
  if (unit.part === "data-sheet" && DANGLING.test(text) && text.length < 160)
    return "(nothing after the label)";
  return null;
}

/** Where the data sheet is missing, the section finder says whether the contents list names it (see checks.ts). */
const dataSheetSection = sectionCheck({
  id: "section-data-sheet",
  name: "Bid Data Sheet",
  section: "section-data-sheet",
});

export const dataSheetCheck: ReviewCheck = {
  id: "section-data-sheet",
  title: "Section: Bid Data Sheet",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      if (sheet.dataSheet)
        return [
          finding(this, "pass", "info", {
            evidence: `"${sheet.dataSheet.title}" — ${document.name}, page ${sheet.dataSheet.page}`,
            citation: `${document.name}, page ${sheet.dataSheet.page}`,
            fact: "data_sheet",
          }),
        ];
      if (
        sheet.type !== "tender-document" &&
        sheet.type !== "request-for-proposals" &&
        sheet.type !== "standard-template"
      )
        return [];
      const missing = dataSheetSection.run({ ...context, subject: [document] });
      return (Array.isArray(missing) ? missing : missing ? [missing as Finding] : []).map((found) => ({
        ...found,
        fact: "data_sheet",
      }));
    });
    return findings.length ? findings : null;
  },
};

export const dataSheetBlanksCheck: ReviewCheck = {
  id: "data-sheet-blanks",
  title: "Every data-sheet and special-conditions entry filled",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      if (sheet.type === "standard-template") return [];
      const entries = tenderUnits(document)
        .filter((unit) => unit.part === "data-sheet" || unit.part === "special-conditions")
        .filter((unit) => !SETTLED_AT_SIGNATURE.test(unit.text) || PRICED.test(unit.text))
        .map((unit) => ({ unit, blank: blankIn(unit) }))
        .filter((entry): entry is { unit: Unit; blank: string } => entry.blank !== null)
        // The terms tenderers price first: a blank rate or period matters more than a blank address.
        .sort((a, b) => Number(PRICED.test(b.unit.text)) - Number(PRICED.test(a.unit.text)));
      if (!entries.length) return [];
      const pages = [...new Set(entries.map(({ unit }) => unit.page))];
      const listed = entries
        .slice(0, LISTED)
        .map(
          ({ unit, blank }) =>
            `${whereStated(unit)}: "${unit.text.slice(0, 160)}${unit.text.length > 160 ? "…" : ""}" (${blank})`,
        );
      return [
        finding(this, "fail", "high", {
          title: `${entries.length} data-sheet or special-conditions entr${entries.length === 1 ? "y" : "ies"} left blank or unresolved (p.${pages.join(", ")})`,
          evidence: `${document.name}: ${listed.join("; ")}${entries.length > LISTED ? `; and ${entries.length - LISTED} more` : ""}.`,
          recommendation:
            'Fill each entry (or write "Not applicable"), choose one option where the template offers two, and issue an addendum if the tender is already out.',
          fact: "data_sheet_blanks",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** "The following specific data for the Maintenance Services to be procured shall complement…". */
const PREAMBLE_SUBJECT =
  /\bspecific\s+data\s+for\s+the\s+(.{3,60}?)\s+to\s+be\s+(?:procured|provided|supplied|carried\s+out)/i;

type Category = "goods" | "works" | "consulting services" | "non-consulting services";

function categoryOf(text: string): Category | null {
  if (/\bgoods\b|\bsupply\b|\bsupplies\b/i.test(text)) return "goods";
  if (/\bworks?\b/i.test(text) && !/\bnetwork/i.test(text)) return "works";
  if (/\bconsult(?:ing|ancy|ant)/i.test(text) && !/\bnon[\s-]?consult/i.test(text))
    return "consulting services";
  if (/\bservices?\b/i.test(text)) return "non-consulting services";
  return null;
}

/**
 * SD-02: a data sheet whose preamble names another kind of procurement ("the Maintenance Services" in a supply
 * and installation tender) was taken from another template or tender; its clause references and defaults may not
 * fit this one.
 */
export const dataSheetSubjectCheck: ReviewCheck = {
  id: "data-sheet-subject",
  title: "Data sheet written for this kind of procurement",
  run(context) {
    const declared = categoryOf(context.input.activity.procurement_category ?? "");
    if (!declared) return null;
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      if (!sheet.dataSheet) return [];
      const preamble = tenderUnits(document).find(
        (unit) => unit.part === "data-sheet" && PREAMBLE_SUBJECT.test(unit.text),
      );
      const subject = preamble ? PREAMBLE_SUBJECT.exec(preamble.text)![1]! : null;
      const stated = subject ? categoryOf(subject) : null;
      if (!preamble || !subject || !stated || stated === declared) return [];
      return [
        finding(this, "warning", "medium", {
          title: `Data sheet written for "${subject}" in a ${declared} tender (p.${preamble.page})`,
          evidence: `"${preamble.text.slice(0, 200)}" — ${document.name}, ${whereStated(preamble)}; the data sheet is headed "${sheet.dataSheet.title}".`,
          recommendation: `Check the data sheet against the standard document for ${declared}: its preamble, clause references and entries come from another kind of procurement.`,
          fact: "data_sheet",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
