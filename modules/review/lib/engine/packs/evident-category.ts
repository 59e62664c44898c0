/**
 * The kind of procurement a tender evidently is, read from its title on the cover and in the invitation (pure):
 * "SUPPLY AND DELIVERY OF NEW LAPTOPS" or "SUPPLY, INSTALLATION, TESTING AND COMMISSIONING OF …" is goods;
 * "CONSTRUCTION OF …" or "REHABILITATION OF …" is works; "PROVISION OF ROAD TRANSPORT SERVICES" is non-consulting
 * services; "CONSULTANCY SERVICES FOR …" or a Request for Proposals is consulting. The first such title in the
 * opening pages decides; a title that says none of these ("PROVISION OF MODULAR DATA CENTER") decides nothing.
 *
 * The structure check compares it with the category typed on the activity form, so a mis-keyed category never
 * asks a laptop supply for Bills of Quantities.
 */
import type { RuleCategory } from "@/lib/frameworks/library";
import { collapseWhitespace } from "@/lib/reading/evidence";
import type { AttachedDocument } from "@/lib/reading/types";

export type EvidentCategory = {
  category: RuleCategory;
  /** The words that decide it, as printed ("SUPPLY AND DELIVERY OF NEW LAPTOPS"). */
  title: string;
  document: AttachedDocument;
  page: string;
};

/** The cover, the contents and the invitation: where a Kenyan tender states what it is for. */
const OPENING_PAGES = 4;

const TITLE_CUES: readonly { category: RuleCategory; pattern: RegExp }[] = [
  {
    category: "consulting",
    pattern:
      /(?<!non[\s-]?)\bconsult(?:ancy|ing\s+services)\b|\brequest\s+for\s+proposals?\b|\bselection\s+of\s+(?:a\s+)?consultants?\b/i,
  },
  {
    category: "works",
    pattern:
      /\b(?:proposed\s+)?(?:construction|rehabilitation|renovation|refurbishment|erection)\s+(?:and\s+\w+\s+)?of\b|\btender\s+(?:document\s+)?for\s+(?:the\s+procurement\s+of\s+)?works\b/i,
  },
  {
    category: "goods",
    pattern:
      /\bsupply(?:\s*,|\s+and\s+(?:delivery|installation)\b|\s+of\b)|\btender\s+(?:document\s+)?for\s+(?:the\s+)?(?:supply|procurement)\s+of\s+goods\b/i,
  },
  // "PROVISION OF … SERVICES" within the title (not "provision of a data centre").
  { category: "non_consulting", pattern: /\bprovision\s+of\s+(?:[A-Za-z&,/-]+\s+){0,8}?services\b/i },
];

const LABEL: Readonly<Record<RuleCategory, string>> = {
  goods: "goods",
  works: "works",
  non_consulting: "non-consulting services",
  consulting: "consulting services",
  all: "any category",
};

export const categoryLabel = (category: RuleCategory) => LABEL[category];

/** The title from the cue to the end of its line, with the next line when the line breaks off ("… OF IP BASED"). */
function titleAt(text: string, at: number, matchEnd: number): string {
  const lineEnd = (from: number) => {
    const end = text.indexOf("\n", from);
    return end === -1 ? text.length : end;
  };
  let end = lineEnd(Math.max(at, matchEnd - 1));
  if (/\b(?:of|and|for|the|at|in|to|based)\s*$|,\s*$/i.test(text.slice(at, end)) && end < text.length)
    end = lineEnd(end + 1);
  return collapseWhitespace(text.slice(at, Math.min(end, at + 120)));
}

/** The category the tender's own title gives, or null when its opening pages name none. */
export function evidentCategory(documents: readonly AttachedDocument[]): EvidentCategory | null {
  for (const document of documents)
    for (const unit of document.units.slice(0, OPENING_PAGES)) {
      const first = TITLE_CUES.map(({ category, pattern }) => ({ category, match: pattern.exec(unit.text) }))
        .filter((cue): cue is { category: RuleCategory; match: RegExpExecArray } => cue.match !== null)
        .sort((a, b) => a.match.index - b.match.index)[0];
      if (first)
        return {
          category: first.category,
          title: titleAt(unit.text, first.match.index, first.match.index + first.match[0].length),
          document,
          page: unit.label,
        };
    }
  return null;
}
