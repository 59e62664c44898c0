/**
 * Section II, the Tender / Bid Data Sheet: one row per ITT/ITB clause it completes, filled from the brief and the
 * framework's verified rules. Every fact is stated once here, in the words the invitation repeats: the tender
 * period, the clarification deadline (seven days before the deadline), validity, the security worked out within
 * the ceiling and valid thirty days beyond the tenders it secures, the standstill and the review window. A value
 * the brief does not give and the draft cannot derive is a marked blank ("[insert …]") listed for the officer.
 */
import { plainMoney } from "@/lib/frameworks/library";
import { ruleById, type FrameworkRule } from "@/lib/frameworks/rules";
import { citeRule } from "@/lib/reading/evidence";
import type { TenderBrief } from "./brief";
import { clauseNumber } from "./instructions";
import type { Vocabulary } from "./vocabulary";

/** A data-sheet row: the clause it completes and what it says; `rule` cites a verified rule behind the entry. */
export type DataRow = { clause: string; particulars: string; rule?: FrameworkRule; note?: string };

/** The dates and amounts the whole document states the same way (invitation, data sheet, forms). */
export type TenderFacts = {
  entity: string;
  /** The physical place of submission, opening and delivery (a P.O. Box is an address for letters, not a place). */
  place: string;
  reference: string;
  issued: string;
  deadline: string;
  clarification: string;
  opening: string;
  validityDays: number;
  securityValidityDays: number;
  /** The security amount as printed, or null where a securing declaration is asked instead. */
  security: string | null;
  standstillDays: number;
  placeholders: { item: string; placeholder: string }[];
  notes: string[];
};

const DAY_MS = 86_400_000;
/** 126 days: the PPRA documents set validity in multiples of seven days (ke-tender-validity, verified). */
const VALIDITY_DAYS = 126;
/** Kenya: the tender security stays valid 30 days beyond the tender validity (verified rule). */
const SECURITY_MARGIN_DAYS = 30;
/** The default tender period when the brief gives none: long enough for every framework's reported minimum. */
const DEFAULT_TENDER_DAYS = { kenya: 30, "world-bank": 42, generic: 30 } as const;
/** Questions close a third of the tender period before the deadline (at least 7 days), so an answer's addendum needs no extension. */
const MIN_CLARIFICATION_DAYS = 7;

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Tuesday, 29 December 2026" for an ISO date. */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(`${iso}T00:00:00Z`));
}

/** "29 November 2026": how a document is dated (no weekday). */
export function dayMonthYear(iso: string): string {
  return longDate(iso).replace(/^\w+, /, "");
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoDay(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS);
/**
 * Kenya's fixed public holidays (MM-DD) and the Christmas week, when offices are closed: no deadline or
 * question date falls on them. Movable feasts (Easter, Idd) are not known in advance; the officer checks them.
 */
const CLOSED_DAYS = new Set([
  "01-01",
  "05-01",
  "06-01",
  "10-10",
  "10-20",
  "12-12",
  "12-24",
  "12-25",
  "12-26",
  "12-27",
  "12-28",
  "12-29",
  "12-30",
  "12-31",
]);

/** The date, or the nearest working day after it (direction 1) or before it (-1). */
function workingDay(iso: string, direction: 1 | -1 = 1): string {
  let day = iso;
  for (let guard = 0; guard < 14; guard += 1) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !CLOSED_DAYS.has(day.slice(5))) return day;
    day = addDays(day, direction);
  }
  return day;
}

function clarificationDays(issued: string, deadline: string): number {
  const period = Math.round((Date.parse(deadline) - Date.parse(issued)) / DAY_MS);
  return Math.max(MIN_CLARIFICATION_DAYS, Math.ceil(period / 3));
}

/** The security: 1% of the estimate rounded down to a round figure, always within a percentage ceiling. */
function securityAmount(brief: TenderBrief, ceiling: FrameworkRule | undefined): string | null {
  if (!brief.estimate) return null;
  const percent = typeof ceiling?.value === "number" ? Math.min(1, ceiling.value) : 1;
  const raw = (brief.estimate.amount * percent) / 100;
  const step = raw >= 100_000 ? 10_000 : raw >= 10_000 ? 1_000 : 100;
  const amount = Math.max(step, Math.floor(raw / step) * step);
  return plainMoney(amount, brief.estimate.currency);
}

export function tenderFacts(brief: TenderBrief, words: Vocabulary, now: Date): TenderFacts {
  const placeholders: TenderFacts["placeholders"] = [];
  const blank = (item: string, prompt: string) => {
    const placeholder = `[insert ${prompt}]`;
    placeholders.push({ item, placeholder });
    return placeholder;
  };
  const notes: string[] = [];
  const issued = brief.issued ?? isoDay(now.getTime());
  const deadline = brief.deadline ?? workingDay(addDays(issued, DEFAULT_TENDER_DAYS[brief.family]));
  if (!brief.deadline)
    notes.push(
      `The submission deadline is set ${Math.round((Date.parse(deadline) - Date.parse(issued)) / DAY_MS)} days after issue (${longDate(issued)}) because the brief gives no tender period: change it to your dates.`,
    );
  const time = brief.family === "kenya" ? "10:00 a.m. East Africa Time" : "10:00 hours local time";
  const ceiling = brief.family === "kenya" ? ruleById("ke-tender-security-ceiling") : undefined;
  const declaration = brief.reserved || !brief.estimate;
  return {
    entity: brief.entity ?? blank("Procuring entity", `name of the ${words.buyer}`),
    place:
      brief.place ??
      blank(
        "Place of submission, opening and delivery",
        "physical address: building, floor and room, and the tender box",
      ),
    reference: brief.reference ?? blank("Tender reference", `${words.bid.toLowerCase()} reference number`),
    issued,
    deadline: `${longDate(deadline)} at ${time}`,
    clarification: `${longDate(workingDay(addDays(deadline, -clarificationDays(issued, deadline)), -1))} at ${time}`,
    opening: `${longDate(deadline)} at ${time}`,
    validityDays: VALIDITY_DAYS,
    securityValidityDays: VALIDITY_DAYS + SECURITY_MARGIN_DAYS,
    security: declaration ? null : securityAmount(brief, ceiling),
    standstillDays: brief.family === "kenya" ? 14 : 10,
    placeholders,
    notes,
  };
}

const cite = (id: string) => {
  const rule = ruleById(id);
  return rule?.verified ? rule : undefined;
};

/** The rows of the data sheet, keyed by the clauses of instructions.ts. */
export function dataSheetRows(brief: TenderBrief, facts: TenderFacts, words: Vocabulary): DataRow[] {
  const { itt, buyer, bid, bids, security, securingDeclaration } = words;
  const kenya = brief.family === "kenya";
  const place = facts.place;
  const currency = brief.estimate?.currency ?? (kenya ? "KES" : "USD");
  const rows: DataRow[] = [
    {
      clause: `${itt} 1.1`,
      particulars: `The ${buyer} is: ${facts.entity}. The reference number of this ${bid} is ${facts.reference}. The subject of the procurement is: ${brief.subject}.`,
    },
    { clause: `${itt} 1.1`, particulars: "The number of lots is: one (1)." },
    {
      clause: `${itt} 2.1`,
      particulars: kenya
        ? `The contract is financed from the ${buyer}'s approved budget for the financial year in which it is signed.`
        : brief.family === "world-bank"
          ? "The Borrower has received financing from the World Bank toward the cost of the project named in the Specific Procurement Notice, and intends to apply part of the proceeds to payments under this contract."
          : `The contract is financed from the ${buyer}'s approved budget.`,
    },
    {
      clause: `${itt} 4.2`,
      particulars: brief.reserved
        ? `This ${bid.toLowerCase()} is reserved for ${bidderGroup(brief)} registered under the Access to Government Procurement Opportunities (AGPO) programme.`
        : citizensOnly(brief)
          ? `Exclusive preference: this ${bid.toLowerCase()} is funded wholly by the ${buyer}'s budget and is below the threshold prescribed for exclusive preference, so only citizen contractors (persons or firms wholly owned and controlled by Kenyan citizens) are eligible.`
          : `This ${bid.toLowerCase()} is open to all eligible ${words.bidders}.`,
      rule: brief.reserved
        ? cite("ke-agpo-reservation")
        : citizensOnly(brief)
          ? cite("ke-exclusive-preference-threshold")
          : undefined,
    },
    {
      clause: `${itt} 7.1`,
      particulars: `For clarification purposes only, the ${buyer}'s address is ${place}. Requests for clarification must be received by the ${buyer} not later than ${facts.clarification}.`,
    },
    {
      clause: `${itt} 7.2`,
      particulars:
        brief.category === "works"
          ? `A site visit is not mandatory. ${words.bidders} may visit the site at their own cost and are advised to do so before submitting their ${bids.toLowerCase()}.`
          : `No pre-${bid.toLowerCase()} meeting or site visit will be held.`,
    },
    { clause: `${itt} 10.1`, particulars: "The language of the tender is English." },
    {
      clause: `${itt} 11.1`,
      particulars: `The ${bidLower(words)} shall also include: the documents required in Section III, Evaluation and Qualification Criteria, in the order listed there.`,
    },
    { clause: `${itt} 13.1`, particulars: `Alternative ${bids.toLowerCase()} are not permitted.` },
    {
      clause: `${itt} 14.2`,
      particulars:
        brief.delivery && brief.delivery.days > 540
          ? "Prices quoted shall be adjustable for the part of the contract executed after eighteen (18) months, as the Special Conditions of Contract provide."
          : "The prices quoted by the tenderer shall be fixed for the duration of the contract.".replace(
              "tenderer",
              words.bidder.toLowerCase(),
            ),
    },
    {
      clause: `${itt} 15.1`,
      particulars: `The currency of the ${bid.toLowerCase()} and of payment is ${currency}.`,
    },
    {
      clause: `${itt} 18.1`,
      particulars: `The ${bid.toLowerCase()} validity period shall be ${numberWords(facts.validityDays)} (${facts.validityDays}) days after the deadline for submission.`,
      rule: kenya ? cite("ke-tender-validity") : undefined,
    },
    facts.security
      ? {
          clause: `${itt} 19.1`,
          particulars: `A ${security} shall be required in the amount of ${facts.security}, in the form of an unconditional bank guarantee or a guarantee from an insurance company approved by the ${kenya ? "Public Procurement Regulatory Authority" : buyer}, valid for ${numberWords(facts.securityValidityDays)} (${facts.securityValidityDays}) days from the deadline for submission.`,
          rule: kenya ? cite("ke-tender-security-ceiling") : undefined,
          note:
            kenya && brief.estimate
              ? `Set at about 1% of the estimate ${plainMoney(brief.estimate.amount, brief.estimate.currency)}, within the 2% ceiling, and valid ${SECURITY_MARGIN_DAYS} days beyond the tender validity.`
              : undefined,
        }
      : {
          clause: `${itt} 19.1`,
          particulars: `A ${securingDeclaration} shall be required, using the form in Section IV. No ${security.toLowerCase()} is required${brief.reserved ? " for this reserved tender" : ""}.`,
        },
    {
      clause: `${itt} 20.1`,
      particulars: `The ${bidder(words)} shall submit one original of the ${bid.toLowerCase()}, paginated and signed, in one sealed envelope delivered by hand or courier to the address in ${itt} 22.1.`,
    },
    {
      clause: `${itt} 22.1`,
      particulars: `For ${bid.toLowerCase()} submission purposes only, the ${buyer}'s address is ${place}. The deadline for submission is ${facts.deadline}.`,
    },
    {
      clause: `${itt} 25.1`,
      particulars: `The ${bid.toLowerCase()} opening shall take place at ${place} on ${facts.opening}, immediately after the deadline for submission.`,
    },
    { clause: `${itt} 32.1`, particulars: `The currency used for evaluation and comparison is ${currency}.` },
    {
      clause: `${itt} 33.1`,
      particulars: kenya
        ? brief.reserved
          ? `This ${bid.toLowerCase()} is reserved as stated under ${itt} 4.2; no margin of preference applies.`
          : "A margin of preference does not apply to this national tender."
        : "A margin of domestic preference shall not apply.",
    },
    {
      clause: `${itt} ${clauseNumber(brief.family, 43)}.1`,
      particulars: `The standstill period is ${numberWords(facts.standstillDays)} (${facts.standstillDays}) ${kenya ? "days" : "Business Days"} from the date the notification of intention to award is sent.`,
      rule: kenya ? cite("ke-standstill-period") : cite("wb-ipf-standstill-exists"),
    },
    {
      clause: `${itt} ${clauseNumber(brief.family, 46)}.1`,
      particulars: `The successful ${bidder(words)} shall sign the contract within fourteen (14) days of receiving it.`,
      rule: kenya ? cite("ke-contract-signing-window") : undefined,
    },
    {
      clause: `${itt} ${clauseNumber(brief.family, 47)}.1`,
      particulars: `The performance security shall be furnished within twenty-one (21) days of the Letter of Award, and before the contract is signed.`,
      rule: kenya ? cite("ke-performance-security-timing") : undefined,
    },
    {
      clause: `${itt} ${clauseNumber(brief.family, 48)}.1`,
      particulars: kenya
        ? "The contract shall be published on the Public Procurement Information Portal (tenders.go.ke) and the Procuring Entity's website within fourteen (14) days of its signature."
        : "The contract award shall be published on UNDB online and the Borrower's website.",
      rule: kenya ? cite("ke-publication-of-contract") : undefined,
    },
    {
      clause: `${itt} ${clauseNumber(brief.family, 49)}.1`,
      particulars: kenya
        ? "A request for review shall be made to the Public Procurement Administrative Review Board within fourteen (14) days of the notification or of the date of the alleged breach."
        : `Procurement-related complaints shall be submitted in writing to the ${buyer} at the address in ${itt} 7.1, within the periods set in the Procurement Regulations for IPF Borrowers, Annex III.`,
      rule: kenya ? cite("ke-request-for-review-window") : undefined,
    },
  ];
  return rows;
}

const bidder = (words: Vocabulary) => words.bidder.toLowerCase();

/**
 * Kenya, s. 157(8)(a): a contract funded wholly by a Kenyan government budget (the data sheet's ITT 2.1) below
 * the prescribed threshold, which the Act sets above KES 500 million, is open to citizen contractors only.
 */
export const EXCLUSIVE_PREFERENCE_BELOW_KES = 500_000_000;
export function citizensOnly(brief: TenderBrief): boolean {
  return (
    brief.family === "kenya" &&
    brief.estimate?.currency === "KES" &&
    brief.estimate.amount < EXCLUSIVE_PREFERENCE_BELOW_KES
  );
}
const bidLower = (words: Vocabulary) => words.bid.toLowerCase();

function bidderGroup(brief: TenderBrief): string {
  const text = brief.objectives;
  const groups = [
    /youth/i.test(text) && "youth",
    /women/i.test(text) && "women",
    /disabilit/i.test(text) && "persons with disabilities",
  ].filter(Boolean) as string[];
  return groups.length ? groups.join(", ") : "youth, women and persons with disabilities";
}

const WORDS: Record<number, string> = {
  10: "ten",
  14: "fourteen",
  21: "twenty-one",
  30: "thirty",
  90: "ninety",
  120: "one hundred and twenty",
  126: "one hundred and twenty-six",
  156: "one hundred and fifty-six",
  150: "one hundred and fifty",
};

/** "one hundred and twenty" for the periods the draft uses; the figure alone for any other. */
export function numberWords(count: number): string {
  return WORDS[count] ?? String(count);
}

/** The cited source of a row, for the table's source column. */
export const rowSource = (row: DataRow) => (row.rule ? (citeRule(row.rule) ?? "") : "");
