/**
 * Hazardous works in the scope need a safety provision: when the documents under review describe asbestos
 * removal, lead paint, demolition, deep excavation, work at height or in confined spaces, some provision must
 * require the contractor to plan it safely (a health and safety plan, a method statement, a risk assessment,
 * an asbestos management plan). "Removal of asbestos roofing sheets" with no such requirement is flagged
 * (fail, high), quoting the sentence; with one it passes quoting both. No hazard described: no finding.
 */
import type { Finding } from "@/lib/results/types";
import { finding } from "@/modules/review/lib/engine/checks";
import { citeDocument, findAllInDocuments, type DocumentMatch } from "@/lib/reading/evidence";
import type { ReviewCheck } from "@/lib/results/review-types";
import { readProvision } from "./esg-provisions";

type Hazard = { name: string; pattern: RegExp };

/** Within one sentence: a full stop ends it unless a digit follows ("1.5 metres", "3.5-8 meters"). */
const SAME_SENTENCE = "(?:[^.;]|\\.(?=\\d)){0,160}?";
const within = (first: string, second: string) =>
  new RegExp(`\\b(?:${first})\\b${SAME_SENTENCE}\\b(?:${second})\\b`, "i");
const either = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join("|"), "i");

/** A height in metres ("8 m", "3.5-8 meters", "up to 12 metres"). */
const METRES = "\\d+(?:\\.\\d+)?\\s*(?:-\\s*\\d+(?:\\.\\d+)?\\s*)?(?:m|metres?|meters?)";
const RAISED = "poles?|masts?|towers?|pylons?|high[- ]mast";
const DUG = "excavat\\w*|trench\\w*";
const DEPTH = "deep|depths?|shoring|timbering|basements?|exceeding\\s+\\d+(?:\\.\\d+)?\\s*m";

/**
 * The same kinds of hazard as the risk register (modules/risks/lib/register-engine/provisions.ts: asbestos, work at
 * height, deep excavation, hazardous chemicals), so the two read the same scope alike; plus lead paint, demolition
 * and confined spaces. Work at height includes poles and masts the contractor erects ("camera poles … required
 * height may be up to 3.5-8 meters"); a trench is deep where the sentence says so ("a trench that shall be
 * 1.5meters deep"); gas fire suppression (clean agent in pressurised cylinders) is a hazardous chemical.
 */
export const HAZARDS: readonly Hazard[] = [
  { name: "Asbestos", pattern: /\basbestos\b|\bACMs?\b/i },
  { name: "Lead paint", pattern: /\blead[- ]based paint\b|\blead paint\b/i },
  { name: "Demolition", pattern: /\bdemolition\b|\bdemolish(?:ing)?\b/i },
  {
    name: "Deep excavation",
    pattern: either(
      /\b(?:deep excavations?|trench(?:es|ing)? deeper than|shoring of excavations?)\b/,
      within(DUG, DEPTH),
      within("deep", "excavations?|trench(?:es)?"),
    ),
  },
  {
    name: "Work at height",
    pattern: either(
      /\b(?:work(?:ing|s)? at heights?|scaffold(?:ing)?|roof(?:ing)? works?|fall[- ]arrest\w*|elevated work(?:ing)? platforms?)\b/,
      // A pole or mast with the height it is raised to, not a "tower" server's dimensions.
      within(
        RAISED,
        `${METRES}|(?:required|desired|mounting|installation)\\s+heights?|heights?\\s+(?:of|up\\s+to)`,
      ),
    ),
  },
  { name: "Confined spaces", pattern: /\bconfined spaces?\b|\bseptic tanks?\b|\bmanholes?\b/i },
  {
    name: "Hazardous chemicals",
    pattern:
      /\b(?:hazardous chemicals?|pesticides?|herbicides?|chemical waste|(?:medical|clinical|healthcare) waste|PCBs?|gas[- ]based fire suppression|(?:gas|clean[- ]agent)(?:[- ]based)? fire suppression|fire suppression gas|FM[- ]?200|Novec\s*1230|inert gas (?:fire )?suppression)\b/i,
  },
];

/** What a safe-work requirement names. */
const SAFETY_PLAN =
  /\b(?:(?:occupational\s+)?(?:health\s+and\s+safety|OHS|H&S|safety)\s+(?:management\s+)?plan|method\s+statements?|risk\s+assessments?|asbestos\s+(?:management|removal|abatement)\s+plan|safe\s+(?:work(?:ing)?|system\s+of\s+work)\s+(?:method|procedure|plan)s?|permit[- ]to[- ]work)\b/i;

const cite = (match: DocumentMatch) => citeDocument(match.document, match.page, match.clause);
const quote = (match: DocumentMatch) => `"${readProvision(match).sentence}" — ${cite(match)}`;

export const hazardCheck: ReviewCheck = {
  id: "esg-hazards",
  title: "Hazardous works: a safety plan required",
  run(context): Finding[] | null {
    const found = HAZARDS.flatMap((hazard) => {
      // The first description of the hazard that is not guidance or a statement that it is absent.
      const match = findAllInDocuments(context.subject, hazard.pattern, 20).find((each) => {
        const kind = readProvision(each).kind;
        return kind === "provision" || kind === "mention";
      });
      return match ? [{ hazard, match }] : [];
    });
    if (!found.length) return null;
    const plan = findAllInDocuments(context.subject, SAFETY_PLAN, 50).find(
      (match) => readProvision(match).kind === "provision",
    );
    return found.map(({ hazard, match }) => {
      const check = {
        id: `esg-hazard-${hazard.name.toLowerCase().replace(/\s+/g, "-")}`,
        title: `Social: ${hazard.name} — safety plan`,
      };
      if (plan)
        return finding(check, "pass", "info", {
          evidence: `${hazard.name} in the scope: ${quote(match)}. Safe working required: ${quote(plan)}.`,
          citation: cite(plan),
        });
      return finding(check, "fail", "high", {
        evidence: `${hazard.name} in the scope: ${quote(match)}. No provision requires the contractor to prepare a health and safety plan, method statement or risk assessment for it.`,
        citation: cite(match),
        recommendation: `Require a ${hazard.name.toLowerCase()} method statement and health and safety plan, approved by the Engineer before the work starts, carried out by competent (where required, licensed) workers with protective equipment, and safe disposal of any hazardous waste.`,
      });
    });
  },
};
