import { LEGAL_FORM_WORDS } from "../legal-forms";

// The names a bidder's name stands for. Tender documents name a joint venture by its members ("Kamau Contractors
// Ltd / Zenith Builders Ltd JV", "A Ltd and B Ltd Consortium") and a sole trader by the trade name too ("John
// Kamau t/a Kamau Hardware"). A debarred member or a debarred owner is reason enough to look: each is screened
// as well as the whole name.

export type BidderPart = {
  name: string;
  /** How the part relates to the bidder's name, in the words a reason uses ("Compared as the trading name"). */
  role: "member of the joint venture" | "trading name" | "registered name";
};

const JOINT_VENTURE = /\b(?:j\s*\.?\s*v\b\.?|joint[\s-]+venture|consortium)/gi;
const IS_JOINT_VENTURE = new RegExp(JOINT_VENTURE.source, "i");
const TRADING_AS = /\s(?:t\s*\/\s*a|trading\s+as)\s/i;
// Between members: a slash, plus or semicolon always; "and", "&" or a comma only right after a member's legal
// form ("A Ltd and B Ltd"), since "Kamau & Sons" is one firm.
const HARD_SEPARATOR = /\s*[/+;]\s*/;
const SOFT_SEPARATOR = /\s*(?:,|&|\band\b)\s*/i;

const hasLetters = (s: string) => /\p{L}{2,}/u.test(s);
const lastWord = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z\s]/g, "")
    .split(/\s+/)
    .pop() ?? "";

function splitMembers(text: string): string[] {
  const members: string[] = [];
  for (const piece of text.split(HARD_SEPARATOR)) {
    const soft = piece.split(SOFT_SEPARATOR);
    let current = soft[0] ?? "";
    for (const next of soft.slice(1)) {
      if (LEGAL_FORM_WORDS.has(lastWord(current)) && hasLetters(next)) {
        members.push(current);
        current = next;
      } else current += ` & ${next}`;
    }
    members.push(current);
  }
  return members.map((m) => m.replace(/^[\s,-]+|[\s,-]+$/g, "")).filter(hasLetters);
}

/** The other names a bidder's name stands for: a joint venture's members, a sole trader's two names. */
export function bidderParts(name: string): BidderPart[] {
  const trading = name.split(TRADING_AS);
  if (trading.length === 2 && trading.every(hasLetters))
    return [
      { name: trading[0]!.trim(), role: "registered name" },
      { name: trading[1]!.trim(), role: "trading name" },
    ];
  if (!IS_JOINT_VENTURE.test(name)) return [];
  const rest = name
    .replace(JOINT_VENTURE, " ")
    .replace(/\(\s*\)/g, " ")
    .replace(/^\s*(?:of|between)\s+/i, "");
  const members = splitMembers(rest);
  return members.length >= 2 ? members.map((m) => ({ name: m, role: "member of the joint venture" })) : [];
}
