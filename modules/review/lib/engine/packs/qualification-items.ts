/**
 * The requirements the qualification check weighs (solicitation-qualification.ts), each read from the tender's
 * own units: registrations and licences, a key person's stack of credentials, references and letters, proofs
 * that fit equipment rather than a commodity, experience only from public entities; and the tender's subject,
 * which decides what is in proportion.
 */
import type { FindingSeverity } from "@/lib/results/types";
import type { DocumentPart } from "../facts/types";
import { quoteOf, type Unit } from "../facts/units";
import { VENDOR_CERTIFICATIONS } from "./brand-hits";
import { whereStated } from "./solicitation-facts";
import { passFailAt } from "./solicitation-formalities";

/** One restrictive requirement: where it is, what it asks, and the units it continues on or quotes beside it. */
export type Item = {
  unit: Unit;
  at: number;
  label: string;
  severity: FindingSeverity;
  /** Units the requirement continues on (a role's bullet lines). */
  extra?: Unit[];
  /** Other units quoted beside it ("… plus 5 recommendation letters" two sentences on). */
  also?: { unit: Unit; at: number }[];
  /** The words to quote when they run over several units (a role and its bullets). */
  quote?: string;
  /** What the reviewer adds ("category 1 is the highest"). */
  note?: string;
};
export type Family = { id: string; items: Item[]; title: string; effect: string; change: string };

const ENTITY_PARTS: readonly DocumentPart[] = ["data-sheet", "criteria", "requirements"];
export const cite = (document: string, unit: Unit, at = 0) =>
  `"${quoteOf(unit.text, at)}" — ${document}, ${whereStated(unit)}`;
export const pageList = (pages: readonly number[]) => pages.map((page) => `page ${page}`).join(", ");
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    "one two three four five six seven eight nine ten".split(" ").map((word, i) => [word, i + 1]),
  ),
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const numberOf = (word: string | undefined, figure?: string) =>
  Number(figure ?? NaN) || Number(word) || NUMBER_WORDS[(word ?? "").toLowerCase()] || 0;

const TITLE =
  /\b(?:supply|provision|procurement|purchase|acquisition|construction|rehabilitation|installation|delivery|framework|consultancy|hire)\b[^.]{0,40}\b(?:of|for)\b/i;
const TITLE_LENGTH = 200;
/** "… invites bids from eligible Tenderers for supply and delivery of tarpaulins." */
const INVITES = /\binvites?\b[^.]{0,80}?\bfor\s+(?:the\s+)?(.{5,200}?)\s*(?:\.(?!\d)|$)/i;
/** A subject's name is cut before where and for whom: "… CCTV surveillance systems at GCP depot, Embu …". */
const shortName = (name: string) =>
  name
    .replace(/^(?:the\s+)?tender\s+for\s+/i, "")
    .replace(/\s+(?:at|in|within|for\s+the)\s+.*$/i, "")
    .slice(0, 120);

/**
 * What the tender buys, from the invitation's title lines and its first sentence: `text` to judge the subject
 * by, `name` to show ("supply and delivery of tarpaulins").
 */
export function tenderSubject(units: readonly Unit[]): { text: string; name: string } {
  const opening = units.filter((unit) => unit.part === "invitation" && unit.page <= 4);
  // Title lines are short; a longer unit (the submission address) would bring "Enterprise Roads" into the subject.
  const lines = opening
    .filter((unit) => unit.text.length <= TITLE_LENGTH && TITLE.test(unit.text))
    .slice(0, 3);
  const invited = opening.map((unit) => INVITES.exec(unit.text)?.[1]).find(Boolean);
  const title = lines[0]?.text.replace(/^.*?\b(?:for|FOR)[:\s-]+(?=[A-Za-z])/, "") ?? "";
  const name = shortName((invited ?? title).trim());
  return {
    // A reference ("NCPB/ICT/07/2023") names a department, not what is bought.
    text: [...lines.map((unit) => unit.text), invited ?? ""]
      .join(" ")
      .replace(/\S*\/\S*/g, " ")
      .trim(),
    name: name === name.toUpperCase() ? name.toLowerCase() : name,
  };
}
/** Goods any maker or trader can supply, where authorisations, type tests and ISO certificates are out of place. */
const COMMODITY =
  /\b(?:tarpaulins?|sacks?|gunny|twine|textiles?|fabrics?|uniforms?|clothing|garments?|blankets?|mattress(?:es)?|tents?|stationery|paper|envelopes?|furniture|food(?:stuffs?)?|cereals?|maize|beans|rice|sugar|flour|fertili[sz]ers?|seeds?|cement|sand|ballast|aggregates?|timber|fuel|diesel|petrol|cleaning|detergents?|soaps?|sanitary|toiletries|tissue|gloves|pallets?|polythene|ropes?|bags?)\b/i;
/** Equipment and systems, where a maker's authorisation and tested performance are normal. */
const EQUIPMENT =
  /\b(?:laptops?|computers?|desktops?|servers?|ICT|network|LAN|WAN|data\s*cent(?:re|er)|CCTV|surveillance|software|systems?|equipment|machinery|vehicles?|generators?|transformers?|UPS|switch\w*|medical|laboratory|radio|telecom\w*|installation|commissioning|printers?|photocopiers?|scanners?|pumps?|engines?|plant|cables?|meters?|solar|electrical)\b/i;
export const isCommodity = (subject: string, category = "") =>
  (!category || /\bgoods\b/i.test(category)) && COMMODITY.test(subject) && !EQUIPMENT.test(subject);
const isWorks = (subject: string, category: string) =>
  /\bworks?\b/i.test(category) ||
  /\b(?:construction|rehabilitation|building|civil\s+works|roads?)\b/i.test(subject);

/** Registers and licences (QU-01). */
const REGISTERS: readonly {
  pattern: RegExp;
  label: (m: RegExpExecArray) => string;
  register: "nca" | "icta" | "ca";
}[] = [
  {
    pattern:
      /\b(?:National\s+Construction\s+Authority|NCA)\b[^.]{0,80}?\b(?:NCA\s?-?\s?|category\s*|cat\.?\s*)([1-8])\b|\bNCA\s?-?\s?([1-8])\b/i,
    label: (m) => `NCA category ${m[1] ?? m[2]}`,
    register: "nca",
  },
  {
    pattern: /\bICTA\s?-?\s?([1-8])\b|\bICT\s+Authority\b[^.]{0,80}?\bcategory\s*([1-8])\b/i,
    label: (m) => `ICT Authority category ${m[1] ?? m[2]}`,
    register: "icta",
  },
  {
    pattern:
      /\blicen[cs]ed\s+by\s+(?:the\s+)?Communications?\s+Authority\b|\bCommunications?\s+Authority\s+of\s+Kenya\b[^.]{0,60}?\b(?:licen[cs]e|certificate)|\b(?:licen[cs]e|certificate)\s+from\s+the\s+Communications?\s+Authority\b/i,
    label: () => "Communications Authority licence",
    register: "ca",
  },
];
export const NOT_A_CONDITION = /\bregistration\s+shall\s+not\s+be\s+a\s+condition\s+for\s+tender/i;

export function registrationItems(
  units: readonly Unit[],
  lists: Map<Unit, Unit>,
  subject: string,
  category: string,
): Item[] {
  return units.flatMap((unit) => {
    if (unit.part !== "criteria") return [];
    return REGISTERS.flatMap(({ pattern, label, register }) => {
      const match = pattern.exec(unit.text);
      if (!match || !passFailAt(lists, unit, match.index)) return [];
      // A licence the law requires for the work itself is checked before signature (ITT 4.12): a minor note.
      const own =
        (register === "nca" && isWorks(subject, category)) ||
        (register === "ca" && /\btelecom/i.test(subject));
      const level = /\b([12])\b/.exec(label(match))?.[1];
      const note = [
        register === "nca" && !isWorks(subject, category)
          ? "the National Construction Authority registers building and construction contractors"
          : "",
        level && register !== "ca"
          ? `${level === "1" ? "the highest category" : "the second-highest category"}`
          : "",
        register === "ca"
          ? "if the law requires this licence for the work, it can be checked before signature"
          : "",
      ]
        .filter(Boolean)
        .join("; ");
      return [
        {
          unit,
          at: match.index,
          label: label(match),
          severity: own ? "low" : "medium",
          ...(note ? { note } : {}),
        } satisfies Item,
      ];
    });
  });
}

/** A key person's role, opening a group of qualification lines. */
const ROLE =
  /\b(?:project\s+manager|team\s+leader|technical\s+lead|(?:lead|site|network|systems?|security|electrical|civil|structural)\s+(?:engineer|expert|specialist|architect|agent|manager)|engineers?|architects?|designers?|key\s+(?:staff|experts?)|supervisors?)\b/i;
const BULLET = /^(?:[•▪●◦*o]|[-–]\s|\(?[ivx]{1,4}[.)]\s|\(?[a-h][.)]\s)/;
/** Certificates and degrees counted in a role's stack; PMP or PRINCE2 is one certificate. */
const CREDENTIALS: readonly { label: string; pattern: RegExp }[] = [
  { label: "PRINCE2/PMP", pattern: /\bPRINCE\s?2\b|\bPMP\b/gi },
  { label: "ISO 27001", pattern: /\bISO\s*\/?\s*(?:IEC\s*)?27001\b/gi },
  { label: "ISO 20000", pattern: /\bISO\s*\/?\s*(?:IEC\s*)?20000\b/gi },
  { label: "ITIL", pattern: /\bITIL\b/g },
  { label: "COBIT/CISA/CISM/CISSP/TOGAF", pattern: /\b(?:COBIT|CISA|CISM|CISSP|TOGAF)\b/g },
  {
    label: "data-centre certificate",
    pattern:
      /\bcertific\w*\s+(?:in|as|on)\s+[^.•]{0,60}?data\s+cent(?:re|er)s?\b|\b(?:CDCP|CDCS|CDCE|CDFOM|ATD|ATS|DCCA)\b/gi,
  },
  {
    label: "Master's degree",
    pattern:
      /\bmaster['’]?s?\s+degree\b|\bmasters?\s+(?:in|of)\b|\bM\.?\s?Sc\b|\bMBA\b|\bPh\.?\s?D\b|\bdoctorate\b/gi,
  },
  ...VENDOR_CERTIFICATIONS.map(({ pattern, maker }) => ({
    label: `${maker} certification`,
    pattern: new RegExp(pattern.source, "g"),
  })),
];
const YEARS = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs)\b/gi;
const ROLE_LINE_LENGTH = 160;
const roleLine = (text: string) =>
  BULLET.test(text) ||
  (text.length <= ROLE_LINE_LENGTH &&
    [...CREDENTIALS.map(({ pattern }) => pattern), YEARS].some((pattern) =>
      new RegExp(pattern.source, "i").test(text),
    ));
/** A stack is out of proportion at four credentials, or three with ten years or more. */
const STACK_CREDENTIALS = 4;
const STACK_WITH_YEARS = 3;
const SENIOR_YEARS = 10;

export function personnelItems(units: readonly Unit[]): Item[] {
  const own = units.filter((unit) => ENTITY_PARTS.includes(unit.part));
  const items: Item[] = [];
  for (let index = 0; index < own.length; index += 1) {
    const head = own[index]!;
    if (!ROLE.test(head.text) || BULLET.test(head.text)) continue;
    const group = [head];
    // The role's own lines: bullets, or short lines naming a credential or years (a scanned list without bullets).
    for (let next = index + 1; next < own.length && group.length < 9; next += 1) {
      const unit = own[next]!;
      if (
        unit.part !== head.part ||
        (ROLE.test(unit.text) && !BULLET.test(unit.text)) ||
        !roleLine(unit.text)
      )
        break;
      group.push(unit);
    }
    const text = group.map((unit) => unit.text).join(" ");
    const found = CREDENTIALS.flatMap(({ label, pattern }) => {
      const count = text.match(pattern)?.length ?? 0;
      return label === "data-centre certificate" ? Array<string>(count).fill(label) : count ? [label] : [];
    });
    const years = Math.max(0, ...[...text.matchAll(YEARS)].map((m) => Number(m[1])).filter((n) => n <= 40));
    if (found.length < STACK_CREDENTIALS && !(found.length >= STACK_WITH_YEARS && years >= SENIOR_YEARS))
      continue;
    const role = ROLE.exec(head.text)!;
    const counts = [...new Set(found)].map((label) => {
      const n = found.filter((other) => other === label).length;
      return n > 1 ? `${n} ${label}s` : label;
    });
    items.push({
      unit: head,
      at: role.index,
      quote: quoteOf(text.slice(role.index)),
      label: `${role[0].replace(/^\w/, (c) => c.toUpperCase())}: ${counts.join(", ")}${years ? ` and ${years} years` : ""}`,
      severity: "medium",
      extra: group.slice(1),
    });
    index += group.length - 1;
  }
  return items;
}

/** "at least 5 clients", "at least five (5) names with full contact … of previous customers", "at least 5 Reference". */
const CLIENTS =
  /\b(?:at\s+least|minimum\s+(?:of\s+)?|not\s+less\s+than)\s+(\w+)\s*(?:\((\d+)\))?\s+([^.;]{0,80}?)\b(?:clients?|customers?|sites?|references?|contracts?|projects?)\b/gi;
/** Between the number and "clients": years, money or shares are counted, not clients. */
const NOT_CLIENTS = /\b(?:years?|months?|days?|percent|million|KES|Kshs?|USD)\b|%/i;
/** "at least 5 recommendation letters", "5 Reference letters", "reference letters from at least five (5)". */
const COUNT = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const LETTERS = new RegExp(
  String.raw`\b${COUNT}\s*(?:\((\d+)\))?\s+(?:recommendation|reference|referee)\s+letters?\b|\b(?:recommendation|reference)\s+letters?\s+from\s+at\s+least\s+${COUNT}\s*(?:\((\d+)\))?`,
  "gi",
);
/** A letter for every reference: "a letter from each of them", "recommendation in clients letter heads". */
const LETTER_EACH =
  /\bletter\s+from\s+each\b|\brecommendation\s+(?:letters?\s+)?(?:in|on)\s+(?:the\s+)?clients?['’]?\s+letter\s*heads?\b|\beach\s+(?:supported|accompanied)\s+by\s+a\s+(?:recommendation|reference)\s+letter/i;
/** Letters demanded from someone other than the client: no tenderer can make its customers' letters come from a maker. */
const CONFUSED_SOURCE =
  /\bfrom\s+the\s+manufacturer\b[^.]{0,60}\bnot\s+from\s+the\s+(?:tenderer|bidder|supplier)\b/i;
const MANY = 5;

export function referenceItems(units: readonly Unit[]): Item[] {
  const own = units.filter((unit) => ENTITY_PARTS.includes(unit.part));
  const items: Item[] = [];
  const clients: { unit: Unit; at: number; count: number }[] = [];
  const letters: { unit: Unit; at: number; count: number; each?: boolean }[] = [];
  for (const unit of own) {
    const client = [...unit.text.matchAll(CLIENTS)]
      .filter((match) => !NOT_CLIENTS.test(match[3] ?? ""))
      .map((match) => ({ unit, at: match.index, count: numberOf(match[1], match[2]) }))
      .sort((a, b) => b.count - a.count)[0];
    if (client?.count) clients.push(client);
    const letter = [...unit.text.matchAll(LETTERS)]
      .map((match) => ({
        unit,
        at: match.index,
        count: numberOf(match[1] ?? match[3], match[2] ?? match[4]),
      }))
      .sort((a, b) => b.count - a.count)[0];
    if (letter?.count) letters.push(letter);
    const each = LETTER_EACH.exec(unit.text);
    if (each && client?.count) letters.push({ unit, at: each.index, count: client.count, each: true });
    const confused = CONFUSED_SOURCE.exec(unit.text);
    if (confused)
      items.push({
        unit,
        at: confused.index,
        label: "reference letters demanded from the manufacturer, not from the tenderer's clients",
        severity: "medium",
      });
  }
  const manyClients = clients.filter((client) => client.count >= MANY);
  const manyLetters = letters.filter((letter) => letter.count >= MANY);
  if (manyClients.length && manyLetters.length) {
    const client = manyClients[0]!;
    const letter = manyLetters.find((entry) => entry.unit !== client.unit) ?? manyLetters[0]!;
    const count = Math.max(...manyClients.map((entry) => entry.count));
    const explicit = manyLetters.filter((entry) => !entry.each);
    items.unshift({
      unit: client.unit,
      at: client.at,
      label: explicit.length
        ? `at least ${count} clients plus ${Math.max(...explicit.map((entry) => entry.count))} recommendation letters`
        : `at least ${count} clients plus a letter from each`,
      severity: "medium",
      ...(letter.unit !== client.unit ? { also: [{ unit: letter.unit, at: letter.at }] } : {}),
    });
  }
  return items;
}

/** Proofs that fit equipment, not a commodity (QU-02). "If so required" in a standard clause switches nothing on. */
const PROOFS: readonly { label: string; pattern: RegExp; parts: readonly DocumentPart[] }[] = [
  {
    label: "manufacturer's authorisation",
    pattern: /\bmanufacturer['’]?s?\s+authori[sz]ation\b/i,
    parts: ENTITY_PARTS,
  },
  {
    label: "type-test certificates",
    pattern: /\btype[\s-]+test\s+certificates?\b/i,
    parts: [...ENTITY_PARTS, "instructions"],
  },
  {
    label: "an ISO/IEC 17025 laboratory",
    pattern: /\bISO\s*\/?\s*IEC\s*17025\b/i,
    parts: [...ENTITY_PARTS, "instructions"],
  },
  { label: "ISO 9001 certification", pattern: /\bISO\s*9001\b/i, parts: ENTITY_PARTS },
];
/** "If so required", or a data-sheet entry not filled in ("[insert required or not required]"). */
const CONDITIONAL =
  /\b(?:if\s+(?:so\s+)?(?:required|specified|applicable)|where\s+(?:so\s+)?(?:required|applicable|specified))\b|\[\s*(?:insert|specify|indicate)|\bor\s+["“]?not\s+required\b/i;
/** "NCPB IS ISO 9001:2015 CERTIFIED" on every page is the entity's boast, not a requirement. */
const ABOUT_ITSELF = /\b(?:is|are)\s+$/i;
const DEMANDED =
  /\b(?:must|shall|should|submit|attach|provide|requirement|required|valid|copy|certificates?|YES\s*\/\s*NO)\b/i;

export function proofItems(units: readonly Unit[], subject: string, category: string): Item[] {
  if (!isCommodity(subject, category)) return [];
  return units.flatMap((unit) =>
    PROOFS.flatMap(({ label, pattern, parts }) => {
      const match = pattern.exec(unit.text);
      if (
        !match ||
        !parts.includes(unit.part) ||
        CONDITIONAL.test(unit.text) ||
        ABOUT_ITSELF.test(unit.text.slice(Math.max(0, match.index - 8), match.index)) ||
        !DEMANDED.test(unit.text)
      )
        return [];
      return [{ unit, at: match.index, label, severity: "medium" } satisfies Item];
    }),
  );
}

/** Experience that counts only when gained with public entities (QU-04). */
const PUBLIC_ONLY =
  /\b(?:experience|contracts?|references?|clients?|projects?|assignments?)\b[^.]{0,100}?\b(?:(?:only|exclusively|solely)\s+(?:from|with|in|for)\s+(?:the\s+)?(?:public|government|state)\b|(?:must|shall)\s+be\s+(?:from|with)\s+(?:a\s+|the\s+)?(?:public|government|state)[\s-]+(?:entit|institution|agenc|organi|bod|corporation|department|ministr|sector))|\b(?:public|government)\s+(?:entities|institutions|sector)\s+only\b|\b(?:contracts?|clients?)\s+(?:with|for)\s+(?:State\s+Corporations|(?:government|public)\s+(?:ministries|agencies|entities|institutions|bodies|departments))\b/i;

export function publicOnlyItems(units: readonly Unit[]): Item[] {
  return units.flatMap((unit) => {
    const match = ENTITY_PARTS.includes(unit.part) ? PUBLIC_ONLY.exec(unit.text) : null;
    return match
      ? [
          {
            unit,
            at: match.index,
            label: "experience only from public entities",
            severity: "medium",
          } satisfies Item,
        ]
      : [];
  });
}
