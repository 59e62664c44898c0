import { describe, expect, it } from "vitest";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { draftSchema } from "@/lib/results/draft";
import { formatAmount } from "@/lib/locale/currency";
import { at, kenyanRecord, NEMA_REASON, worldBankRecord } from "../checks/test-records";
import { STAGES, type EvaluationRecord, type RecordBidder } from "../record/record";
import { allLetters, notificationLetter, type LetterOptions } from "./notification";
import { sectionText } from "./test-text";

const OPTIONS: LetterOptions = {
  framework: KENYA,
  entity: "Kenya Rural Roads Authority",
  tenderRef: "KeRRA/012/2025",
  tenderTitle: "Rehabilitation of Kiganjo-Gatitu Road",
  date: new Date("2025-06-02T00:00:00Z"),
  officer: "J. Mwangi",
};

/** Every way a sum may be written: 24,311,744.00 / 24,311,744 / 24311744. */
const forms = (amount: number) => [
  formatAmount(amount, "KES"),
  formatAmount(amount, "KES").replace(/\.00$/, ""),
  String(Math.round(amount)),
];
const sums = (bidder: RecordBidder) =>
  [bidder.readOut, bidder.corrected, bidder.evaluated].filter((value): value is number => value !== null);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Asserts the letter to `reader` shows nothing of another bidder but the winner's name and contract price. */
function expectNoOtherBidder(
  text: string,
  record: EvaluationRecord,
  reader: RecordBidder,
  winnerId: string,
  contract: number,
) {
  for (const other of record.bidders) {
    if (other.id === reader.id) continue;
    if (other.id !== winnerId)
      expect(text, `${reader.name}'s letter names ${other.name}`).not.toContain(other.name);
    for (const sum of sums(other)) {
      if (other.id === winnerId && sum === contract) continue;
      for (const form of forms(sum))
        expect(text, `${reader.name}'s letter shows ${form}`).not.toContain(form);
    }
    for (const stage of STAGES) {
      const { score, reason } = other.stages[stage];
      if (score !== null) expect(text).not.toMatch(new RegExp(`\\b${escape(String(score))}\\b`));
      if (reason) expect(text).not.toContain(reason.text);
    }
    if (other.correctionReason) expect(text).not.toContain(other.correctionReason.text);
    if (other.rank !== null) expect(text).not.toMatch(new RegExp(`\\brank(ed)? ${other.rank}\\b`, "i"));
  }
  if (reader.rank === null || !text.includes("responsive, but")) expect(text).not.toMatch(/\brank/i);
}

describe("notification letters of the four-bidder Kenyan record", () => {
  const record = kenyanRecord();
  const draft = allLetters(record, {
    ...OPTIONS,
    recordVersion: { version: 3, confirmedBy: "A. Otieno", confirmedAt: "2025-05-30T10:00:00Z" },
  });
  const texts = new Map(
    record.bidders.map((bidder, index) => [bidder.id, sectionText(draft.sections[index]!)]),
  );

  it("parses as a draft, one section per bidder, naming the record version", () => {
    expect(() => draftSchema.parse(draft)).not.toThrow();
    expect(draft.sections.map((section) => section.id)).toEqual([
      "letter-b1",
      "letter-b2",
      "letter-b3",
      "letter-b4",
    ]);
    expect(draft.basis).toContain("evaluation record v3, confirmed by A. Otieno on 2025-05-30");
  });

  it("discloses no other bidder's score, price, reason or rank (the winner's name and contract price aside)", () => {
    for (const reader of record.bidders)
      expectNoOtherBidder(texts.get(reader.id)!, record, reader, "b1", 23_812_712);
  });

  it("tells the successful bidder its contract price, the read-out sum under s. 82, and holds the letter back", () => {
    const text = texts.get("b1")!;
    expect(text).toContain("Notification of Intention to Enter into a Contract");
    expect(text).toContain("at the contract price of KES 23,812,712.00");
    expect(text).toContain("Before sending: the committee recommended KES 24,311,744.00");
    expect(text).toContain("This notification does not form a contract.");
    expect(text).not.toMatch(/debriefing/);
  });

  it("gives the preliminary failure its own quoted reason with document and page", () => {
    const text = texts.get("b3")!;
    expect(text).toContain("non-responsive at the preliminary (mandatory requirements) stage");
    expect(text).toContain(
      `The evaluation report records: "${NEMA_REASON}" [Tender Evaluation Report.pdf, page 5]`,
    );
  });

  it("tells the bidder below the pass mark its score against the pass mark, never that it has no score", () => {
    const text = texts.get("b2")!;
    expect(text).toContain("Your technical score of 68 marks is below the pass mark of 75 marks.");
    expect(text).not.toMatch(/no (technical )?score/i);
  });

  it("tells the second-ranked bidder its own rank and price only", () => {
    const text = texts.get("b4")!;
    expect(text).toContain("Your tender was responsive, but it was not the lowest evaluated tender.");
    expect(text).toContain("Your tender was ranked 2 after evaluation.");
    expect(text).toContain("Your technical score of 79 marks met the pass mark of 75 marks.");
    expect(text).toContain("KES 25,104,330.00");
  });

  it("names the successful tenderer and contract price, the standstill expiry and the review window, each cited", () => {
    for (const id of ["b2", "b3", "b4"]) {
      const letter = draft.sections.find((section) => section.id === `letter-${id}`)!;
      const text = texts.get(id)!;
      expect(text).toContain(
        "The successful tenderer is Kilimanjaro Builders Ltd, at a contract price of KES 23,812,712.00.",
      );
      expect(text).toContain("The standstill period expires on 16 June 2025.");
      expect(text).toContain("within 14 days of this notification, that is until 16 June 2025");
      expect(text).toContain("within 5 days of receiving your request");
      const citations = letter.paragraphs.map((p) => p.citation ?? "").join("\n");
      for (const section of ["s. 87", "s. 135(3)", "s. 167(1)", "ITT 45.1-45.2"])
        expect(citations).toContain(section);
    }
  });
});

describe("notification letters: other cases", () => {
  it("disclose no other bidder's details under the World Bank either (corrected contract price)", () => {
    const record = worldBankRecord();
    const draft = allLetters(record, { ...OPTIONS, framework: WORLD_BANK });
    record.bidders.forEach((reader, index) =>
      expectNoOtherBidder(sectionText(draft.sections[index]!), record, reader, "b1", 1_831_744),
    );
    expect(sectionText(draft.sections[3]!)).not.toContain("1,812,712");
  });

  it("gives an abnormally low bidder its own reason, never 'ranked 1'", () => {
    const record = kenyanRecord();
    const reason =
      "The tender sum is abnormally low and the price analysis did not show the tenderer can perform at that price.";
    record.bidders.push({
      ...record.bidders[3]!,
      id: "b5",
      name: "Coastal Roadworks Ltd",
      readOut: 15_900_000,
      evaluated: null,
      stages: {
        preliminary: { outcome: "passed", score: null, reason: null },
        technical: { outcome: "passed", score: 81, reason: null },
        financial: { outcome: "failed", score: null, reason: at(reason, 10) },
        postQualification: { outcome: "not-evaluated", score: null, reason: null },
      },
      rank: 1,
    });
    const text = sectionText(notificationLetter(record, "b5", OPTIONS));
    expect(text).toContain(reason);
    expect(text).not.toMatch(/ranked 1|rank/i);
  });

  it("leaves out a reason that names another bidder", () => {
    const record = kenyanRecord();
    record.bidders[1]!.stages.technical.reason = at(
      "Scored 68 marks; Lakeside General Contractors Ltd scored 79.",
      8,
    );
    const text = sectionText(notificationLetter(record, "b2", OPTIONS));
    expect(text).not.toContain("Lakeside");
    expect(text).toContain("state the reason for this tender in your own words");
  });

  it("asks to state the periods under the World Bank, citing only the verified standstill rule", () => {
    const record = worldBankRecord();
    record.bidders[3]!.evaluated = 1_899_000;
    const letter = notificationLetter(record, "b4", { ...OPTIONS, framework: WORLD_BANK });
    const text = sectionText(letter);
    expect(text).toContain("Notification of Intention to Award");
    expect(text).toContain("contract price of USD 1,831,744.00");
    expect(text).toContain("Your evaluated price was USD 1,899,000.00.");
    expect(text).toContain("unverified – confirm against the official text");
    expect(text).not.toMatch(/14 days|10 Business Days from/);
    const ruleCitations = letter.paragraphs.filter((p) => p.source === "rule").map((p) => p.citation);
    expect(ruleCitations).toEqual([expect.stringContaining("New Procurement Framework")]);
  });

  it("says the standstill does not apply under Kenya when only one tender was submitted", () => {
    const record = kenyanRecord();
    record.bidders = record.bidders.slice(0, 1);
    record.recommendation!.price = 23_812_712;
    expect(sectionText(notificationLetter(record, "b1", OPTIONS))).toContain("No standstill period applies");
  });

  it("leaves the dates to fill without a letter date, and drafts no award without a recommendation", () => {
    const record = kenyanRecord();
    const text = sectionText(notificationLetter(record, "b2", { framework: KENYA }));
    expect(text).toContain("State the expiry date of the standstill period");
    expect(text).toContain("[Name and signature]");
    record.recommendation = null;
    expect(sectionText(notificationLetter(record, "b2", OPTIONS))).toContain(
      "No notification of award can be drafted",
    );
    expect(() => notificationLetter(record, "zz", OPTIONS)).toThrow(/No bidder zz/);
  });
});
