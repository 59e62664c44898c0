/**
 * Checklist SD-01: criteria or specifications about another subject than the tender's (text copied from another
 * tender): "installation and implementation of website Systems" scored in a tarpaulins tender.
 *
 * The tender's subject is read from its own title (the cover, "invites bids for …", the data sheet's name of the
 * contract) and placed in subject domains (solicitation-subject-domains.ts). A sentence the procuring entity wrote
 * (criteria, requirements, special conditions, data sheet) drifts when it names a domain that is neither the
 * title's nor one that goes with it, and says nothing of the title's subject. The standard instructions and
 * general conditions are never read: they say "Works", "Services" and "Goods" whatever the subject. Precision
 * first: a tender whose title names no known domain is not judged, and weak words ("website", "computers") count
 * only as the object of the work ("installation of website Systems"), never in passing ("visit the CBK website").
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import { tenderPassages, tenderUnits } from "../facts/sheet";
import type { DocumentPart } from "../facts/types";
import { quoteOf, type Unit } from "../facts/units";
import { DOMAINS, domainById, firstMatch, type Domain, type DomainId } from "./solicitation-subject-domains";

/** Letterhead lines of a cover: they name the entity's website and roads, not the subject. */
const CONTACT = /www\.|https?:|@|\bwebsite\s*:|\btel(?:ephone)?\b|\bfax\b|\be-?mail\b|\bP\.?\s?O\.?\s+Box\b/i;
/** "MACHAKOS/ENTERPRISE ROADS", "Times Tower Building": an address, unless the line names work on it. */
const ADDRESS =
  /\b(?:roads?|street|avenue|lane|highway|drive|building|house|plaza|tower|floor|industrial\s+area)\b/i;
/** "The Board invites bids from eligible Tenderers for supply and delivery of tarpaulins." */
const INVITES =
  /\binvites?\s+(?:sealed\s+|electronic\s+)?(?:bids|tenders|proposals|quotations|applications)\b[^.]{0,80}?\bfor\s+(?:the\s+)?([^.]{5,220})/i;
/** World Bank covers and data sheets: "Procurement of: …", "The name of the contract is: …". */
const NAMED =
  /\b(?:procurement\s+of|subject\s+of\s+(?:the\s+)?procurement|name\s+(?:and\s+identification\s+number\s+)?of\s+the\s+(?:contract|tender|RFB)\s+(?:is|are))\s*:?\s*([^.]{5,200})/i;
/** Tender numbers ("NCPB/ICT/LAPTOPS/14/2021-2022"), addresses and e-mails: their words are not the subject. */
// Bounded so a page-long word without "@" is not scanned again from each of its letters (ReDoS).
const NOISE =
  /\b[A-Z][A-Z0-9.&-]{0,60}(?:\s?\/\s?[A-Z0-9.&–-]{1,60}){2,}|[^\s@]{1,64}@\S{1,255}|(?:https?:\/\/|www\.)\S{1,2000}/g;

const WORK =
  "supply|supplied|supplying|delivery|delivered|installation|installed|installing|implementation|implemented|development|developed|design|designed|construction|constructed|provision|provided|maintenance|maintained|servicing|serviced|repairs?|repaired|rehabilitation|renovation|refurbishment|hire|hiring|leasing|fabrication|manufacture|manufacturing|printing|cleaning|upgrad(?:e|ing)|commissioning";
const TITLE_WORK = new RegExp(`\\b(?:${WORK})\\b`, "i");
/** The object of the work: "installation and implementation of website Systems", "supply of computers". */
const ACTIVITY = new RegExp(
  `\\b(?:${WORK})(?:\\s*(?:,|and|&|or)\\s*(?:${WORK}))*\\s+of\\s+((?:[^\\s.;:()]+\\s+){0,5}[^\\s.;:()]+)`,
  "gi",
);
/** The object of past experience: "experience in road construction", "similar contracts for CCTV systems". */
const EXPERIENCE =
  /\b(?:experience\s+(?:in|with)|similar\s+(?:contracts?|assignments?|projects?|works|jobs|supplies|services)\s+(?:in|of|for|on)|(?:contracts?|projects?|assignments?)\s+(?:for|of|in|on))\s+(?:the\s+)?((?:[^\s.;:()]+\s+){0,5}[^\s.;:()]+)/gi;

/** A requirement that applies only if it is relevant ("In all cases where the level of galvanizing is not stated"). */
const CONDITIONAL =
  /^(?:\S{1,6}\s+)?(?:in\s+all\s+cases\s+)?where\b|\bif\s+(?:any|applicable)\b|\bwhere\s+applicable\b/i;

/** Words of a title that say nothing of its subject. */
const GENERIC =
  /^(?:tenders?|tenderers|bidders|documents?|supply|delivery|provision|installation|testing|commissioning|procurement|framework|agreement|services?|works|goods|various|national|board|offices?|kenya|county|government|ministry|authority|within|their|other|assorted|request|based|systems?|equipment|proposed)$/i;

type Place = { fact: string; where: string; blocker: boolean; effect: string; change: string };

const PARTS: Partial<Record<DocumentPart, Place>> = {
  criteria: {
    fact: "evaluation_criteria",
    where: "evaluation criteria",
    blocker: true,
    effect:
      "tenderers are scored or disqualified on work unrelated to what is procured, and a losing tenderer can contest the evaluation",
    change:
      "Rewrite each criterion for the tender's own subject (for example, past contracts for the same goods, works or services)",
  },
  requirements: {
    fact: "specifications",
    where: "specifications",
    blocker: true,
    effect:
      "tenderers are asked for characteristics the procured item cannot have, so no offer can comply as written",
    change: "Replace each line with the characteristics of what is procured",
  },
  "special-conditions": {
    fact: "special_conditions",
    where: "special conditions",
    blocker: false,
    effect: "the contract would carry terms written for something else",
    change: "Rewrite each entry for what is procured",
  },
  "data-sheet": {
    fact: "data_sheet",
    where: "data sheet",
    blocker: false,
    effect: "tenderers read requirements written for something else",
    change: "Rewrite each entry for what is procured",
  },
};

const LISTED = 6;

const clean = (text: string) => text.replace(NOISE, " ");

/** Every domain the text names, strongly or weakly: a sentence that names the tender's domain is on its subject. */
export function domainsNamed(text: string): Set<DomainId> {
  const plain = clean(text);
  return new Set(
    DOMAINS.filter((domain) => firstMatch([...domain.strong, ...domain.weak], plain)).map(
      (domain) => domain.id,
    ),
  );
}

/** The domains a sentence is about, with the words that say so: strong words anywhere, weak ones as objects. */
export function domainsAbout(text: string): Map<DomainId, string> {
  const plain = clean(text);
  const about = new Map<DomainId, string>();
  const objects = [...plain.matchAll(ACTIVITY), ...plain.matchAll(EXPERIENCE)].map((m) => m[1]!);
  for (const domain of DOMAINS) {
    const word =
      firstMatch(domain.strong, plain) ??
      objects.map((object) => firstMatch(domain.weak, object)).find(Boolean);
    if (word) about.set(domain.id, word);
  }
  return about;
}

export type Subject = {
  /** The title as read ("supply and delivery of tarpaulins"). */
  title: string;
  /** The title's domains. */
  named: Set<DomainId>;
  /** The title's domains, the domains that go with them, and the category's. */
  expected: Set<DomainId>;
  /** The title's own words ("tarpaulins", "Embu", "silos"): a sentence naming one is on the subject. */
  words: Set<string>;
};

const stem = (word: string) => word.toLowerCase().replace(/(?:es|s)$/, "");

/** A text's words of five letters or more, stemmed; without the generic ones for a title. */
const wordsOf = (text: string, title = false) =>
  (clean(text).match(/[A-Za-z]{5,}/g) ?? []).filter((word) => !title || !GENERIC.test(word)).map(stem);

/** The tender's subject from its cover, its invitation and its data sheet; null when no domain is named. */
export function subjectOf(
  passages: readonly { text: string; page: number; part: DocumentPart }[],
  category: string,
): Subject | null {
  // A consultancy studies, designs or supervises any subject: its terms of reference are not judged here.
  if (/\bconsult/i.test(category) && !/\bnon[\s-]?consult/i.test(category)) return null;
  const cover = passages
    .filter((passage) => passage.page === 1 && passage.part === "invitation")
    .flatMap((passage) => passage.text.split("\n"))
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line && !CONTACT.test(line) && (!ADDRESS.test(line) || TITLE_WORK.test(line)));
  const stated = passages
    .filter((passage) => passage.page <= 6 || passage.part === "data-sheet")
    .flatMap((passage) => [INVITES.exec(passage.text)?.[1], NAMED.exec(passage.text)?.[1]])
    .filter((text): text is string => Boolean(text))
    .map((text) => text.replace(/\s+/g, " ").trim());
  // The cover's title line: "SUPPLY AND DELIVERY OF TARPAULINS" (the tender number and the date are not).
  const coverTitle = cover.filter((line) => TITLE_WORK.test(line) || domainsNamed(line).size);
  const title = stated[0] ?? coverTitle[0] ?? "";
  const text = [cover.join(" ").slice(0, 600), ...stated].join(" ");
  const named = domainsNamed(text);
  if (/\bworks?\b/i.test(category)) named.add("works");
  if (!named.size || !title) return null;
  const expected = new Set<DomainId>(named);
  for (const id of named) for (const related of domainById(id).related) expected.add(related);
  // Goods are delivered: a criterion on delivery trucks is about the supply, not another subject.
  if (/\bgoods\b/i.test(category) || /\bdeliver/i.test(text)) expected.add("vehicles");
  const words = new Set(wordsOf([...stated, ...coverTitle].join(" "), true));
  return {
    title: title.replace(/^tender\b[^.]{0,60}?\bfor\s+(?=\S)/i, "").slice(0, 120),
    named,
    expected,
    words,
  };
}

type Drift = { unit: Unit; word: string; domains: Domain[] };

/** The unit drifts: it is about a domain the subject does not expect, and names nothing of the subject. */
export function driftIn(unit: Unit, subject: Subject): Drift | null {
  const about = domainsAbout(unit.text);
  const foreign = [...about.keys()].filter((id) => !subject.expected.has(id));
  if (!foreign.length) return null;
  if ([...domainsNamed(unit.text)].some((id) => subject.expected.has(id))) return null;
  if (wordsOf(unit.text).some((word) => subject.words.has(word))) return null;
  return { unit, word: about.get(foreign[0]!)!, domains: foreign.map(domainById) };
}

function findingFor(
  check: ReviewCheck,
  document: string,
  subject: Subject,
  place: Place,
  drifts: Drift[],
): Finding {
  const pages = [...new Set(drifts.map((drift) => drift.unit.page))];
  const first = drifts[0]!;
  // A conditional general requirement binds nobody when it does not apply: worth fixing, not a blocker.
  const blocker = place.blocker && drifts.some((drift) => !CONDITIONAL.test(drift.unit.text));
  const labels = [...new Set(drifts.flatMap((drift) => drift.domains.map((domain) => domain.label)))];
  const listed = drifts
    .slice(0, LISTED)
    .map(
      (drift) =>
        `"${quoteOf(drift.unit.text, drift.unit.text.indexOf(drift.word))}" — ${document}, page ${drift.unit.page}`,
    );
  return finding(check, blocker ? "fail" : "warning", blocker ? "high" : "medium", {
    title: `${place.where[0]!.toUpperCase()}${place.where.slice(1)} about another subject: "${first.word}" in a tender for ${subject.title.length > 60 ? `${subject.title.slice(0, 60)}…` : subject.title} (p.${pages.join(", ")})`,
    evidence: `${listed.join("; ")}${drifts.length > LISTED ? `; and ${drifts.length - LISTED} more` : ""}. The tender is for "${subject.title}"; these words are about ${labels.join(", ")}, which it does not procure: ${place.effect}.`,
    recommendation: `${place.change} ("${subject.title}"), or delete it; if the tender is already out, issue an addendum to every tenderer.`,
    fact: place.fact,
  });
}

export const subjectDriftCheck: ReviewCheck = {
  id: "subject-drift",
  title: "Criteria and specifications are about the tender's subject",
  run(context) {
    const category = context.input.activity.procurement_category ?? "";
    const findings = context.subject.flatMap((document): Finding[] => {
      const subject = subjectOf(tenderPassages(document), category);
      if (!subject) return [];
      const byPart = new Map<DocumentPart, Drift[]>();
      for (const unit of tenderUnits(document)) {
        if (!PARTS[unit.part]) continue;
        const drift = driftIn(unit, subject);
        if (drift) byPart.set(unit.part, [...(byPart.get(unit.part) ?? []), drift]);
      }
      return [...byPart].map(([part, drifts]) =>
        findingFor(this, document.name, subject, PARTS[part]!, drifts),
      );
    });
    return findings.length ? findings : null;
  },
};
