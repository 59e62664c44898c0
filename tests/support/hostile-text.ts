/**
 * Hostile document text (about 1 MB each) for the ReDoS tests: long runs of the characters
 * that make a backtracking regular expression go quadratic or worse — Unicode and ASCII spaces, tabs, letters,
 * digits, commas, brackets — and long lines of the words the rule packs look for, never ending a sentence.
 */

/** The size each input aims at, in UTF-16 units. */
export const HOSTILE_CHARS = 1_000_000;

/** Every Unicode space separator (\p{Zs}) but the ASCII space. */
export const UNICODE_SPACES =
  "\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000";

/** `text` repeated to about `size` characters. */
export const fill = (text: string, size = HOSTILE_CHARS) =>
  text.repeat(Math.max(1, Math.ceil(size / text.length))).slice(0, size);

/** Column names the packs' table readers know (BOQ, bidders, plans, screening lists), so hostile cells are read as figures. */
const HEADER = [
  "Item",
  "Description",
  "Qty",
  "Unit",
  "Rate",
  "Amount",
  "Name",
  "Country",
  "Quarter",
  "Bidder",
  "Price",
  "Score",
];

/** A header row, then rows whose every cell is `cell`, until about 1 MB (at least one row). */
function table(cell: string, separator: string): string {
  const row = HEADER.map(() => cell).join(separator);
  const rows = Math.max(1, Math.round(HOSTILE_CHARS / (row.length + 1)));
  return [HEADER.join(separator), ...Array.from({ length: rows }, () => row)].join("\n");
}

const run = (char: string, length = 50_000) => char.repeat(Math.ceil(length / char.length)).slice(0, length);

/** The words the packs' patterns start from, so each start position reaches the slow part of a pattern. */
const KEYWORDS = [
  "shall",
  "must",
  "bid",
  "bids",
  "tender",
  "proposal",
  "offer",
  "valid",
  "validity",
  "period",
  "days",
  "clarification",
  "award",
  "awarded",
  "publication",
  "public",
  "opening",
  "recommend",
  "recommended",
  "evaluated",
  "price",
  "amount",
  "total",
  "final",
  "score",
  "combined",
  "qty",
  "quantity",
  "units",
  "supply",
  "of",
  "form",
  "annex",
  "section",
  "schedule",
  "brand",
  "name",
  "new",
  "years",
  "experience",
  "standstill",
  "notice",
  "intention",
  "made",
  "between",
  "parties",
  "hereinafter",
  "KES",
  "USD",
  "million",
  "q3",
  "nov",
  "2026",
  "FY",
  "Standard",
  "Tender",
  "Documents",
  "Rev",
  "no",
  "verified",
  "manufacturer",
  "authorization",
  "insert",
  "enter",
  "specify",
  "per",
  "cent",
  "security",
  "guarantee",
  "bidders",
  "received",
  "were",
  "opened",
  "Ltd",
  "Limited",
  "and",
  "Co",
  "warranty",
  "delivery",
];

/** A distinct made-up word per number ("bcd…"), so rows and lines do not repeat one another. */
const word = (n: number) => {
  let text = "";
  for (let rest = n + 1000; rest > 0; rest = Math.floor(rest / 20)) text += "bcdfghjklmnpqrstvwxz"[rest % 20];
  return text;
};

export type HostileInput = { name: string; text: string };

/** About 1 MB each; the first is the attack of the report (a CSV whose cells hold "1", 50,000 em spaces, "1"). */
export function hostileInputs(): HostileInput[] {
  const em = `1${run("\u2003")}1`;
  return [
    { name: "em-space cells (CSV)", text: table(em, ",") },
    { name: "em-space cells (sheet)", text: table(em, "\t") },
    { name: "em-space cells (quoted CSV)", text: table(`"${em}"`, ",") },
    { name: "em-space cells (text table)", text: table(em, " | ") },
    {
      name: "em-space cells with a currency code",
      text: table(`KES${run("\u2003")}1${run("\u2003")}x`, "\t"),
    },
    { name: "every Unicode space", text: table(`1${run(UNICODE_SPACES)}1`, ",") },
    { name: "zero-width characters", text: table(`1${run("\u200B\uFEFF\u200C\u200D\u2060")}1`, ",") },
    { name: "ASCII spaces", text: table(`1${run(" ")}1`, ",") },
    { name: "ASCII spaces before a code", text: table(`1${run(" ")}KES x`, "\t") },
    { name: "tabs", text: table(`1${run("\t")}1`, ",") },
    { name: "tabs then a letter", text: table(`final score${run("\t")}x`, ",") },
    { name: "newlines", text: `1${run("\n", HOSTILE_CHARS)}1` },
    { name: "blank lines of spaces", text: fill(" \n\t \n") },
    { name: "lower-case letters", text: fill("a") },
    { name: "upper-case letters", text: fill("A") },
    { name: "letters and hyphens", text: fill("A-") },
    { name: "digits", text: fill("1") },
    { name: "digits and commas", text: fill("1,") },
    { name: "commas", text: fill(",") },
    { name: "dots", text: fill(".") },
    { name: "underscores and dashes", text: fill("_-") },
    { name: "opening brackets", text: fill("(((") },
    { name: "square brackets", text: fill("[insert ") },
    { name: "angle brackets", text: fill("<a") },
    { name: "repeated shall", text: fill("shall ") },
    { name: "keywords without a full stop", text: fill(`${KEYWORDS.join(" ")} `) },
    { name: "keywords separated by tabs", text: fill(`${KEYWORDS.join("\t")}\t`) },
    {
      name: "keywords and figures",
      text: fill(`${KEYWORDS.map((word, i) => `${word} ${i + 1},000.5`).join(" ")} `),
    },
    { name: "capitalised words", text: fill("Alpha Beta Gamma Delta ") },
    { name: "long name cells", text: table(fill("Alpha-Beta Gamma ", 50_000), ",") },
    {
      name: "many plan lines",
      text: Array.from(
        { length: 20_000 },
        (_, i) => `- Supply of ${word(i)} ${word(i * 7919)}, estimated KES 1,000, Q1 2026`,
      )
        .join("\n")
        .slice(0, HOSTILE_CHARS),
    },
    {
      name: "many schedule rows",
      text: [
        "Item\tDescription\tQty\tUnit\tRate\tAmount",
        ...Array.from(
          { length: 30_000 },
          (_, i) => `${i + 1}\t${word(i)} ${word(i * 7919)}\t1\tm3\t100\t100`,
        ),
      ]
        .join("\n")
        .slice(0, HOSTILE_CHARS),
    },
    {
      name: "many firm names",
      text: Array.from({ length: 40_000 }, (_, i) => `Firm${i} Ltd was responsive.`)
        .join(" ")
        .slice(0, HOSTILE_CHARS),
    },
    { name: "one long mixed line", text: fill("Item 1.01 KES 1,000 (300) 25% \u2003\u00A0\t") },
  ];
}
