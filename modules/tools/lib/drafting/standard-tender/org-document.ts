/**
 * The organisation's own standard tender document (a Word file of its library tagged "template"): when one
 * fits the brief, the tender is that document with its blanks filled from the brief, not our built-in structure.
 * A blank is a bracketed prompt as standard documents write them ("[insert name of the Procuring Entity]",
 * "[indicate the number of days]"); each is matched to a fact of the brief by what it asks for, and a prompt no
 * fact answers stays as it is and is listed for the officer. A Kenyan brief never takes a World Bank document
 * (and the other way round): the vocabulary tells them apart (Tenderer/TDS against Bidder/BDS).
 */
import { cited, type DraftSection } from "@/lib/results/draft";
import type { OrgTemplate } from "@/lib/results/types";
import { documentOutline } from "@/modules/tools/lib/drafting/templates/outline";
import type { TenderBrief } from "./brief";
import type { TenderFacts } from "./data-sheet";

/** A bracketed prompt of a standard document (bounded: a prompt is a short instruction). */
const PROMPT = /\[\s{0,3}(?:insert|indicate|specify|state|enter|name of|date)\b[^\][]{0,160}\]/gi;

type Rule = { asks: RegExp; value: (brief: TenderBrief, facts: TenderFacts) => string | null };

const isBlank = (value: string) => value.startsWith("[insert");
const known = (value: string) => (isBlank(value) ? null : value);

/** What a prompt asks for, in the order the more specific questions come first. */
const RULES: readonly Rule[] = [
  {
    asks: /security.{0,40}valid|valid.{0,40}security/,
    value: (_brief, facts) => (facts.security ? `${facts.securityValidityDays} days` : null),
  },
  {
    asks: /amount.{0,40}security|security.{0,40}amount|(tender|bid) security/,
    value: (_b, facts) => facts.security,
  },
  {
    asks: /performance security/,
    value: (brief) => `${brief.category === "works" ? 10 : 5}% of the contract price`,
  },
  { asks: /validity|number of days/, value: (_b, facts) => `${facts.validityDays} days` },
  { asks: /clarification/, value: (_b, facts) => facts.clarification },
  { asks: /venue|place|location/, value: (_b, facts) => known(facts.place) },
  { asks: /opening/, value: (_b, facts) => facts.opening },
  { asks: /deadline|closing|submission/, value: (_b, facts) => facts.deadline },
  {
    asks: /reference|tender n(?:o|umber)|bid n(?:o|umber)|rfb n|rfp n|contract n/,
    value: (_b, facts) => known(facts.reference),
  },
  { asks: /address/, value: (_b, facts) => known(facts.place) },
  { asks: /procuring entity|purchaser|employer|client/, value: (_b, facts) => known(facts.entity) },
  {
    asks: /name of (?:the )?(?:tender|contract|goods|works|assignment|procurement)|description|subject|title/,
    value: (brief) => brief.subject,
  },
  { asks: /delivery|completion|time for/, value: (brief) => brief.delivery?.text ?? null },
  { asks: /warranty|defects liability/, value: (brief) => brief.warranty?.text ?? null },
  { asks: /currency/, value: (brief) => brief.estimate?.currency ?? null },
  { asks: /standstill/, value: (_b, facts) => `${facts.standstillDays} days` },
  {
    asks: /liquidated damages|delay damages/,
    value: () => "0.1% per day, up to a maximum of 10%",
  },
  { asks: /^\[\s{0,3}date\s{0,3}\]$/, value: (_b, facts) => facts.issued },
];

/** A prompt that names only a kind of value ("[insert number of days]"): its line says what the value is for. */
const GENERIC =
  /^\[\s{0,3}(?:insert|indicate|specify|state|enter)\s{1,3}(?:the\s{1,3})?(?:number|amount|figure|period|date|value|percentage|rate)\b[^\]]{0,30}\]$/i;

/** The value that answers a prompt on its line, or null. */
export function answerPrompt(
  prompt: string,
  line: string,
  brief: TenderBrief,
  facts: TenderFacts,
): string | null {
  const asked = (GENERIC.test(prompt) ? `${line.replace(prompt, " ")} ${prompt}` : prompt).toLowerCase();
  for (const rule of RULES) if (rule.asks.test(asked)) return rule.value(brief, facts);
  return null;
}

export type PromptAnswer = { prompt: string; line: string; value: string | null };

/** A line with the prompts the brief answers filled; every prompt met is recorded with its answer. */
export function fillLine(line: string, brief: TenderBrief, facts: TenderFacts, met: PromptAnswer[]): string {
  return line.replace(PROMPT, (prompt, offset: number) => {
    const value = answerPrompt(prompt, line, brief, facts);
    met.push({ prompt, line, value });
    // "[insert number of days] days": the line already says the unit.
    const unit = value && /^(.+) (days|months|years)$/.exec(value);
    if (unit && new RegExp(`^\\s{0,2}${unit[2]}\\b`, "i").test(line.slice(offset + prompt.length)))
      return unit[1]!;
    return value ?? prompt;
  });
}

const TENDER_HEADINGS = /instructions to (tenderers|bidders)|(tender|bid) data sheet/i;
const BANK_WORDS = /\bbid data sheet\b|\binstructions to bidders\b|\bworld bank\b/i;
const KENYA_WORDS = /\btender data sheet\b|\binstructions to tenderers\b|\bprocuring entity\b/i;

/** The org's standard tender document for the brief: a tender's structure, its category, its framework's words. */
export function orgStandardDocument(
  brief: TenderBrief,
  templates: readonly OrgTemplate[] | undefined,
): OrgTemplate | null {
  const category = {
    goods: "Goods",
    works: "Works",
    non_consulting: "Non-consulting Services",
    consulting: "Consulting Services",
  }[brief.category];
  for (const template of templates ?? []) {
    if (template.category && template.category !== category) continue;
    const text = template.document.units.map((unit) => unit.text).join("\n");
    if (!TENDER_HEADINGS.test(text)) continue;
    if (brief.family === "kenya" && (!KENYA_WORDS.test(text) || /\bworld bank\b/i.test(text))) continue;
    if (brief.family === "world-bank" && !BANK_WORDS.test(text)) continue;
    return template;
  }
  return null;
}

/**
 * The org's document as the draft: its sections in its own order, every line under them with the prompts the
 * brief answers filled, cited to the file; every prompt met with its answer (null: left for the officer).
 */
export function orgDocumentDraft(
  template: OrgTemplate,
  brief: TenderBrief,
  facts: TenderFacts,
): { sections: DraftSection[]; prompts: PromptAnswer[] } {
  const prompts: PromptAnswer[] = [];
  const sections: DraftSection[] = [];
  for (const [index, part] of documentOutline(template.document).entries()) {
    const section: DraftSection = {
      id: `org-${index + 1}`,
      number: part.number ?? "",
      heading: part.heading,
      paragraphs: part.lines.map((line) =>
        cited(fillLine(line, brief, facts, prompts), "document", `${template.name}, ${part.page}`),
      ),
    };
    const parent = sections.at(-1);
    if (part.level === 2 && parent) (parent.subsections ??= []).push(section);
    else sections.push(section);
  }
  return { sections, prompts };
}
