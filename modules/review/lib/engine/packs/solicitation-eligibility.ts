/**
 * Checklist FC-12 (preferences and reservations): a tender the data sheet opens "to local bidders only" that also,
 * in the text the procuring entity filled, provides for tenderers from abroad (an agent in Kenya for a tenderer
 * "not doing business within Kenya", a margin of preference loaded on foreign tenderers, a notice "open to all
 * eligible Bidders" by international competitive procurement). One of the two was
 * copied from another tender; a foreign firm cannot tell whether it may bid, and a local one whether it competes
 * with foreign firms. The standard instructions and forms speak of foreign tenderers in every tender, so only the
 * invitation, the data sheet and the criteria count.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { citeRule } from "@/lib/reading/evidence";
import { finding } from "@/modules/review/lib/engine/checks";
import { factIn } from "../facts/sheet";
import type { DocumentPart } from "../facts/types";
import { quoteOf, type Unit } from "../facts/units";
import { quoteStatement, subjectSheets } from "./solicitation-facts";
import { unitsOf } from "./solicitation-formalities";

const ENTITY_FILLED: readonly DocumentPart[] = ["invitation", "data-sheet", "criteria"];

/** "open to local bidders only", "restricted to Kenyan citizens", "eligible: citizen contractors only". */
const LOCAL_ONLY =
  /\b(?:open|restricted|limited|reserved)\s+(?:only\s+)?to\s+(?:local|citizen|kenyan|national|domestic)\s+(?:bidders|tenderers|firms|contractors|suppliers|citizens|companies)(?:\s+only)?\b|\b(?:local|citizen|kenyan)\s+(?:bidders|tenderers|firms|contractors)\s+only\b|\bopen\s+only\s+to\s+(?:firms|companies|bidders|tenderers)\s+(?:incorporated|registered)\s+in\s+(?:the\s+Republic\s+of\s+)?Kenya\b/i;

/** Provisions that only make sense if firms from abroad may tender. */
const FOREIGN_PROVISION =
  /\bopen\s+to\s+all\s+eligible\s+(?:bidders|tenderers|firms|candidates)\b|\binternational\s+competitive\s+(?:procurement|bidding|tendering)\b|\bnot\s+doing\s+business\s+(?:with)?in\s+(?:Kenya|the\s+country)\b|\b(?:represented\s+by\s+)?an?\s+(?:local\s+)?agent\s+in\s+Kenya\b|\b(?:evaluated\s+prices\s+of\s+)?foreign\s+(?:tenderers|bidders|firms|contractors|suppliers|companies)\b/i;

const cite = (unit: Unit, at: number, name: string) =>
  `"${quoteOf(unit.clauseText, at)}" — ${name}, page ${unit.clausePage}`;

export const localForeignCheck: ReviewCheck = {
  id: "eligibility-local-foreign",
  title: "Eligibility is stated one way",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const units = unitsOf(document).filter((unit) => ENTITY_FILLED.includes(unit.part));
      const local = units.find((unit) => LOCAL_ONLY.test(unit.text));
      if (!local) return [];
      const foreign = units.filter(
        (unit) => unit !== local && FOREIGN_PROVISION.test(unit.text) && !LOCAL_ONLY.test(unit.text),
      );
      if (!foreign.length) return [];
      const first = foreign[0]!;
      const pages = [...new Set([local.clausePage, ...foreign.map((unit) => unit.clausePage)])].sort(
        (a, b) => a - b,
      );
      return [
        finding(this, "warning", "medium", {
          title: `Open to local tenderers only, yet provides for foreign tenderers (p.${pages.join(", ")})`,
          evidence: `${cite(local, LOCAL_ONLY.exec(local.clauseText)?.index ?? 0, document.name)}; but ${cite(
            first,
            FOREIGN_PROVISION.exec(first.clauseText)?.index ?? 0,
            document.name,
          )}.`,
          recommendation:
            "Decide who may tender and delete the other text: if the tender is for local firms only, remove the provisions for foreign tenderers; if foreign firms may tender, say so in the eligibility clause.",
          fact: "eligibility",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** "RESERVED FOR YOUTH, WOMEN AND PERSONS WITH DISABILITIES (AGPO)", "This tender is RESERVED for enterprises owned by …". */
const RESERVED =
  /\breserved\s+(?:for|to)\b[^.]{0,100}?\b(?:youth|women|persons\s+with\s+disabilit\w*|disadvantaged|AGPO)\b/i;

/**
 * Checklist 3.2 (a term that breaks a legal limit): a tender reserved for youth, women and persons with disabilities
 * may not ask for a tender security; the target group signs a Tender-Securing Declaration (`ke-agpo-reservation`,
 * PPADA s.157). Only the entity's own text decides that the tender is reserved (the standard instructions' "Where
 * the TDS reserves the tender…" decides nothing).
 */
export const reservedSecurityCheck: ReviewCheck = {
  id: "reserved-tender-security",
  title: "No tender security in a reserved tender",
  run(context) {
    const rule = context.rules.find((candidate) => candidate.id === "ke-agpo-reservation");
    if (!rule) return null;
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      const reserved = unitsOf(document).find(
        (unit) => (unit.part === "invitation" || unit.part === "data-sheet") && RESERVED.test(unit.text),
      );
      const security = factIn(sheet, "tender_security_amount");
      const demanded = security?.statements.filter(
        (statement) => !statement.blank && statement.normalized && statement.normalized !== "declaration",
      );
      if (!reserved || !demanded?.length) return [];
      const at = RESERVED.exec(reserved.text)!.index;
      return [
        finding(this, "fail", "high", {
          title: `Tender security demanded in a tender reserved for the disadvantaged groups (p.${[...new Set([reserved.page, ...demanded.map((s) => s.page)])].join(", ")})`,
          evidence: `"${quoteOf(reserved.text, at)}" — ${document.name}, page ${reserved.page}; yet ${demanded
            .slice(0, 2)
            .map((statement) => quoteStatement(document.name, statement))
            .join("; ")}. A reserved tender takes a Tender-Securing Declaration, not a security.`,
          citation: citeRule(rule) ?? "",
          recommendation:
            "Replace the tender security with the Tender-Securing Declaration in the data sheet, the invitation and the checklist of mandatory requirements.",
          fact: "tender_security_amount",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
