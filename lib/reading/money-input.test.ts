import { describe, expect, it } from "vitest";
import { parseFieldMessage } from "@/lib/api/field-errors";
import common from "@/messages/en/common.json";
import { findAmounts } from "./amounts";
import {
  currencyToPick,
  formatMoneyInput,
  MONEY_MESSAGE_KEYS,
  parseMoneyInput,
  type MoneyReading,
} from "./money-input";

/** The reading in short: "25600000.00 KES", or the refusal's problem and values. */
function read(text: unknown, currency?: string | null) {
  const reading: MoneyReading = parseMoneyInput(text, currency);
  if (reading.ok) return `${reading.amount} ${reading.currency ?? "-"}`;
  const { key, params } = parseFieldMessage(reading.message);
  return { problem: reading.problem, key, params };
}

/**
 * Each way of writing an amount, with an input it reads and one close to it that it must refuse (never read as
 * another number). The first row is issue 31's bug: "Kshs. 25,600,000.00" was kept as ".2560000000" by the
 * navigator's keystroke filter and recognised as 0.26.
 */
const CASES: readonly {
  name: string;
  reads: [text: string, expected: string, context?: string];
  refuses: [text: string, problem: string, context?: string];
}[] = [
  {
    name: "Kshs. with its dot, thousands commas and cents",
    reads: ["Kshs. 25,600,000.00", "25600000.00 KES"],
    refuses: ["Kshs. 25,600,000.00.00", "figure"],
  },
  {
    name: "an ISO code and a scale letter",
    reads: ["KES 25.6M", "25600000 KES"],
    refuses: ["KES 25.6 Mega", "notUnderstood"],
  },
  {
    name: "a dollar amount in whole units",
    reads: ["USD 1,250,000", "1250000 USD", "KES"],
    refuses: ["USD 1,250,000 or EUR 1,100,000", "notUnderstood"],
  },
  {
    name: "spaces between thousands and a decimal comma",
    reads: ["25 600 000,00", "25600000.00 KES", "KES"],
    refuses: ["25 600 000,000,00", "figure"],
  },
  {
    name: "figures with the same amount in words",
    reads: ["Kshs. 1,600,000.00 (One million six hundred thousand)", "1600000.00 KES"],
    refuses: ["Kshs. 1,600,000.00 (One million five hundred thousand)", "wordsDisagree"],
  },
  {
    name: "the East African closing /= right after the marker's dot",
    reads: ["Ksh.200,000/=", "200000 KES"],
    refuses: ["Ksh.200,000/=/=", "notUnderstood"],
  },
  {
    name: "a comma followed by three digits groups thousands",
    reads: ["25,600", "25600 KES", "KES"],
    refuses: ["25,600,00", "figure"],
  },
  {
    name: "a point followed by three digits could be either: refused",
    reads: ["1.50", "1.50 KES", "KES"],
    refuses: ["1.500", "ambiguous"],
  },
  {
    name: "a point followed by three digits and a scale is a decimal: plans write KSh 2.375 M",
    reads: ["KSh 2.375 M", "2375000 KES", "KES"],
    refuses: ["KSh 2.375", "ambiguous", "KES"],
  },
  {
    name: "a decimal comma followed by one digit is read as decimal (the form states the reading)",
    reads: ["25,6", "25.6 KES", "KES"],
    refuses: ["25,6,0", "figure"],
  },
  {
    name: "shillings without a country: the context currency says which",
    reads: ["Shs. 5,000", "5000 KES", "KES"],
    refuses: ["Shs. 5,000", "currencyUnclear", "USD"],
  },
  {
    name: "words with their marker, and the figure in brackets",
    reads: ["Kenya Shillings Two Hundred Thousand (200,000) only", "200000 KES"],
    refuses: ["Kenya Shillings Two Hundred Thousand (250,000) only", "wordsDisagree"],
  },
  {
    name: "words alone, the family name after them",
    reads: ["Two hundred thousand shillings only", "200000 KES", "KES"],
    refuses: ["Two hundred thousand shilingi", "notUnderstood", "KES"],
  },
  {
    name: "a marker after the figure",
    reads: ["20,000 USD", "20000 USD"],
    refuses: ["20,000 USX", "notUnderstood"],
  },
  {
    name: "a lower-case code",
    reads: ["usd 1,000", "1000 USD"],
    refuses: ["usx 1,000", "notUnderstood"],
  },
  {
    name: "one currency per amount",
    reads: ["USD 5,000 (Five thousand US Dollars)", "5000 USD"],
    refuses: ["USD 5,000 (Five thousand Kenya Shillings)", "currencyConflict"],
  },
  {
    name: "no negative amounts",
    reads: ["5,000", "5000 KES", "KES"],
    refuses: ["KES -5,000", "negative"],
  },
  {
    name: "digits grouped in threes only",
    reads: ["1.600.000", "1600000 EUR", "EUR"],
    refuses: ["1.2.3", "figure"],
  },
  {
    name: "a Swiss apostrophe between thousands",
    reads: ["CHF 1'250'000.50", "1250000.50 CHF"],
    refuses: ["CHF 1'25'000.50", "figure"],
  },
  {
    name: "billions within the limit",
    reads: ["KES 2.5bn", "2500000000 KES"],
    refuses: ["KES 2,000,000,000,000,000", "tooLarge"],
  },
  {
    name: "a sentence's end after a pasted amount",
    reads: ["Kshs. 25,600,000.00.", "25600000.00 KES"],
    refuses: ["Kshs.", "notUnderstood"],
  },
  {
    name: "exponents and hex are not figures",
    reads: ["1000000", "1000000 -"],
    refuses: ["1e6", "notUnderstood"],
  },
];

describe("parseMoneyInput: each notation read, and a close input refused", () => {
  it.each(CASES)("$name", ({ reads, refuses }) => {
    const [text, expected, context] = reads;
    expect(read(text, context)).toBe(expected);
    const [bad, problem, badContext] = refuses;
    expect(read(bad, badContext)).toMatchObject({ problem });
  });
});

describe("parseMoneyInput: what it says", () => {
  it("never reads the dot after Kshs as a decimal point (issue 31: 0.26 under 'Estimate recognized')", () => {
    const reading = parseMoneyInput("Kshs. 25,600,000.00");
    expect(reading).toMatchObject({ ok: true, value: 25_600_000, currency: "KES", currencyWritten: true });
    expect(formatMoneyInput(reading as Extract<MoneyReading, { ok: true }>)).toBe("KES 25,600,000.00");
  });

  it("names both readings of an ambiguous figure", () => {
    expect(read("1.500")).toEqual({
      problem: "ambiguous",
      key: "validation.moneyAmbiguous",
      params: { figure: "1.500", grouped: "1,500", decimal: "1.5" },
    });
    expect(read("KES 25 600.000")).toMatchObject({ params: { grouped: "25,600,000", decimal: "25,600" } });
    // A grouping cannot start with 0 or run past three digits: these are decimals.
    expect(read("0.500")).toBe("0.500 -");
    expect(read("1500.000")).toBe("1500.000 -");
  });

  it("names the part not understood, and the figures and words that disagree", () => {
    expect(read("about KES 5,000")).toMatchObject({ params: { part: "about KES" } });
    expect(read("Kshs. 1,600,000.00 (One million five hundred thousand)")).toMatchObject({
      params: { figures: "1,600,000.00", words: "1,500,000" },
    });
    expect(read("Shs 5,000")).toMatchObject({
      params: { marker: "Shs", candidates: "KES, UGX, TZS or SOS", example: "KES" },
    });
    expect(read("")).toMatchObject({ problem: "empty", key: "validation.fieldRequired" });
    expect(read("1".repeat(201))).toMatchObject({ problem: "tooLong", key: "validation.tooLong" });
  });

  it("keeps the amount exact through a scale, and its figures' decimals", () => {
    expect(read("KES 1.2345678M")).toBe("1234567.8 KES");
    expect(read("KES 25.6 million")).toBe("25600000 KES");
    expect(read("500k", "USD")).toBe("500000 USD");
    expect(read("$ .5")).toBe("0.5 USD");
    expect(read("€ 10.000,00")).toBe("10000.00 EUR");
    expect(read("K.Shs. 1,234,567.89")).toBe("1234567.89 KES");
  });

  it("keeps an amount that reads back to itself", () => {
    for (const text of [
      "Kshs. 25,600,000.00",
      "KES 25.6M",
      "0.123456k",
      "1,234.567",
      "0.500",
      "25 600 000,00",
    ]) {
      const first = parseMoneyInput(text, "KES");
      const again = first.ok ? parseMoneyInput(first.amount, "KES") : first;
      expect(again.ok && first.ok && again.value === first.value, text).toBe(true);
    }
    expect(read("0.123456k")).toBe("123.4560 -");
  });

  it("reads numbers as they are, and refuses those that are no amount", () => {
    expect(read(25_600_000, "KES")).toBe("25600000 KES");
    expect(read(0.1)).toBe("0.1 -");
    expect(read(Number.NaN)).toMatchObject({ problem: "figure" });
    expect(read(-1)).toMatchObject({ problem: "negative" });
    expect(read(null)).toMatchObject({ problem: "notUnderstood" });
  });

  it("says the context currency when none is written", () => {
    expect(parseMoneyInput("25,600,000", "kes")).toMatchObject({ currency: "KES", currencyWritten: false });
    expect(parseMoneyInput("Shs 25,600,000", "KES")).toMatchObject({
      currency: "KES",
      currencyWritten: true,
    });
    expect(parseMoneyInput("25,600,000")).toMatchObject({ currency: null, currencyWritten: false });
  });

  it("shows the reading with the currency's decimals, or the decimals written", () => {
    expect(formatMoneyInput({ amount: "25600000", currency: "KES" })).toBe("KES 25,600,000.00");
    expect(formatMoneyInput({ amount: "1235", currency: "JPY" })).toBe("JPY 1,235");
    expect(formatMoneyInput({ amount: "25.6", currency: null })).toBe("25.6");
    expect(formatMoneyInput({ amount: "1000.125", currency: "KES" })).toBe("KES 1,000.125");
  });

  it("reads every marked amount to the value the documents' reader finds in tender text", () => {
    for (const text of [
      "Kshs. 25,600,000.00",
      "Ksh.200,000/=",
      "USD 1,250,000",
      "Kshs. 1,600,000.00 (One million six hundred thousand)",
      "20,000 USD",
      "Kenya Shillings Two Hundred Thousand (200,000) only",
      "€ 10.000,00",
    ]) {
      const reading = parseMoneyInput(text);
      const found = findAmounts(text);
      expect(found, text).toHaveLength(1);
      expect(reading.ok && [reading.value, reading.currency], text).toEqual([
        found[0]!.value,
        found[0]!.currency,
      ]);
    }
  });

  it("has a message in common.json for every refusal", () => {
    const validation = common.validation as Record<string, string>;
    for (const key of Object.values(MONEY_MESSAGE_KEYS))
      expect(validation[key.replace(/^validation\./, "")], key).toBeTruthy();
  });
});

describe("currencyToPick: a currency written in the amount moves the field's picker", () => {
  const allowed = ["KES", "USD"];
  it("picks the written currency when the field allows it", () => {
    expect(currencyToPick(parseMoneyInput("USD 1,250,000", "KES"), "KES", allowed)).toBe("USD");
  });
  it("keeps the chosen one when nothing, or a currency not allowed, is written", () => {
    expect(currencyToPick(parseMoneyInput("1,250,000", "KES"), "KES", allowed)).toBe("KES");
    expect(currencyToPick(parseMoneyInput("EUR 1,250,000", "KES"), "KES", allowed)).toBe("KES");
    expect(currencyToPick(parseMoneyInput("1.500", "KES"), "KES", allowed)).toBe("KES");
  });
});
