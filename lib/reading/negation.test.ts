import { describe, expect, it } from "vitest";
import { readPolarity } from "@/lib/reading/negation";
import { sentenceBounds } from "@/lib/reading/sentence-bounds";

/** The polarity of `phrase` as it sits in `sentence` (first occurrence, case-insensitive). */
function polarityOf(sentence: string, phrase: string) {
  const start = sentence.toLowerCase().indexOf(phrase.toLowerCase());
  if (start === -1) throw new Error(`"${phrase}" is not in "${sentence}"`);
  return readPolarity(sentence, start, start + phrase.length).polarity;
}

describe("readPolarity: absence and not-applicable as practitioners write them", () => {
  it.each([
    ["The draft contract contains no provision for liquidated damages.", "liquidated damages"],
    ["Liquidated damages: not provided.", "Liquidated damages"],
    ["Variations – to be agreed later.", "Variations"],
    ["Termination clause has not been included in the draft.", "Termination"],
    ["There is no clause on variations in this draft.", "variations"],
    ["The draft does not provide for the settlement of disputes.", "disputes"],
    ["The agreement is silent on termination for convenience.", "termination"],
    ["Performance security — TBD", "Performance security"],
    [
      "No environmental and social management plan has been prepared for the works.",
      "environmental and social management plan",
    ],
    ["The ESIA for the project has not yet been carried out.", "ESIA"],
    ["The draft lacks any provision on the settlement of disputes.", "disputes"],
    ["There is no clause in the draft contract on variations.", "variations"],
    ["The draft fails to provide for liquidated damages.", "liquidated damages"],
    ["Termination for convenience: to be agreed later.", "Termination"],
  ])("absent: %s", (sentence, phrase) => {
    expect(polarityOf(sentence, phrase)).toBe("absent");
  });

  it.each([
    ["Dispute resolution: N/A", "Dispute resolution"],
    ["Advance payment: Not applicable.", "Advance payment"],
    ["Price adjustment shall not apply to this contract.", "Price adjustment"],
    ["Life-cycle costing: N/A. Energy efficiency: not applicable to this Contract.", "Energy efficiency"],
    ["No ESIA is required for this contract (Category C).", "ESIA"],
    ["Termination for convenience: N/A.", "Termination"],
  ])("not applicable: %s", (sentence, phrase) => {
    expect(polarityOf(sentence, phrase)).toBe("not-applicable");
  });

  it.each([
    [
      "Liquidated damages shall be 0.1% per day, not to exceed 10% of the Contract Price.",
      "Liquidated damages",
    ],
    [
      "The Contractor shall complete the Works not later than 120 days; liquidated damages apply at 0.05% per day.",
      "liquidated damages",
    ],
    ["Any dispute shall be referred to arbitration under the Arbitration Act, 1995.", "dispute"],
    [
      "The Procuring Entity may terminate the contract for default without prejudice to other remedies.",
      "terminate",
    ],
    ["No variation shall be made without the prior written approval of the Accounting Officer.", "variation"],
    ["The tender security shall be no less than Kshs. 200,000.", "tender security"],
    [
      "If the Supplier fails to deliver the Goods within the period specified, the Procuring Entity shall deduct liquidated damages.",
      "liquidated damages",
    ],
    [
      "No variation of or modification to the terms of the Contract shall be made except by written amendment signed by the parties.",
      "variation",
    ],
    ["Neither party is liable for delays caused by exceptional events.", "exceptional events"],
    ["Termination for default: as per GCC 20.", "Termination"],
    ["Life-cycle costing applies. Energy efficiency: N/A.", "Life-cycle costing"],
    [
      "Excavated material not required for the Works shall be disposed of only at spoil sites approved by the Engineer.",
      "spoil sites",
    ],
    [
      "Delay damages apply at 0.05% per day but shall not apply to delays caused by the Employer.",
      "Delay damages",
    ],
    ["No child labour shall be employed on the Site.", "child labour"],
    ["GCC Clause No 25 Liquidated Damages applies at 0.1% per day.", "Liquidated Damages"],
    ["Without prejudice to termination for default, the parties shall meet.", "termination"],
    [
      "The Supplier shall replace any missing or defective parts free of charge during the warranty period.",
      "warranty",
    ],
  ])("present: %s", (sentence, phrase) => {
    expect(polarityOf(sentence, phrase)).toBe("present");
  });
});

describe("sentenceBounds", () => {
  it("quotes the whole sentence, not ending after Kshs. or No.", () => {
    const text =
      "Bids are opened in public. The tender security is Kshs. 200,000 as per Form No. 5 of Section IV. Late bids are returned.";
    const at = text.indexOf("200,000");
    const { start, end } = sentenceBounds(text, at, at + 7);
    expect(text.slice(start, end)).toBe(
      "The tender security is Kshs. 200,000 as per Form No. 5 of Section IV.",
    );
  });

  it("ends a sentence after N/A. but not after P.O.", () => {
    const text = "Child labour: N/A. Address: P.O. Box 30586-00100, Nairobi. Signed.";
    const na = text.indexOf("Child");
    expect(text.slice(...Object.values(sentenceBounds(text, na, na + 5)))).toBe("Child labour: N/A.");
    const box = text.indexOf("Box");
    expect(text.slice(...Object.values(sentenceBounds(text, box, box + 3)))).toBe(
      "Address: P.O. Box 30586-00100, Nairobi.",
    );
  });

  it("stops at the block bounds it is given", () => {
    const text = "Heading text Clause body without a full stop";
    const at = text.indexOf("body");
    expect(sentenceBounds(text, at, at + 4, 13, text.length)).toEqual({ start: 13, end: text.length });
  });
});
