/**
 * The forms a solicitation asks bidders to submit, as data, and where a draft bid contains them.
 * A form is required when the solicitation names it. In the bid it is present when a page, a section or a
 * file starts with its title (the first TITLE_ZONE characters, the unit's heading, the file name, or after a
 * "Form 3:" / "Annex B -" marker); a form that is only named in passing ("we enclose a bid security") is
 * reported as mentioned, not present.
 */
import type { AttachedDocument, FindingSeverity } from "@/lib/results/types";
import { readPolarity } from "@/lib/reading/negation";
import { sentenceBounds } from "@/lib/reading/sentence-bounds";
import { collapseWhitespace, toRegExp } from "@/lib/reading/evidence";
import { clauseOf, sentencesOf, type Sentence } from "@/lib/reading/sentences";

export type RequiredForm = {
  id: string;
  name: string;
  /** Titles and aliases of the form (case-insensitive). */
  pattern: RegExp;
  /** Weight of its absence from the bid. */
  severity: FindingSeverity;
  /** When the solicitation says this, the form is not required after all ("bid security is not required"). */
  unless?: RegExp;
};

/** "Bid security is not required", "Tender security: not applicable". */
export const BID_SECURITY_NOT_REQUIRED =
  /\b(?:bid|tender|proposal)[\s-]+security\b[^.]{0,40}?\b(?:(?:is|shall\s+be)\s+)?(?:not\s+(?:be\s+)?required|not\s+applicable|n\/a)\b/i;

const APOS = "['’]?";
export const REQUIRED_FORMS: readonly RequiredForm[] = [
  {
    id: "form-letter-of-bid",
    name: "Letter of Bid",
    pattern:
      /\b(?:letter\s+of\s+(?:bid|tender|proposal|offer)|(?:bid|tender|proposal)\s+submission\s+form|form\s+of\s+(?:bid|tender)|(?:technical|financial)\s+proposal\s+submission\s+form)\b/i,
    severity: "high",
  },
  {
    id: "form-bid-security",
    name: "Bid Security / Bid-Securing Declaration",
    pattern:
      /\b(?:(?:bid|tender|proposal)[\s-]+(?:security|guarantee|bond)|(?:bid|tender|proposal)[\s-]+securing\s+declaration)\b/i,
    severity: "high",
    unless: BID_SECURITY_NOT_REQUIRED,
  },
  {
    id: "form-power-of-attorney",
    name: "Power of Attorney",
    pattern:
      /\b(?:power\s+of\s+attorney|written\s+confirmation\s+of\s+authori[sz]ation|authori[sz]ation\s+to\s+sign)\b/i,
    severity: "medium",
  },
  {
    id: "form-qualification",
    name: "Form of Qualification",
    pattern:
      /\b(?:forms?\s+of\s+qualification|qualification\s+(?:information|forms?|questionnaire)|bidder\s+information\s+form|tenderer\s+information\s+form|eligibility\s+and\s+qualification\s+forms?|(?:form\s+)?ELI[\s-]?1\.[12])\b/i,
    severity: "medium",
  },
  {
    id: "form-price-schedule",
    name: "Price Schedule",
    pattern:
      /\b(?:price\s+schedules?|schedules?\s+of\s+prices|priced\s+bills?\s+of\s+quantities|bills?\s+of\s+quantities|priced\s+activity\s+schedule|financial\s+proposal)\b/i,
    severity: "high",
  },
  {
    id: "form-technical-proposal",
    name: "Technical Proposal",
    pattern:
      /\b(?:technical\s+(?:proposal|offer|bid)|technical\s+compliance\s+(?:sheet|statement|schedule)|method\s+statement)\b/i,
    severity: "medium",
  },
  {
    id: "form-manufacturer-authorization",
    name: "Manufacturer's Authorization",
    pattern: new RegExp(`\\bmanufacturer${APOS}s?${APOS}\\s+authori[sz]ation\\b`, "i"),
    severity: "low",
  },
  {
    id: "form-declarations",
    name: "Self-Declaration / Integrity Declaration",
    pattern:
      /\b(?:self[\s-]declaration|declaration\s+of\s+(?:eligibility|undertaking|integrity)|anti[\s-]bribery\s+(?:declaration|pledge)|integrity\s+(?:pact|declaration)|certificate\s+of\s+independent\s+tender\s+determination|form\s+SD\s?[12])\b/i,
    severity: "medium",
  },
  {
    id: "form-beneficial-ownership",
    name: "Beneficial Ownership Disclosure",
    pattern: /\bbeneficial\s+ownership\s+disclosure\b/i,
    severity: "low",
  },
  {
    id: "form-registration-certificate",
    name: "Certificate of Registration / Incorporation",
    pattern:
      /\b(?:certificate\s+of\s+(?:incorporation|registration)|(?:business|company)\s+registration\s+certificate)\b/i,
    severity: "medium",
  },
  {
    id: "form-tax-compliance",
    name: "Tax Compliance Certificate",
    pattern: /\btax\s+(?:compliance|clearance)\s+certificates?\b/i,
    severity: "medium",
  },
  // Kenya: the PPRA standard tender documents' questionnaire on the tenderer's ownership and interests.
  {
    id: "form-business-questionnaire",
    name: "Confidential Business Questionnaire",
    pattern: /\bconfidential\s+business\s+questionnaire\b/i,
    severity: "medium",
  },
  // Kenya: Access to Government Procurement Opportunities (youth, women, persons with disability).
  {
    id: "form-agpo-certificate",
    name: "AGPO Certificate",
    pattern:
      /\b(?:AGPO\s+(?:registration\s+)?certificate|access\s+to\s+government\s+procurement\s+opportunities\s+(?:\(AGPO\)\s+)?certificate|certificate\s+of\s+registration\s+(?:under|with)\s+AGPO)\b/i,
    severity: "medium",
  },
  // Kenya: the Registrar of Companies' official search listing the directors and shareholders.
  {
    id: "form-cr12",
    name: "CR12 (Company Directors and Shareholders)",
    pattern: /\bCR[\s-]?12\b/i,
    severity: "low",
  },
];

/**
 * How bids say a document is not there, beyond what lib/reading/negation.ts reads (it does not know
 * submission verbs): "the bidder did not submit a tax compliance certificate", "has not attached", "not
 * enclosed", "failed to provide", "yet to be issued", "application pending". Local so the shared reader stays
 * about provisions; worth moving there.
 */
const SUBMISSION_DENIED_BEFORE =
  /\b(?:did|does|do|has|have|had|was|were|is|are)\s+not\s+(?:\w+\s+){0,2}?(?:submit|attach|enclose|furnish|provide|include|append|produce)\w*\b[^.;]{0,40}$|\bfail(?:ed|s)?\s+to\s+(?:submit|attach|enclose|furnish|provide|produce)\b[^.;]{0,40}$|\bwithout\s+(?:a|an|the|any)?\s*$/i;
const SUBMISSION_DENIED_AFTER =
  /^[^.;]{0,30}?\b(?:(?:was|were|is|are|has|have|been)\s+)+not\s+(?:submitted|attached|enclosed|furnished|provided|included|available)\b|^[^.;]{0,30}?\b(?:not\s+(?:submitted|attached|enclosed|provided)|yet\s+to\s+be\s+(?:issued|obtained|submitted)|(?:application\s+)?pending)\b/i;

/** The sentence of `text` around [start, end) and the match's place in it. */
function sentenceAround(text: string, start: number, end: number) {
  const bounds = sentenceBounds(text, start, end);
  return {
    sentence: text.slice(bounds.start, bounds.end),
    start: start - bounds.start,
    end: end - bounds.start,
  };
}

/**
 * True when the sentence says the matched document is missing or does not apply ("Tender Security: Not
 * applicable", "The bidder did not submit a Tender-Securing Declaration", "AGPO certificate: N/A").
 */
export function isDenied(text: string, start: number, end: number): boolean {
  const around = sentenceAround(text, start, end);
  if (readPolarity(around.sentence, around.start, around.end).polarity !== "present") return true;
  return (
    SUBMISSION_DENIED_BEFORE.test(around.sentence.slice(Math.max(0, around.start - 80), around.start)) ||
    SUBMISSION_DENIED_AFTER.test(around.sentence.slice(around.end))
  );
}

/** Characters at the start of a page or section that count as its title. */
export const TITLE_ZONE = 80;
/** A heading marker right before a form name makes it a title even mid-page: "Form 3:", "Annex B -", "Section IV." */
const HEADING_MARKER =
  /(?:^|\s)(?:[Ff]orm|FORM|[Aa]nnex(?:ure)?|ANNEX|[Aa]ppendix|APPENDIX|[Aa]ttachment|[Ss]ection|SECTION|[Ss]chedule|[Pp]art|[Ee]nvelope|[Ee]xhibit)\s+(?:[Nn]o\.?\s*)?(?:[A-Z]|\d{1,2}(?:\.\d{1,2})?|[IVX]{1,4})\s*[:.–—-]?\s*$/;

/** A table of contents or index names every form: its mentions are not the forms themselves. */
export const CONTENTS =
  /\b(?:table\s+of\s+contents|contents|index\s+(?:of|to)\s+(?:the\s+)?(?:bid|tender|proposal|documents)|(?:bid|tender|proposal)\s+index|list\s+of\s+(?:documents|annexes|enclosures|attachments)|checklist\s+of\s+(?:documents|submissions?))\b/i;
const isContentsPage = (text: string) => {
  const match = CONTENTS.exec(text);
  return !!match && match.index < TITLE_ZONE;
};

export type FormRequirement = {
  form: RequiredForm;
  ref: Sentence;
  clause?: string;
  quoteAt: [number, number];
};

/** The forms the solicitation names, in the order it first names them (its list of documents comprising the bid). */
export function requiredForms(
  references: readonly AttachedDocument[],
  forms: readonly RequiredForm[] = REQUIRED_FORMS,
): FormRequirement[] {
  const found: { requirement: FormRequirement; order: number }[] = [];
  const sentences = sentencesOf(references);
  for (const form of forms) {
    if (form.unless && sentences.some((sentence) => form.unless!.test(sentence.text))) continue;
    // A form named only to say it is not required ("Tender Security: Not applicable") is not asked for.
    for (let order = 0; order < sentences.length; order++) {
      const sentence = sentences[order]!;
      const match = form.pattern.exec(sentence.text);
      if (!match || isDenied(sentence.text, match.index, match.index + match[0].length)) continue;
      found.push({
        requirement: {
          form,
          ref: sentence,
          clause: clauseOf(sentence.text),
          quoteAt: [match.index, match.index + match[0].length],
        },
        order,
      });
      break;
    }
  }
  // Stable sort: forms first named in the same sentence keep the order of REQUIRED_FORMS.
  return found.sort((a, b) => a.order - b.order).map(({ requirement }) => requirement);
}

export type FormLocation = {
  document: string;
  page: string;
  quote: string;
  /** Document then unit position in the bid, to compare the order of forms. */
  position: [number, number];
};

export type FormPresence =
  | { status: "present"; at: FormLocation }
  | { status: "mentioned"; at: FormLocation }
  /** The bid names the form only to say it is not there ("We did not submit a Tender-Securing Declaration"). */
  | { status: "denied"; at: FormLocation }
  | { status: "missing" };

function quoteAt(text: string, start: number, length = 160): string {
  const from = Math.max(0, start - 20);
  const cut = text.slice(from, from + length).trim();
  return `${from > 0 ? "…" : ""}${cut}${from + length < text.length ? "…" : ""}`;
}

/** Where the bid contains the form: as a title (present), only in passing (mentioned), or not at all. */
export function formPresence(form: RequiredForm, bid: readonly AttachedDocument[]): FormPresence {
  let mention: FormLocation | null = null;
  let denial: FormLocation | null = null;
  for (const [d, document] of bid.entries()) {
    const first = document.units[0];
    // "Bid_Security.pdf" names the form as well as "Bid Security.pdf".
    if (first && form.pattern.test(document.name.replace(/[_.]+/g, " "))) {
      return {
        status: "present",
        at: { document: document.name, page: first.label, quote: document.name, position: [d, 0] },
      };
    }
    for (const [u, unit] of document.units.entries()) {
      const text = collapseWhitespace(unit.text);
      const contents = isContentsPage(text);
      if (form.pattern.test(unit.label))
        return {
          status: "present",
          at: { document: document.name, page: unit.label, quote: quoteAt(text, 0), position: [d, u] },
        };
      const regexp = toRegExp(form.pattern);
      for (let match = regexp.exec(text); match; match = regexp.exec(text)) {
        const end = match.index + match[0].length;
        if (isDenied(text, match.index, end)) {
          const around = sentenceBounds(text, match.index, end);
          denial ??= {
            document: document.name,
            page: unit.label,
            quote: text.slice(around.start, around.end).trim(),
            position: [d, u],
          };
          continue;
        }
        const at = {
          document: document.name,
          page: unit.label,
          quote: quoteAt(text, match.index),
          position: [d, u] as [number, number],
        };
        if (
          !contents &&
          (match.index < TITLE_ZONE ||
            HEADING_MARKER.test(text.slice(Math.max(0, match.index - 30), match.index)))
        )
          return { status: "present", at };
        mention ??= at;
      }
    }
  }
  if (mention) return { status: "mentioned", at: mention };
  return denial ? { status: "denied", at: denial } : { status: "missing" };
}
