/**
 * intelligence / contract-completeness: the essential clauses of a contract are present in the draft contract.
 * Each clause is data: an id, a name, the wording that marks it (its title in a heading or numbered clause, "GCC 25
 * Liquidated Damages", "12. TERMINATION", or its body wording) and how much its absence weighs.
 *
 * A clause is read, not just found: "The draft contains no provision for liquidated damages", "Variations – to be
 * agreed later" or "Settlement of Disputes: N/A" name the clause only to say it is missing or does not apply (see
 * lib/reading/negation.ts). Missing fails quoting that sentence; "not applicable" is a note where a
 * contract may do without the clause (securities, warranty, liquidated damages) and a failure where it may not.
 */
import { documentCheck, finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { readPolarity, type PolarityReading } from "@/lib/reading/negation";
import { documentNames, toRegExp, type Pattern } from "@/lib/reading/evidence";
import type { ReviewCheck, RulePack } from "@/lib/results/review-types";
import type { AttachedDocument, Finding, FindingSeverity } from "@/lib/results/types";
import { citeSentence, sentenceEvidence, sentencesOf, type Sentence } from "@/lib/reading/sentences";

export type ContractClause = {
  id: string;
  name: string;
  /** Wording that marks the clause: its title or the words of its body (whitespace and line wraps tolerated). */
  patterns: Pattern;
  /**
   * Clause titles too plain to count in a sentence ("Scope", "Payment", "Delivery"): they mark the clause only
   * where a sentence opens with them after its number ("1. Scope: The Supplier shall …", "GCC 15.1 Payment: …").
   */
  titles?: readonly string[];
  severity?: FindingSeverity;
  /**
   * Why a contract may declare the clause not applicable ("Advance payment security: N/A"); without it a
   * declaration that the clause does not apply is a gap (no contract does without a way to settle disputes).
   */
  mayNotApply?: string;
};

/** Party roles of Kenyan (PPRA) and World Bank forms: "(hereinafter called 'the Procuring Entity')". */
const ROLES =
  "procuring\\s+entity|purchaser|employer|client|supplier|contractor|consultant|service\\s+provider|buyer|seller|vendor";

export const CONTRACT_CLAUSES: readonly ContractClause[] = [
  {
    id: "clause-parties",
    name: "Parties",
    titles: ["Parties", "The Parties", "Contracting Parties"],
    // "THIS AGREEMENT made the …… day of …… 20… between …" (Kenya), "This Agreement made on … between …" (World
    // Bank): the blanks may be dots, so the gap before "between" may hold full stops.
    patterns: new RegExp(
      [
        "\\bby\\s+and\\s+between\\b",
        "\\b(?:made|entered\\s+into|concluded)\\b[^;]{0,160}?\\bbetween\\b",
        "\\bhereinafter\\s+(?:called|referred\\s+to\\s+as|known\\s+as|[\"“'(])",
        "\\bof\\s+the\\s+(?:one|first|other|second)\\s+part\\b",
        "\\bthe\\s+parties\\b",
        "\\bcontracting\\s+parties\\b",
        `\\bbetween\\b[^;]{0,160}?\\(\\s*(?:the\\s+)?["“']?(?:${ROLES})\\b`,
      ].join("|"),
      "i",
    ),
  },
  {
    id: "clause-scope",
    name: "Scope",
    titles: [
      "Scope",
      "Scope of Contract",
      "Object of the Contract",
      "Description of Goods",
      "Description of Services",
    ],
    patterns: new RegExp(
      [
        "\\bscope\\s+of\\s+(?:the\\s+)?(?:works?|services|supply|contract|assignment)\\b",
        "\\bstatement\\s+of\\s+(?:work|requirements)\\b",
        "\\bdescription\\s+of\\s+(?:the\\s+)?(?:goods|services|works|supplies|assignment)\\b",
        "\\bschedule\\s+of\\s+requirements\\b",
        "\\bterms\\s+of\\s+reference\\b",
        // "The Supplier shall supply …", "the Contractor shall execute and complete the Works".
        `\\b(?:${ROLES})\\s+(?:shall|will|agrees\\s+to|hereby\\s+covenants\\s+to)\\s+(?:supply|deliver|provide|perform|execute|construct|carry\\s+out|install|complete|render)\\b`,
        // World Bank: "The Employer desires that the Works known as … should be executed by the Contractor".
        "\\b(?:desires?|desirous)\\b[^;]{0,100}?\\b(?:works?|goods|services)\\b",
        "\\bfor\\s+the\\s+(?:supply|delivery|provision|construction|rehabilitation|installation|maintenance)\\s+(?:and\\s+\\w+\\s+)?of\\b",
      ].join("|"),
      "i",
    ),
  },
  {
    id: "clause-price-payment",
    name: "Price and payment",
    titles: ["Payment", "Payments", "Price", "Contract Price", "Prices"],
    patterns: new RegExp(
      [
        "\\bcontract\\s+(?:price|sum|amount)\\b",
        "\\baccepted\\s+contract\\s+amount\\b",
        "\\bprice\\s+and\\s+payment\\b",
        "\\bterms\\s+of\\s+payment\\b",
        "\\bpayment\\s+terms\\b",
        "\\b(?:mode|method|manner)\\s+of\\s+payment\\b",
        "\\bpayments?\\s+(?:shall|will)\\s+be\\s+made\\b",
        "\\bschedule\\s+of\\s+payments?\\b",
        // Kenya: "The Procuring Entity hereby covenants to pay the Supplier …"; "in consideration of the payments".
        "\\bcovenants?\\s+to\\s+pay\\b",
        "\\bconsideration\\s+of\\s+the\\s+payments?\\b",
      ].join("|"),
      "i",
    ),
  },
  {
    id: "clause-schedule",
    name: "Schedule / time for completion",
    titles: ["Delivery", "Delivery and Documents", "Completion", "Duration", "Programme"],
    patterns: new RegExp(
      [
        "\\btime\\s+for\\s+completion\\b",
        "\\b(?:intended\\s+)?completion\\s+date\\b",
        "\\bdelivery\\s+(?:schedule|period|date)\\b",
        "\\bperiod\\s+of\\s+(?:delivery|performance)\\b",
        "\\bimplementation\\s+schedule\\b",
        "\\bcontract\\s+(?:period|duration)\\b",
        "\\bduration\\s+of\\s+(?:the\\s+)?(?:contract|assignment|services)\\b",
        "\\bcommencement\\s+date\\b",
        "\\b(?:deliver(?:ed)?|complete[d]?|execute[d]?|perform(?:ed)?)\\b[^;.]{0,60}?\\bwithin\\s+(?:[a-z-]+\\s+)?\\(?\\d+\\)?\\s*(?:\\([a-z\\s-]+\\)\\s*)?(?:calendar\\s+|working\\s+)?(?:days|weeks|months)\\b",
      ].join("|"),
      "i",
    ),
  },
  {
    id: "clause-securities",
    name: "Securities (performance security)",
    patterns: [
      "performance security",
      "performance bond",
      "performance guarantee",
      "advance payment security",
      "advance payment guarantee",
      "retention money",
    ],
    mayNotApply:
      "A contract below the threshold for a performance security, or without an advance payment, may do without one",
  },
  {
    id: "clause-warranty",
    name: "Warranties / defects liability",
    patterns: [
      "warranty",
      "warranties",
      "defects liability",
      "defect liability",
      "defects notification period",
      "guarantee period",
    ],
    severity: "medium",
    mayNotApply: "A contract for services may do without a goods warranty or defects liability period",
  },
  {
    id: "clause-liquidated-damages",
    name: "Liquidated damages",
    patterns: [
      "liquidated damages",
      "liquidated and ascertained damages",
      "delay damages",
      "penalty for delay",
      "penalty for late delivery",
      "penalties for delay",
      "late delivery penalty",
      "delay penalty",
    ],
    severity: "medium",
    mayNotApply:
      "Liquidated damages may be left out where a delay causes no loss that can be estimated in advance",
  },
  {
    id: "clause-variations",
    name: "Variations",
    titles: ["Amendment", "Amendments", "Change in Scope", "Changes"],
    patterns: [
      "variations",
      "variation",
      "variation orders",
      "change orders",
      "change order",
      "contract amendment",
      "contract amendments",
      "amendment of the contract",
      "amendments to the contract",
      "modifications to the contract",
      "modification of the terms of the contract",
    ],
    severity: "medium",
  },
  {
    id: "clause-termination",
    name: "Termination",
    patterns: /\bterminat(?:e|es|ed|ion)\b/i,
  },
  {
    id: "clause-disputes",
    name: "Disputes",
    patterns: [
      "settlement of disputes",
      "dispute resolution",
      "resolution of disputes",
      "disputes",
      "dispute",
      "arbitration",
      "arbitrator",
      "adjudication",
      "adjudicator",
      "dispute board",
      "amicable settlement",
      "mediation",
    ],
  },
  {
    id: "clause-governing-law",
    name: "Governing law",
    // "The Contract shall be interpreted in accordance with the laws of Kenya" (PPRA GCC "Applicable Law").
    patterns:
      /\b(?:governing\s+law|applicable\s+law|law\s+of\s+the\s+contract|governed\s+by\s+and\s+construed|(?:governed|construed|interpreted)\b[^;.]{0,40}?\blaws?\s+of)\b/i,
    severity: "medium",
  },
  {
    id: "clause-force-majeure",
    name: "Force majeure",
    patterns: ["force majeure", "exceptional events", "exceptional event"],
    severity: "medium",
  },
  {
    id: "clause-signatures",
    name: "Signatures",
    patterns:
      /\b(?:in\s+witness\s+whereof|signed\s+(?:by|for\s+and\s+on\s+behalf)|for\s+and\s+on\s+behalf\s+of|signature\s+of|authori[sz]ed\s+signatory|duly\s+authori[sz]ed|sealed\s+with\s+the\s+common\s+seal|in\s+the\s+presence\s+of)/i,
  },
];

/** A sentence naming the clause and what it says of it. */
type Mention = {
  sentence: Sentence;
  at: [number, number];
  reading: PolarityReading;
  /** The sentence opens with the clause's name (after its number): the clause itself, not a mention in passing. */
  titled: boolean;
  /** A bare title read with the short sentence after it ("SETTLEMENT OF DISPUTES" then "Not applicable."). */
  next?: Sentence;
};

/** What may stand before a clause title: "GCC 25", "12.", "Clause 12.1", "SCC 25.1 –", "(a)". */
const NUMBERING =
  /^\s*(?:(?:GCC|SCC|PCC|GC|SC|Clause|Sub-?Clause|Article|Section)\.?\s*)?(?:No\.?\s*)?(?:\d{1,3}(?:\.\d{1,3})*|[IVX]{1,5}|\(?[a-z]\))?\s*[.:)–—-]?\s*$/i;
const escapeTitle = (title: string) => title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");

/** A sentence opening with one of the titles after its number: group 1 is the title. */
function titleRegExp(titles: readonly string[] | undefined): RegExp | null {
  if (!titles?.length) return null;
  const numbering = NUMBERING.source.replace(/^\^/, "").replace(/\$$/, "");
  const names = [...titles].sort((a, b) => b.length - a.length).map(escapeTitle);
  return new RegExp(`^${numbering}(${names.join("|")})(?=\\s*[:.–—-]|\\s*$)`, "i");
}

/** A title followed by nothing but punctuation: its content is in the sentence after it. */
const BARE_REST = /^[\s.:–—-]*$/;
/** A following sentence this short can only qualify the title ("Not applicable.", "To be agreed later."). */
const SHORT_FOLLOW_UP = 80;

/** The reading of a bare title with its short follow-up, as if written on one line ("Disputes: Not applicable"). */
function readWithFollowUp(title: string, next: Sentence | undefined): PolarityReading | null {
  if (!next || next.text.length > SHORT_FOLLOW_UP) return null;
  const reading = readPolarity(`${title}: ${next.text}`, 0, title.length);
  return reading.polarity === "present" ? null : reading;
}

/** Every mention of the clause in the sentences, each read for presence, absence or non-application. */
function mentionsOf(sentences: readonly Sentence[], clause: ContractClause): Mention[] {
  const mentions: Mention[] = [];
  const titles = titleRegExp(clause.titles);
  sentences.forEach((sentence, index) => {
    const title = titles?.exec(sentence.text);
    const matches = [...(title ? [title] : []), ...sentence.text.matchAll(toRegExp(clause.patterns))];
    const readings = matches.map((match) => {
      const start = match === title ? match[0].length - (match[1]?.length ?? 0) : match.index;
      const at: [number, number] = [
        start,
        start + (match === title ? (match[1]?.length ?? 0) : match[0].length),
      ];
      const titled = NUMBERING.test(sentence.text.slice(0, at[0]));
      const following = sentences[index + 1];
      const next = following?.document === sentence.document ? following : undefined;
      const bare = titled && BARE_REST.test(sentence.text.slice(at[1]));
      const followUp = bare ? readWithFollowUp(match[0], next) : null;
      const mention: Mention = {
        sentence,
        at,
        titled,
        reading: followUp ?? readPolarity(sentence.text, ...at),
      };
      if (followUp && next) mention.next = next;
      return mention;
    });
    // A sentence provides the clause when any of its mentions does ("advance payment security: not applicable;
    // performance security: 10%"); otherwise it speaks for its first mention.
    const chosen = readings.find((mention) => mention.reading.polarity === "present") ?? readings[0];
    if (chosen) mentions.push(chosen);
  });
  return mentions;
}

/** '"…" — {document}, {page}' for a mention; a bare title and its follow-up are quoted as two lines. */
function quote(mention: Mention): string {
  if (!mention.next) return sentenceEvidence(mention.sentence, ...mention.at);
  return `"${mention.sentence.text}" followed by ${sentenceEvidence(mention.next)}`;
}

const cueOf = (mention: Mention) => (mention.reading.cue ? ` ("${mention.reading.cue}")` : "");

/** The clause's finding from what the draft says of it: provided, contradicted, missing, not applicable or silent. */
function clauseFinding(
  check: Pick<ReviewCheck, "id" | "title">,
  clause: ContractClause,
  subject: readonly AttachedDocument[],
  sentences: readonly Sentence[],
): Finding {
  const severity = clause.severity ?? "high";
  const recommendation = `Add the ${clause.name} clause to the document.`;
  const mentions = mentionsOf(sentences, clause);
  const present = mentions.filter((mention) => mention.reading.polarity === "present");
  const absent = mentions.filter((mention) => mention.reading.polarity === "absent");
  const excluded = mentions.filter((mention) => mention.reading.polarity === "not-applicable");
  const provided = present.find((mention) => mention.titled) ?? present[0];
  if (provided && absent[0]) {
    // "Termination – to be agreed later" beside a termination clause: the draft contradicts itself.
    return finding(check, "warning", "medium", {
      evidence: `Provided: ${quote(provided)}. But also said to be missing${cueOf(absent[0])}: ${quote(absent[0])}.`,
      citation: citeSentence(absent[0].sentence),
      recommendation: `Reconcile the draft: keep one ${clause.name} clause and delete the statement that it is missing.`,
    });
  }
  if (provided)
    return finding(check, "pass", "info", {
      evidence: quote(provided),
      citation: citeSentence(provided.sentence),
    });
  if (absent[0])
    return finding(check, "fail", severity, {
      evidence: `The draft says it is missing${cueOf(absent[0])}: ${quote(absent[0])}.`,
      citation: citeSentence(absent[0].sentence),
      recommendation,
    });
  if (excluded[0] && clause.mayNotApply)
    return finding(check, "info", "info", {
      evidence: `Declared not applicable${cueOf(excluded[0])}: ${quote(excluded[0])}.`,
      citation: citeSentence(excluded[0].sentence),
      recommendation: `${clause.mayNotApply}: confirm that this applies to this contract.`,
    });
  if (excluded[0])
    return finding(check, "fail", severity, {
      evidence: `Declared not applicable${cueOf(excluded[0])}, but every contract needs it: ${quote(excluded[0])}.`,
      citation: citeSentence(excluded[0].sentence),
      recommendation,
    });
  return finding(check, "fail", severity, {
    evidence: `Not found in ${documentNames(subject)}.`,
    recommendation,
  });
}

function clauseCheck(clause: ContractClause): ReviewCheck {
  const check: ReviewCheck = {
    id: clause.id,
    title: `Clause: ${clause.name}`,
    run({ subject }) {
      const sentences = sentencesOf(subject);
      return sentences.length ? clauseFinding(check, clause, subject, sentences) : null;
    },
  };
  return check;
}

/**
 * A draft attached but with no readable text (a scan without a text layer): no clause could be read, which is
 * not the same as every clause missing. A key check: the review has no score until a readable copy is attached.
 */
const readableTextCheck: ReviewCheck = {
  id: "contract-text",
  title: "Draft contract readable",
  run({ subject }) {
    if (!subject.length || sentencesOf(subject).length) return null;
    return insufficientData(readableTextCheck, {
      key: true,
      evidence: `No readable text in ${documentNames(subject)}: no clause could be checked.`,
      recommendation:
        "Attach the draft contract as DOCX or as a searchable PDF (run OCR on a scan) and run the review again.",
    });
  },
};

export const contractCompletenessPack: RulePack = {
  serviceId: "intelligence",
  subserviceId: "contract-completeness",
  title: "Contract Completeness Check",
  subjectGroups: ["draft-contract"],
  checks: [
    documentCheck("contract-document", "draft contract"),
    readableTextCheck,
    ...CONTRACT_CLAUSES.map(clauseCheck),
  ],
};
