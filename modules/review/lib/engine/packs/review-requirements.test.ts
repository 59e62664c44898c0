import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { MAX_MISSING_FINDINGS } from "@/modules/review/lib/engine/packs/bid-checks";
import { bidProposalSelfCheckPack } from "@/modules/review/lib/engine/packs/bid-proposal-self-check";
import {
  formPresence,
  REQUIRED_FORMS,
  requiredForms,
} from "@/modules/review/lib/engine/packs/required-forms";
import {
  coverageOf,
  extractRequirements,
  keywords,
  mapRequirements,
  sharedWordsNeeded,
  stem,
  STOP_WORDS,
} from "@/modules/review/lib/engine/packs/requirements";
import { clauseOf, sentenceQuote, splitSentences } from "@/lib/reading/sentences";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { makePdf } from "@/tests/support/documents";

const doc = (pages: string[], groupId = "method-document", name = "RFB.pdf"): AttachedDocument => ({
  fileId: name,
  groupId,
  name,
  size: 1,
  units: pages.map((text, i) => ({ label: `page ${i + 1}`, text })),
});

describe("sentences", () => {
  it("splits at sentence ends and list markers, not at clause numbers, abbreviations or PDF line wraps", () => {
    expect(
      splitSentences(
        "ITB 12.3 The Bidder shall\nprovide a bid. Model No. 5 is fine. See e.g. Annex A.\n(a) Letter of Bid;\n(b) Price Schedule",
      ),
    ).toEqual([
      "ITB 12.3 The Bidder shall provide a bid.",
      "Model No. 5 is fine.",
      "See e.g. Annex A.",
      "(a) Letter of Bid;",
      "(b) Price Schedule",
    ]);
    expect(splitSentences("First paragraph\n\nSecond paragraph")).toEqual([
      "First paragraph",
      "Second paragraph",
    ]);
  });

  it("reads clause labels", () => {
    expect(clauseOf("ITB 12.3 The Bidder shall sign.")).toBe("ITB 12.3");
    expect(clauseOf("5.2 The Bidder shall sign.")).toBe("5.2");
    expect(clauseOf("As stated in GCC 14 the Supplier shall deliver.")).toBe("GCC 14");
    expect(clauseOf("The Bidder shall sign.")).toBeUndefined();
  });

  it("quotes long sentences around the match", () => {
    const long = `${"word ".repeat(120)}TARGET ${"word ".repeat(120)}`.trim();
    const quote = sentenceQuote(long, long.indexOf("TARGET"), long.indexOf("TARGET") + 6);
    expect(quote).toContain("TARGET");
    expect(quote.length).toBeLessThan(420);
    expect(quote.startsWith("…") && quote.endsWith("…")).toBe(true);
    expect(sentenceQuote("Short.")).toBe("Short.");
  });
});

describe("key words", () => {
  it("stems and drops stop words", () => {
    expect(stem("submitted")).toBe(stem("submit"));
    expect(stem("copies")).toBe(stem("copy"));
    expect(stem("required")).toBe(stem("requires"));
    expect(keywords("The Bidder shall provide the manufacturer's warranty certificates.")).toEqual([
      "manufacturer",
      "warranty",
      "certificat",
    ]);
    for (const word of ["the", "shall", "bidder", "bid", "form"])
      expect(STOP_WORDS.has(stem(word))).toBe(true);
  });

  it("needs half of the key words and at least two shared", () => {
    expect(sharedWordsNeeded(1)).toBe(1);
    expect(sharedWordsNeeded(2)).toBe(2);
    expect(sharedWordsNeeded(5)).toBe(3);
    expect(sharedWordsNeeded(8)).toBe(4);
  });
});

describe("requirements", () => {
  const solicitation = doc([
    "ITB 12.3 The Bidder shall provide evidence of ISO 9001 quality management certification. The Purchaser shall open the bids in public.",
    "Bidders shall not submit alternative bids. The term 'Bid' shall mean the offer. 5.2 The Bidder must deliver the laptops to the central warehouse within 60 days. Laptops are grey.",
  ]);

  it("extracts every shall/must sentence with its ref and sets aside those a bid cannot answer", () => {
    const requirements = extractRequirements([solicitation]);
    expect(requirements.map((r) => [r.id, r.clause, r.sentence.page, r.setAside])).toEqual([
      ["req-1", "ITB 12.3", "page 1", undefined],
      ["req-2", undefined, "page 1", "procuring-entity"],
      ["req-3", undefined, "page 2", "prohibition"],
      ["req-4", undefined, "page 2", "definition"],
      ["req-5", "5.2", "page 2", undefined],
    ]);
    expect(requirements[0]!.keywords).not.toContain("itb");
  });

  it("keeps limits and inclusions as requirements (not prohibitions or definitions)", () => {
    const requirements = extractRequirements([
      doc([
        "The bid validity shall not be less than 120 days. The Bid shall include a Price Schedule. Bidders shall not collude.",
      ]),
    ]);
    expect(requirements.map((r) => r.setAside)).toEqual([undefined, undefined, "prohibition"]);
  });

  it("deduplicates repeated sentences", () => {
    expect(extractRequirements([doc(["The Bidder shall sign.", "The Bidder shall sign."])])).toHaveLength(1);
  });

  it("maps a requirement to the passage sharing enough key words, else missing", () => {
    const requirements = extractRequirements([solicitation]);
    const good = doc(
      [
        "Acme holds ISO 9001 quality management certification, attached.",
        "Delivery: to the central warehouse within 60 days, all laptops.",
      ],
      "draft-bid",
      "Bid.pdf",
    );
    const mapped = mapRequirements(requirements, [good]);
    expect(mapped.map((m) => [m.requirement.id, m.met, m.answer?.page])).toEqual([
      ["req-1", true, "page 1"],
      ["req-5", true, "page 2"],
    ]);
    expect(coverageOf(mapped)).toEqual({ total: 2, met: 2, percent: 100 });
    const poor = mapRequirements(requirements, [
      doc(["We offer laptops of good quality."], "draft-bid", "Bid.pdf"),
    ]);
    expect(poor.map((m) => m.met)).toEqual([false, false]);
    expect(poor[1]!.shared).toEqual(["laptops"]);
    expect(requirements[0]!.words).toEqual(["evidence", "iso", "quality", "management", "certification"]);
    expect(coverageOf(poor).percent).toBe(0);
  });
});

describe("required forms", () => {
  it("lists the forms the solicitation names, in the order it first names them", () => {
    const refs = doc([
      "The bid shall include a Price Schedule and the Letter of Bid.",
      "A Power of Attorney shall be attached.",
    ]);
    expect(requiredForms([refs]).map((f) => [f.form.id, f.ref.page])).toEqual([
      ["form-letter-of-bid", "page 1"],
      ["form-price-schedule", "page 1"],
      ["form-power-of-attorney", "page 2"],
    ]);
  });

  it("drops the bid security form when the solicitation says none is required", () => {
    const refs = doc([
      "The bid shall include the Letter of Bid and a bid security form. ITB 19.1 Bid security is not required.",
    ]);
    expect(requiredForms([refs]).map((f) => f.form.id)).toEqual(["form-letter-of-bid"]);
  });

  it("finds a form as a title (present), in passing (mentioned) or not at all", () => {
    const letter = REQUIRED_FORMS.find((form) => form.id === "form-letter-of-bid")!;
    const security = REQUIRED_FORMS.find((form) => form.id === "form-bid-security")!;
    const bid = doc(
      [
        "Table of Contents: Letter of Bid, Bid Security.",
        `Letter of Bid. ${"We offer to supply the goods as required. ".repeat(3)} We enclose a bid security.`,
      ],
      "draft-bid",
      "Bid.pdf",
    );
    expect(formPresence(letter, [bid])).toMatchObject({ status: "present", at: { page: "page 2" } });
    expect(formPresence(security, [bid])).toMatchObject({ status: "mentioned", at: { page: "page 1" } });
    expect(
      formPresence(
        REQUIRED_FORMS.find((form) => form.id === "form-power-of-attorney")!,
        [bid],
      ),
    ).toEqual({ status: "missing" });
    expect(formPresence(security, [doc(["Intro text."], "draft-bid", "Bid Security.pdf")])).toMatchObject({
      status: "present",
    });
    expect(formPresence(security, [doc(["Intro text."], "draft-bid", "03_Bid_Security.pdf")])).toMatchObject({
      status: "present",
    });
    expect(
      formPresence(security, [
        doc([`${"Intro text. ".repeat(10)} We attach the following forms: Bid Security.`], "draft-bid"),
      ]),
    ).toMatchObject({ status: "mentioned" });
    expect(
      formPresence(security, [
        doc([`${"Intro text. ".repeat(10)} Annex B - Bid Security: guarantee.`], "draft-bid"),
      ]),
    ).toMatchObject({ status: "present" });
  });

  it("every form is recognised by its name", () => {
    for (const form of REQUIRED_FORMS)
      expect(form.pattern.test(form.name.split(" / ")[0]!), form.id).toBe(true);
  });
});

function selfCheck(documents: AttachedDocument[]) {
  const input: ReviewInput = {
    serviceId: "bid-proposal-self-check",
    activity: {
      id: "B-1",
      entity: "Acme Ltd",
      procurement_category: "Goods",
      procurement_method: "Tender/RFB",
      currency: "USD",
      estimatedValue: 1_000_000,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents,
    framework: null,
  };
  return runReview(input, [bidProposalSelfCheckPack]);
}

describe("requirement coverage findings", () => {
  it("caps the missing-requirement findings and summarises the rest", () => {
    const many = Array.from(
      { length: MAX_MISSING_FINDINGS + 5 },
      (_, i) => `ITB ${i + 1}.1 The Bidder shall furnish item${i} widget${i} gadget${i} evidence.`,
    );
    const result = selfCheck([doc(many), doc(["Nothing relevant here."], "draft-bid", "Bid.pdf")]);
    const coverage = result.findings.filter((finding) => finding.id.startsWith("requirement-coverage"));
    expect(coverage).toHaveLength(MAX_MISSING_FINDINGS + 1);
    expect(coverage[0]).toMatchObject({ status: "fail", severity: "high" });
    expect(coverage[0]!.evidence).toContain(
      `0 of ${MAX_MISSING_FINDINGS + 5} requirements addressed to the bidder (0%)`,
    );
    expect(coverage[0]!.evidence).toContain(`(${MAX_MISSING_FINDINGS} listed, 5 more)`);
    expect(coverage[1]).toMatchObject({
      id: "requirement-coverage-req-1",
      title: "Requirement not found in the bid (ITB 1.1)",
      status: "warning",
      citation: "RFB.pdf, page 1, ITB 1.1",
    });
  });

  it("maps requirements of a generated PDF solicitation to a generated PDF bid with pages", async () => {
    const refs = toAttachedDocument(
      { fileId: "r", groupId: "method-document", name: "RFB.pdf", size: 1 },
      await extractDocument(
        await makePdf([
          "Section II. Data Sheet.",
          "ITB 12.3 The Bidder shall provide evidence of ISO 9001 quality management certification.",
        ]),
        "pdf",
      ),
    );
    const bid = toAttachedDocument(
      { fileId: "b", groupId: "draft-bid", name: "Bid.pdf", size: 1 },
      await extractDocument(
        await makePdf([
          "Letter of Bid.",
          "Form of Qualification. Acme holds ISO 9001 quality management certification.",
        ]),
        "pdf",
      ),
    );
    const [mapping] = mapRequirements(extractRequirements([refs]), [bid]);
    expect(mapping).toMatchObject({
      met: true,
      requirement: { clause: "ITB 12.3", sentence: { document: "RFB.pdf", page: "page 2" } },
      answer: { document: "Bid.pdf", page: "page 2" },
    });
    const summary = selfCheck([refs, bid]).findings.find((finding) => finding.id === "requirement-coverage")!;
    expect(summary.status).toBe("pass");
    expect(summary.evidence).toContain("1 of 1 requirements addressed to the bidder (100%)");
  });
});
