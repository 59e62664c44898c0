// Deterministic procurement-like text for the extraction and search benchmarks: sentences built from a
// vocabulary of public-procurement terms, so stemming, ranking and headlines work on realistic words.

const SUBJECTS = [
  "The procuring entity",
  "The contracting authority",
  "Each bidder",
  "The evaluation committee",
  "The supplier",
  "The review body",
  "The project implementation unit",
  "The tender board",
  "The auditor",
  "The consultant",
];
const VERBS = [
  "shall publish",
  "must verify",
  "may request",
  "shall evaluate",
  "should document",
  "must disclose",
  "shall record",
  "may extend",
  "shall reject",
  "must justify",
];
const OBJECTS = [
  "the bid security",
  "the performance guarantee",
  "the technical specifications",
  "the evaluation criteria",
  "the contract award notice",
  "the framework agreement",
  "the price schedule",
  "the conflict of interest declaration",
  "the beneficial ownership information",
  "the standstill period",
  "the complaint",
  "the procurement plan",
  "the prequalification documents",
  "the liquidated damages clause",
  "the variation order",
  "the advance payment",
];
const QUALIFIERS = [
  "before the submission deadline",
  "within ten working days",
  "in accordance with the procurement regulations",
  "for contracts above the prior review threshold",
  "using the electronic procurement system",
  "under the open tendering method",
  "for works, goods and non-consulting services",
  "unless the funding agency objects",
  "after the bid opening session",
  "in the official journal",
  "for each lot separately",
  "with the approval of the head of the entity",
];

export const VOCABULARY = [
  "tender",
  "bid",
  "security",
  "guarantee",
  "evaluation",
  "criteria",
  "award",
  "framework",
  "agreement",
  "schedule",
  "conflict",
  "interest",
  "ownership",
  "standstill",
  "complaint",
  "plan",
  "prequalification",
  "damages",
  "variation",
  "payment",
  "threshold",
  "review",
  "electronic",
  "works",
  "goods",
  "consulting",
  "services",
  "lot",
  "deadline",
  "opening",
  "journal",
  "supplier",
  "auditor",
  "committee",
  "specification",
  "contract",
  "notice",
  "regulation",
  "funding",
  "approval",
  "integrity",
  "fraud",
];

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same corpus on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

export function sentence(next: () => number): string {
  return `${pick(next, SUBJECTS)} ${pick(next, VERBS)} ${pick(next, OBJECTS)} ${pick(next, QUALIFIERS)}.`;
}

/** About `chars` characters of sentences, in paragraphs of ~4-6 sentences. */
export function procurementText(next: () => number, chars: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const count = 4 + Math.floor(next() * 3);
    const paragraph = Array.from({ length: count }, () => sentence(next)).join(" ");
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join("\n\n").slice(0, chars);
}

/** Queries as users type them: words, pairs, quoted phrases, "or", exclusions. */
export function benchQueries(next: () => number, count: number): string[] {
  const word = () => pick(next, VOCABULARY);
  const shapes = [
    () => word(),
    () => `${word()} ${word()}`,
    () => `"${pick(next, OBJECTS).replace(/^the /, "")}"`,
    () => `${word()} or ${word()}`,
    () => `${word()} ${word()} -${word()}`,
    () => `${pick(next, QUALIFIERS)}`,
  ];
  return Array.from({ length: count }, () => pick(next, shapes)());
}
