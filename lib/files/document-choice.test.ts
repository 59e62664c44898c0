import { describe, expect, it } from "vitest";
import { getTool } from "@/lib/catalogue";
import { reviewModule, uploadGroupsOf } from "@/lib/catalogue/review-services";
import { DOCUMENT_KINDS } from "@/modules/activities/lib/fields";
import {
  documentsForGroup,
  kindsForGroup,
  mergeChosenFiles,
  preselectDocuments,
  uploadKindFor,
  type ActivityDocumentChoice,
  type DocumentKind,
} from "./document-choice";

/** The documents of one works tender, named as a county procurement office names its files. */
const KERRA: ActivityDocumentChoice[] = [
  { fileId: "plan", name: "KeRRA Annual Procurement Plan FY2026-27.xlsx", kind: "plan" },
  { fileId: "tender", name: "KeRRA-008-2026-2027 Tender Document.pdf", kind: "tender" },
  { fileId: "addendum", name: "Addendum No. 1 - Site visit.pdf", kind: "addendum" },
  { fileId: "opening", name: "Tender Opening Register 14.03.2026.pdf", kind: "opening_record" },
  { fileId: "report", name: "Evaluation Committee Report.docx", kind: "evaluation_report" },
  { fileId: "bid", name: "Bid - Mwangaza Builders Ltd.pdf", kind: "bid" },
  { fileId: "photo", name: "Site photo.jpg", kind: "other" },
];

const groupsOf = (toolId: string) => getTool(toolId)!.attachmentGroups;

describe("which activity document fits which upload group", () => {
  it("reads the kinds a group asks for from its words, best first", () => {
    const solicitation = groupsOf("solicitation_compliance_review");
    expect(kindsForGroup(solicitation.find((g) => g.id === "subject")!)).toEqual(["tender", "addendum"]);
    const evaluation = groupsOf("evaluation_compliance_review");
    expect(kindsForGroup(evaluation.find((g) => g.id === "subject")!)).toEqual([
      "evaluation_report",
      "opening_record",
    ]);
    const contract = groupsOf("contract_completeness_check");
    expect(kindsForGroup(contract.find((g) => g.id === "subject")!)).toEqual(["contract"]);
    expect(kindsForGroup(contract.find((g) => g.id === "refs")!)).toEqual(["tender", "addendum", "bid"]);
  });

  it("offers no activity document to template or screening-list groups", () => {
    const planning = groupsOf("consolidated_procurement_planning");
    expect(kindsForGroup(planning.find((g) => g.id === "templates")!)).toEqual([]);
    expect(kindsForGroup(planning.find((g) => g.id === "subject")!)).toEqual(["plan"]);
    const dueDiligence = uploadGroupsOf(reviewModule("intelligence", "due-diligence")!);
    expect(kindsForGroup(dueDiligence.find((g) => g.id === "screening-lists")!)).toEqual([]);
  });

  it("does not take 'bid opening' or 'bid prices' for bids", () => {
    expect(kindsForGroup({ title: "Records", subtitle: "The bid opening record." })).toEqual([
      "opening_record",
    ]);
    expect(
      kindsForGroup({
        title: "Prices",
        subtitle: "The evaluation report with the bid prices, or price schedules.",
      }),
    ).toEqual(["evaluation_report", "bid"]);
  });

  it("files a new upload under the group's first kind, else Other", () => {
    const evaluation = groupsOf("evaluation_compliance_review");
    expect(uploadKindFor(evaluation.find((g) => g.id === "subject")!)).toBe("evaluation_report");
    expect(uploadKindFor({ title: "Supporting Documents", subtitle: "" })).toBe("other");
  });

  it("preselects the tender for the solicitation review's documents under review, not its references", () => {
    const chosen = preselectDocuments(groupsOf("solicitation_compliance_review"), KERRA);
    expect(chosen.subject).toEqual(["tender", "addendum"]);
    // The plan is what its reference group names first; the tender goes where it ranks higher.
    expect(chosen.refs).toEqual(["plan"]);
  });

  it("preselects the evaluation report for evaluation tools and the bids for bid tools", () => {
    const evaluation = preselectDocuments(groupsOf("evaluation_compliance_review"), KERRA);
    expect(evaluation.subject).toEqual(["opening", "report"]);
    expect(evaluation.refs).toEqual(["tender", "addendum"]);
    const unbalanced = preselectDocuments(groupsOf("unbalanced_bid_check"), KERRA);
    expect(unbalanced.subject).toEqual(["bid"]);
    expect(unbalanced.benchmarks).toEqual([]);
    const memo = preselectDocuments(uploadGroupsOf(reviewModule("internal-approval-memo")!), KERRA);
    expect(memo["method-document"]).toEqual(["tender", "addendum"]);
    expect(memo["redacted-evaluation-report"]).toEqual(["report"]);
  });

  it("preselects the plan, the tender and its addendum for the risk register; never a photo it cannot read", () => {
    const chosen = preselectDocuments(groupsOf("procurement_risk_register"), KERRA);
    expect(chosen.supporting).toEqual(["plan", "tender", "addendum"]);
    const offered = documentsForGroup(groupsOf("procurement_risk_register")[0]!, KERRA);
    expect(offered.map((d) => d.fileId).slice(0, 2)).toEqual(["plan", "tender"]);
    expect(offered.map((d) => d.fileId)).not.toContain("photo");
  });

  it("keeps within a group's file limit", () => {
    const group = { id: "g", title: "Bids", subtitle: "", accept: [".pdf"], maxFiles: 2 };
    const bids = [1, 2, 3].map((n) => ({ fileId: `b${n}`, name: `Bid ${n}.pdf`, kind: "bid" as const }));
    expect(preselectDocuments([group], bids).g).toEqual(["b1", "b2"]);
  });

  it("knows every kind an activity's documents are tagged with, and no other", () => {
    const all: readonly string[] = DOCUMENT_KINDS;
    const kinds: DocumentKind[] = ["plan", "tender", "addendum", "bid", "opening_record"];
    kinds.push("evaluation_report", "contract", "other");
    expect([...kinds].sort()).toEqual([...all].sort());
  });

  it("sends chosen documents and uploads together, once each", () => {
    expect(mergeChosenFiles({ subject: ["u1", "t"] }, { subject: ["t"], refs: ["p"] })).toEqual({
      subject: ["t", "u1"],
      refs: ["p"],
    });
  });
});
