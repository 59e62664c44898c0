import { describe, expect, it } from "vitest";
import {
  composeExtractiveAnswer,
  isQuotableSentence,
  questionStems,
  type AnswerPassage,
} from "@/lib/knowledge/extractive-answer";

const TOC: AnswerPassage = {
  title: "Standard Tender Document",
  location: "page 2",
  text: "Table of Contents\nBid Validity ........ 23\nBid Security ........ 24\nPeriod of Validity of Bids . . . . . 25",
};
const VALIDITY: AnswerPassage = {
  title: "Standard Tender Document",
  location: "page 23",
  text:
    "18. Period of Validity of Bids\n\n18.1 Bids shall remain valid for a period of one hundred and twenty (120) days after the bid submission deadline. " +
    "A bid valid for a shorter period shall be rejected by the Procuring Entity as non-responsive. " +
    "The Procuring Entity shall publish the invitation in a newspaper of national circulation.",
};
const EXTENSION: AnswerPassage = {
  title: "Tender Manual",
  location: "Bid validity",
  text:
    "In exceptional circumstances, prior to the expiration of the bid validity period, the Procuring Entity may request bidders to extend the period of validity of their bids. " +
    "The request and the responses shall be made in writing.",
};
const DISTRACTOR: AnswerPassage = {
  title: "Tender Manual",
  location: "page 9",
  text: "Bid opening is held in public immediately after the deadline for submission. The names of bidders are read aloud.",
};

describe("composeExtractiveAnswer", () => {
  it("answers 'How long must bids remain valid?' with the validity clause, cited, never the contents line", () => {
    const answer = composeExtractiveAnswer("How long must bids remain valid?", [TOC, DISTRACTOR, VALIDITY]);
    expect(answer.status).toBe("answered");
    expect(answer.sentences[0]).toEqual({
      text: "18.1 Bids shall remain valid for a period of one hundred and twenty (120) days after the bid submission deadline.",
      passage: 2,
      citation: "Standard Tender Document, page 23",
    });
    for (const sentence of answer.sentences) {
      expect(sentence.text).not.toMatch(/\.{4,}|\. \. \./);
      expect(sentence.passage).not.toBe(0);
      // Every sentence is quoted word for word from the passage it cites.
      expect([TOC, DISTRACTOR, VALIDITY][sentence.passage]!.text.replace(/\s+/g, " ")).toContain(
        sentence.text,
      );
    }
    // The publication sentence shares no word with the question; bid opening only "bid".
    expect(answer.sentences.map((sentence) => sentence.text).join(" ")).not.toMatch(/newspaper|opening/);
  });

  it("keeps 2-4 sentences that answer, best first, each with its own citation", () => {
    const answer = composeExtractiveAnswer("What is the bid validity period and can it be extended?", [
      DISTRACTOR,
      EXTENSION,
      VALIDITY,
    ]);
    expect(answer.status).toBe("answered");
    expect(answer.sentences.length).toBeGreaterThanOrEqual(2);
    expect(answer.sentences.length).toBeLessThanOrEqual(4);
    expect(answer.sentences[0]!.text).toMatch(/^In exceptional circumstances, prior to the expiration/);
    expect(answer.sentences[0]!.citation).toBe("Tender Manual, Bid validity");
    expect(
      answer.sentences.some((sentence) => sentence.citation === "Standard Tender Document, page 23"),
    ).toBe(true);
    expect(answer.sentences.every((sentence) => sentence.citation.length > 0)).toBe(true);
  });

  it("quotes a negation whole: 'shall not be required' is never cut to 'shall … be required'", () => {
    const passage: AnswerPassage = {
      title: "RFQ for Office Furniture",
      location: "page 4",
      text:
        "ITB 19.1 Bid security shall not be required for this Request for Quotations. " +
        "Bidders shall sign a Bid-Securing Declaration in the form provided.",
    };
    const answer = composeExtractiveAnswer("Is bid security required?", [passage]);
    expect(answer.status).toBe("answered");
    expect(answer.sentences[0]!.text).toBe(
      "ITB 19.1 Bid security shall not be required for this Request for Quotations.",
    );
  });

  it("says there is no answer when no sentence holds enough of the question's words", () => {
    expect(composeExtractiveAnswer("What is the standstill period before award?", [DISTRACTOR, TOC])).toEqual(
      {
        status: "none",
        sentences: [],
      },
    );
    // One word of four is not an answer, however often it appears.
    expect(composeExtractiveAnswer("performance guarantee for works contracts", [DISTRACTOR]).status).toBe(
      "none",
    );
    expect(composeExtractiveAnswer("What is it?", [VALIDITY]).status).toBe("none");
    expect(composeExtractiveAnswer("bid validity", []).status).toBe("none");
  });

  it("never quotes the tail of a sentence cut at a chunk edge, nor a sentence without its full stop", () => {
    const cut: AnswerPassage = {
      title: "Manual",
      location: "page 5",
      text: "shall remain valid for ninety days after the deadline. Bids shall remain valid as stated in the data sheet",
    };
    expect(composeExtractiveAnswer("How long must bids remain valid?", [cut]).status).toBe("none");
  });

  it("quotes a sentence repeated by overlapping chunks once", () => {
    const answer = composeExtractiveAnswer("How long must bids remain valid?", [VALIDITY, VALIDITY]);
    const texts = answer.sentences.map((sentence) => sentence.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe("isQuotableSentence", () => {
  it.each([
    ["Bid Validity ........ 23", false],
    ["Bid Validity . . . . . . 23 Bid Security . . . . 24.", false],
    ["SECTION II. INSTRUCTIONS TO BIDDERS.", false],
    ["Total 12,000 14,500 16,000 18,250 22,000.", false],
    ["What is the bid validity period?", false],
    ["and the bid security shall be forfeited.", false],
    ["Bid security shall not be required.", true],
    ['"Bids shall remain valid for 120 days."', true],
  ])("%s -> %s", (sentence, quotable) => {
    expect(isQuotableSentence(sentence)).toBe(quotable);
  });
});

describe("questionStems", () => {
  it("drops question phrasing: 'how long' asks for a figure, it is not a subject", () => {
    expect([...questionStems("How long must bids remain valid?")]).toEqual(["bid", "remain", "valid"]);
  });
});
