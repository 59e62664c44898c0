/**
 * The record reader's parts on the wording reports use: which lines open a stage, who the committee members are,
 * and which names are not bidders.
 */
import { describe, expect, it } from "vitest";
import { isNotBidder } from "./not-bidders";
import { committeeMembers } from "./roles";
import { headingPart } from "./stages";

describe("headingPart", () => {
  it.each([
    ["3.0 PRELIMINARY EVALUATION", "preliminary"],
    ["Table 2: Preliminary examination", "preliminary"],
    ["STAGE 2: TECHNICAL EVALUATION", "technical"],
    ["4.1 Correction of arithmetical errors (ITB 30)", "financial"],
    ["6.0 DUE DILIGENCE (POST-QUALIFICATION)", "postQualification"],
    ["2.0 TENDER OPENING", "opening"],
    ["7.0 RECOMMENDATION", "recommendation"],
  ])("%s opens the %s part", (line, part) => expect(headingPart(line)).toBe(part));

  it.each([
    "The evaluation was carried out in four stages: (i) preliminary evaluation for mandatory requirements; (ii) technical evaluation; (iii) financial evaluation.",
    "\tTechnical evaluation\t30\t26",
    "3.1 Observations",
  ])("does not take %j for a heading", (line) => expect(headingPart(line)).toBeNull());
});

describe("committeeMembers", () => {
  it("reads 'Name – Role' lines and a signature table, not a bidder's sentence", () => {
    const text = [
      "1. Eng. Peter Mwangi – Chairperson",
      "Ms. Grace Atieno Owino, Secretary",
      "3.\tQS. Mercy Nafula Wekesa\tMember\t……………\t14/04/2025",
      "M/s Malava Roadworks & General Supplies Ltd was ranked first.",
    ].join("\n");
    expect(committeeMembers(text)).toEqual([
      "Eng. Peter Mwangi",
      "Ms. Grace Atieno Owino",
      "QS. Mercy Nafula Wekesa",
    ]);
  });
});

describe("isNotBidder", () => {
  const record = {
    bidders: [
      { id: "b1", name: "Malava Roadworks & General Supplies Ltd" },
      { id: "b2", name: "Kenya Insurance Brokers Ltd" },
    ],
    notBidders: [{ name: "Kenya Rural Roads Authority", role: "reference-client" as const, cited: null }],
  } as unknown as Parameters<typeof isNotBidder>[0];

  it("sets apart banks, insurers and the names the record lists", () => {
    expect(isNotBidder(record, "APA Insurance Ltd")).toBe(true);
    expect(isNotBidder(record, "Kenya Commercial Bank Ltd")).toBe(true);
    expect(isNotBidder(record, "Kenya Rural Roads Authority")).toBe(true);
  });

  it("keeps a bidder, even one with an insurer's word in its name", () => {
    expect(isNotBidder(record, "M/s Malava Roadworks & General Supplies Limited")).toBe(false);
    expect(isNotBidder(record, "Kenya Insurance Brokers Ltd")).toBe(false);
  });
});
