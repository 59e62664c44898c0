import { beforeAll, describe, expect, it } from "vitest";
import { GET as artifactsRoute } from "@/app/api/review/artifacts/route";
import { GET as artifactRoute } from "@/app/api/review/artifacts/[artifactId]/route";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import type { Finding } from "@/lib/results/types";
import { makeDocx, makePdf, makeXlsx } from "@/tests/support/documents";
import { attachFile, uploadGuideline } from "./attach";
import { get } from "./helpers";
import { saveCountryFramework } from "./run-support";
import { postReview, reviewAccount, reviewBody } from "./review-support";

/**
 * A full review through POST /api/review for every service and subservice of the /review form, on generated
 * PDF, DOCX and XLSX documents: each answers findings that quote the uploaded file, and a failing document
 * gives a failing finding.
 */
type Account = Awaited<ReturnType<typeof reviewAccount>>;

const target = (serviceId: string, subserviceId?: string) =>
  `review:${serviceId}${subserviceId ? `/${subserviceId}` : ""}`;

async function upload(
  user: Account,
  serviceId: string,
  slot: string,
  name: string,
  bytes: Uint8Array,
  subserviceId?: string,
) {
  const attached = await attachFile(user.cookie, target(serviceId, subserviceId), slot, name, bytes);
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return attached.fileId;
}

async function review(user: Account, body: ReturnType<typeof reviewBody>) {
  const response = await postReview(user.cookie, body);
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer as {
    runId: string;
    score: number;
    findings: Finding[];
    memoHtml: string;
    artifact: { artifact_id: string; type: string; version: number } | null;
  };
}

const quoting = (findings: Finding[], name: string) =>
  findings.filter((finding) => finding.evidence.includes(name));
const failing = (findings: Finding[]) =>
  findings.filter((finding) => finding.status === "fail" || finding.status === "warning");

const RFB = [
  "Section I. Instructions to Bidders. ITB 4.1 Eligible bidders: all firms. Fraud and Corruption: bidders shall observe the highest standard of ethics.",
  "Section II. Bid Data Sheet. ITB 18.1 Bids shall remain valid for 120 days. ITB 19.1 The bidder shall furnish a bid security of KES 100,000. Requests for clarification must be received no later than 14 days before the deadline.",
  "The deadline for submission of bids is 20 February 2026 at 10:00. Bids will be publicly opened in the presence of bidders who choose to attend.",
  "Section III. Evaluation and Qualification Criteria: price, delivery period, after-sales service. Section IV. Bidding Forms: Letter of Bid, Bid Security Form, Power of Attorney, Price Schedule.",
  "Section VII. Technical Specifications: 40 laptops with 16 GB memory and a 14 inch display, delivered within 30 days.",
  "Section VIII. General Conditions of Contract. Section X. Contract Forms: Contract Agreement.",
];

describe("POST /api/review for every service", () => {
  let user: Account;

  beforeAll(async () => {
    user = await reviewAccount("review-services");
    await saveCountryFramework(user.cookie, "KE");
  });

  it("internal-approval-memo: checks the file, drafts the memo and saves it as a new version per activity", async () => {
    const method = await upload(
      user,
      "internal-approval-memo",
      "method-document",
      "RFB.pdf",
      await makePdf(RFB),
    );
    const report = await upload(
      user,
      "internal-approval-memo",
      "redacted-evaluation-report",
      "Evaluation.docx",
      await makeDocx([
        "Evaluation Report. Three bids were received: Alpha Supplies Ltd, Beta Traders Ltd and Gamma Limited.",
        "The lowest evaluated bid is Alpha Supplies Ltd at KES 4,200,000. The committee recommends award to Alpha Supplies Ltd.",
      ]),
    );
    const body = reviewBody("internal-approval-memo", {
      "method-document": [method],
      "redacted-evaluation-report": [report],
    });
    body.activity = { ...body.activity, id: "MEMO-ACT-1" };
    const first = await review(user, body);
    expect(quoting(first.findings, "Evaluation.docx").length).toBeGreaterThan(0);
    expect(first.memoHtml).toContain("Alpha Supplies");
    expect(first.artifact).toMatchObject({ type: "draft", version: 1 });

    // The next run revises the chosen prior version: an agent revision, version 2.
    const second = await review(user, { ...body, previousVersion: first.artifact!.artifact_id });
    expect(second.artifact).toMatchObject({ type: "agent_revision", version: 2 });
    expect(second.memoHtml).toContain("Revised from");

    // Pasted external draft (>= 30 characters) wins as the baseline when used.
    const pasted =
      "MEMO TO THE ACCOUNTING OFFICER. Our own background paragraph about the laptops purchase for clinics.";
    const third = await review(user, {
      ...body,
      memo_external_draft: { use_as_baseline: true, mode: "text", text: pasted, files: [] },
    });
    expect(third.memoHtml).toContain("Our own background paragraph");

    const { artifacts } = await (
      await artifactsRoute(get("/api/review/artifacts?activityId=MEMO-ACT-1", user.cookie))
    ).json();
    expect(artifacts.map((artifact: { version: number }) => artifact.version)).toEqual([3, 2, 1]);
    const download = await artifactRoute(get(artifacts[2].url, user.cookie), {
      params: Promise.resolve({ artifactId: artifacts[2].artifact_id }),
    });
    expect(download.headers.get("content-disposition")).toContain("MEMO-ACT-1-draft-v1.html");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    // A hostile activity id cannot steer the download's file name.
    const hostile = await review(user, { ...body, activity: { ...body.activity, id: '../evil"; name' } });
    const hostileDownload = await artifactRoute(
      get(`/api/review/artifacts/${hostile.artifact!.artifact_id}`, user.cookie),
      { params: Promise.resolve({ artifactId: hostile.artifact!.artifact_id }) },
    );
    expect(hostileDownload.headers.get("content-disposition")).toBe(
      'attachment; filename="..-evil-name-draft-v1.html"',
    );
    expect(await download.text()).toContain("Alpha Supplies");

    const other = await reviewAccount("review-services-other");
    expect(
      (await (await artifactsRoute(get("/api/review/artifacts?activityId=MEMO-ACT-1", other.cookie))).json())
        .artifacts,
    ).toEqual([]);
    const foreignDownload = await artifactRoute(get(artifacts[0].url, other.cookie), {
      params: Promise.resolve({ artifactId: artifacts[0].artifact_id }),
    });
    expect(foreignDownload.status).toBe(404);
    const foreign = await postReview(other.cookie, {
      ...reviewBody("internal-approval-memo", {}),
      previousVersion: first.artifact!.artifact_id,
    });
    expect(foreign.status).toBe(400);

    const short = await postReview(user.cookie, {
      ...body,
      memo_external_draft: { use_as_baseline: true, mode: "text", text: "too short", files: [] },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields).toHaveProperty(["memo_external_draft.text"]);
  });

  it("compliance-evaluation: reads the report against the solicitation (XLSX scores)", async () => {
    const method = await upload(
      user,
      "compliance-evaluation",
      "method-document",
      "RFB.docx",
      await makeDocx(RFB),
    );
    const report = await upload(
      user,
      "compliance-evaluation",
      "evaluation-report",
      "Scores.xlsx",
      await makeXlsx({
        Evaluation: [
          ["Bidder", "Read-out price", "Evaluated price", "Rank"],
          ["Alpha Supplies Ltd", 4_200_000, 4_200_000, 2],
          ["Beta Traders Ltd", 4_000_000, 4_000_000, 1],
        ],
        Recommendation: [
          ["The evaluation committee recommends award to Alpha Supplies Ltd, the lowest evaluated bidder."],
        ],
      }),
    );
    const result = await review(
      user,
      reviewBody("compliance-evaluation", { "method-document": [method], "evaluation-report": [report] }),
    );
    expect(quoting(result.findings, "Scores.xlsx").length).toBeGreaterThan(0);
    expect(failing(result.findings).length).toBeGreaterThan(0);
  });

  it("bid-proposal-self-check and bid-proposal-compilation: map the solicitation's requirements to the bid", async () => {
    const bidPages = [
      "Letter of Bid. We offer 40 laptops with 16 GB memory and a 14 inch display. Our bid shall remain valid for 120 days.",
      "Price Schedule. Total KES 4,000,000.",
    ];
    for (const [serviceId, refSlot, bidSlot] of [
      ["bid-proposal-self-check", "method-document", "draft-bid"],
      ["bid-proposal-compilation", "refs", "subject"],
    ] as const) {
      const refs = await upload(user, serviceId, refSlot, "RFB.pdf", await makePdf(RFB));
      const bid = await upload(user, serviceId, bidSlot, "OurBid.docx", await makeDocx(bidPages));
      const result = await review(user, reviewBody(serviceId, { [refSlot]: [refs], [bidSlot]: [bid] }));
      expect(quoting(result.findings, "OurBid.docx").length, serviceId).toBeGreaterThan(0);
      // The bid has no Power of Attorney and no bid security: both missing.
      expect(
        failing(result.findings)
          .map((finding) => finding.title)
          .join(" | "),
        serviceId,
      ).toMatch(/Power of Attorney|security/i);
    }
  });

  it("intelligence / spec-quality: flags brand names and vague terms (currency, value and dates not asked)", async () => {
    const specs = await upload(
      user,
      "intelligence",
      "specifications",
      "Specs.docx",
      await makeDocx([
        "The printer shall be an HP LaserJet Pro M404. The system shall be of high quality and user friendly.",
      ]),
      "spec-quality",
    );
    const body = reviewBody("intelligence", { specifications: [specs] });
    const result = await review(user, {
      ...body,
      subserviceId: "spec-quality",
      activity: { ...body.activity, currency: "", estimatedValue: "", issue_date: "", bidDueDate: "" },
    });
    expect(failing(result.findings).some((finding) => finding.evidence.includes("Specs.docx"))).toBe(true);
  });

  it("intelligence / contract-completeness: names the clauses a draft contract lacks", async () => {
    const method = await upload(
      user,
      "intelligence",
      "method-document",
      "RFB.pdf",
      await makePdf(RFB),
      "contract-completeness",
    );
    const contract = await upload(
      user,
      "intelligence",
      "draft-contract",
      "Contract.docx",
      await makeDocx([
        "This Contract is made between the Ministry of Health and Alpha Supplies Ltd. Scope of supply: 40 laptops. Contract price KES 4,200,000.",
      ]),
      "contract-completeness",
    );
    const result = await review(user, {
      ...reviewBody("intelligence", { "method-document": [method], "draft-contract": [contract] }),
      subserviceId: "contract-completeness",
    });
    expect(result.findings.find((finding) => finding.id === "clause-parties")?.status).toBe("pass");
    expect(result.findings.find((finding) => finding.id === "clause-force-majeure")?.status).toBe("fail");
  });

  it("intelligence / unbalanced-bid: compares the bidder's XLSX rates with the CSV estimate", async () => {
    const sub = "unbalanced-bid";
    const method = await upload(user, "intelligence", "method-document", "RFB.pdf", await makePdf(RFB), sub);
    const estimate = new TextEncoder().encode(
      "Item,Description,Qty,Unit,Rate,Amount\n1,Mobilization,1,LS,50000,50000\n2,Excavation,100,m3,200,20000\n3,Concrete,50,m3,1000,50000\n",
    );
    const estimates = await upload(user, "intelligence", "project-estimates", "Estimate.csv", estimate, sub);
    const schedule = await upload(
      user,
      "intelligence",
      "bidder-schedule",
      "BidPrices.xlsx",
      await makeXlsx({
        Prices: [
          ["Item", "Description", "Qty", "Unit", "Rate", "Amount"],
          [1, "Mobilization", 1, "LS", 150000, 150000],
          [2, "Excavation", 100, "m3", 120, 12000],
          [3, "Concrete", 50, "m3", 600, 30000],
        ],
      }),
      sub,
    );
    const body = reviewBody(
      "intelligence",
      { "method-document": [method], "project-estimates": [estimates], "bidder-schedule": [schedule] },
      { subserviceId: sub, moduleInputs: { deviation_band: "25" } },
    );
    const result = await review(user, body);
    const flagged = failing(result.findings);
    expect(
      flagged.some(
        (finding) => finding.evidence.includes("BidPrices.xlsx") && finding.evidence.includes("Mobilization"),
      ),
    ).toBe(true);
    expect(flagged.map((finding) => finding.title).join(" | ")).toMatch(/front/i);
  });

  it("intelligence / due-diligence: screens the bidder and commitments against an uploaded debarment list", async () => {
    const sub = "due-diligence";
    const list = new TextEncoder().encode(
      "Name,Country,Reason,From,To\nAcme Construction Limited,KE,Fraudulent practice,2024-01-01,2029-01-01\nHonest Builders Ltd,UG,Collusion,2020-01-01,2021-01-01\n",
    );
    const lists = await upload(user, "intelligence", "screening-lists", "Debarred.csv", list, sub);
    const hit = await review(
      user,
      reviewBody(
        "intelligence",
        { "screening-lists": [lists] },
        {
          subserviceId: sub,
          moduleInputs: { bidder_name: "ACME Construction Ltd.", commitments: ["Jane Doe (site engineer)"] },
        },
      ),
    );
    const match = hit.findings.find((finding) => finding.status === "fail");
    expect(match?.evidence).toContain("Acme Construction Limited");
    expect(match?.evidence).toContain("Debarred.csv");
    const clean = await review(
      user,
      reviewBody(
        "intelligence",
        { "screening-lists": [lists] },
        { subserviceId: sub, moduleInputs: { bidder_name: "Zeta Medical Supplies", commitments: [""] } },
      ),
    );
    expect(clean.findings.filter((finding) => finding.status === "fail")).toEqual([]);
    const missingName = await postReview(
      user.cookie,
      reviewBody("intelligence", {}, { subserviceId: sub, moduleInputs: { bidder_name: " " } }),
    );
    expect((await missingName.json()).error.fields).toHaveProperty(["moduleInputs.bidder_name"]);
  });

  it("consolidated-procurement-planning: consolidates the plans and flags splitting", async () => {
    const plan = await upload(
      user,
      "consolidated-procurement-planning",
      "planning-docs",
      "Plans.xlsx",
      await makeXlsx({
        Plan: [
          ["Description", "Category", "Quantity", "Estimated cost", "Quarter"],
          ["Laptops for clinics lot 1", "Goods", 20, 1_900_000, "Q1"],
          ["Laptops for clinics lot 2", "Goods", 20, 1_900_000, "Q1"],
          ["Laptops for clinics lot 3", "Goods", 20, 1_900_000, "Q2"],
          ["Rehabilitation of ward B", "Works", 1, "", "Q3"],
        ],
      }),
    );
    const result = await review(
      user,
      reviewBody(
        "consolidated-procurement-planning",
        { "planning-docs": [plan] },
        { moduleInputs: { planning_period: "FY 2026/27" } },
      ),
    );
    expect(result.memoHtml).toContain("Laptops for clinics");
    expect(failing(result.findings).some((finding) => finding.evidence.includes("Plans.xlsx"))).toBe(true);
  });

  it("quotes the organisation's indexed guidelines on the review, with file and page, without moving the score", async () => {
    const guidelineUser = await reviewAccount("review-guidelines");
    await uploadGuideline(
      guidelineUser.cookie,
      "Procurement Manual.pdf",
      await makePdf([
        "Chapter 1. Scope of this manual.",
        "Every solicitation for goods shall be reviewed by the tender committee before issue.",
      ]),
    );
    await jobsIdle();
    const rfb = await attachFile(
      guidelineUser.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(RFB),
    );
    const result = await review(
      guidelineUser,
      reviewBody("compliance-solicitation", { "method-document": [rfb.fileId] }),
    );
    const guideline = result.findings.find((finding) => finding.id === "org-guidelines");
    expect(guideline).toMatchObject({ status: "info", severity: "info" });
    expect(guideline!.evidence).toContain("Procurement Manual.pdf, page 2");
    expect(guideline!.evidence).toMatch(/solicitation/i);
    // An org without guidelines gets no such finding.
    expect(
      (
        await review(
          user,
          reviewBody("compliance-solicitation", {
            "method-document": [
              await upload(user, "compliance-solicitation", "method-document", "RFB.pdf", await makePdf(RFB)),
            ],
          }),
        )
      ).findings.map((f) => f.id),
    ).not.toContain("org-guidelines");
  });

  it("stores every run of the account", async () => {
    expect(await db().reviewRun.count({ where: { orgId: user.orgId } })).toBeGreaterThanOrEqual(7);
  });
});
