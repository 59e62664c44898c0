/**
 * The forms a solicitation asks bidders to submit, as data, and where a draft bid contains them.
 * A form is required when the solicitation names it. In the bid it is present when a page, a section or a
 * file starts with its title (the first TITLE_ZONE characters, the unit's heading, the file name, or after a
 * "Form 3:" / "Annex B -" marker); a form that is only named in passing ("we enclose a bid security") is
 * reported as mentioned, not present.
 */
import type { AttachedDocument, FindingSeverity } from "@/lib/engine/types";
import { collapseWhitespace, toRegExp } from "@/lib/engine/evidence";
import { clauseOf, sentencesOf, type Sentence } from "./sentences";

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
      /\b(?:forms?\s+of\s+qualification|qualification\s+(?:information|forms?|questionnaire)|bidder\s+information\s+form|tenderer\s+information\s+form|eligibility\s+and\s+qualification\s+forms?)\b/i,
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
      /\b(?:self[\s-]declaration|declaration\s+of\s+(?:eligibility|undertaking|integrity)|anti[\s-]bribery\s+(?:declaration|pledge)|integrity\s+(?:pact|declaration))\b/i,
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
];

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
    for (let order = 0; order < sentences.length; order++) {
      const sentence = sentences[order]!;
      const match = form.pattern.exec(sentence.text);
      if (!match) continue;
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
  { status: "present"; at: FormLocation } | { status: "mentioned"; at: FormLocation } | { status: "missing" };

function quoteAt(text: string, start: number, length = 160): string {
  const from = Math.max(0, start - 20);
  const cut = text.slice(from, from + length).trim();
  return `${from > 0 ? "…" : ""}${cut}${from + length < text.length ? "…" : ""}`;
}

/** Where the bid contains the form: as a title (present), only in passing (mentioned), or not at all. */
export function formPresence(form: RequiredForm, bid: readonly AttachedDocument[]): FormPresence {
  let mention: FormLocation | null = null;
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
  return mention ? { status: "mentioned", at: mention } : { status: "missing" };
}
