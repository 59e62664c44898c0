/**
 * Reviews in worker threads (modules/review/server/review-pool): the same result as the engine in this thread, the same
 * domain errors, a runaway review stopped at the time or memory limit while this thread keeps answering, and
 * through POST /api/review a stopped review is a clear 422 that stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewActivity } from "@/lib/results/activity";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { ReviewInput } from "@/lib/results/review-types";
import { DomainError } from "@/lib/errors";
import { db } from "@/lib/server/db";
import {
  configureReviewPool,
  ReviewPool,
  reviewOffThread,
  reviewPoolSettingsFromEnv,
} from "@/modules/review/server/review-pool";
import { KENYA } from "@/tests/support/frameworks";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { saveCountryFramework } from "./run-support";

const TENDER_PAGES = [
  "Section I. Instructions to Bidders\nEligible bidders: all firms. Fraud and Corruption: bidders shall observe the highest standard of ethics.",
  "Section II. Bid Data Sheet\nBids shall remain valid for a period of one hundred and twenty (120) days. The tender security shall be Kshs. 100,000.00.",
  "The deadline for submission of tenders is 1 March 2026 at 10:00 a.m. Tenders will be opened publicly.",
  "Section III. Evaluation and Qualification Criteria\nThe lowest evaluated responsive tender.\nSection IV. Tendering Forms\nForm of Tender.",
  "Section VII. Technical Specifications\n40 laptops, Dell Latitude 5450 or equivalent.",
];

function solicitationInput(): ReviewInput {
  return {
    serviceId: "compliance-solicitation",
    // The activity the route tests post, as the engine reads it.
    activity: reviewActivity(
      reviewBody("compliance-solicitation", {}).activity as { id: string; estimatedValue: string },
    ),
    moduleInputs: {},
    documents: [
      {
        fileId: "rfb",
        groupId: "method-document",
        name: "RFB.pdf",
        size: 1,
        units: TENDER_PAGES.map((text, i) => ({ label: `page ${i + 1}`, text })),
      },
    ],
    framework: KENYA,
  };
}

const settings = () => ({ ...reviewPoolSettingsFromEnv(), workers: 1 });

describe("the review pool", () => {
  const pools: ReviewPool[] = [];
  const pool = (extra: Partial<ReturnType<typeof settings>> = {}) => {
    const made = new ReviewPool({ ...settings(), ...extra });
    pools.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(pools.map((each) => each.close()));
  });

  it("gives the result the engine gives in this thread", async () => {
    const input = solicitationInput();
    const result = await pool().run({ op: "review", input });
    expect(result).toEqual(runReview(input, RULE_PACKS));
    expect(result.findings.length).toBeGreaterThan(5);
  });

  it("passes a domain error back with its code and message", async () => {
    const input = { ...solicitationInput(), serviceId: "no-such-review" };
    const error = await pool()
      .run({ op: "review", input })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "not_built" });
    expect(() => runReview(input, RULE_PACKS)).toThrow((error as Error).message);
  });

  it("stops a review that never ends at the time limit, while this thread keeps answering, and serves the next", async () => {
    // Long enough for a fresh worker's first real review (a second or more on a busy machine) afterwards.
    const limited = pool({ timeoutMs: 5_000 });
    const stopped = limited.run({ op: "test-spin" }).catch((caught: unknown) => caught);
    // Timers of this thread fire while the worker spins: the review is not holding the event loop.
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 20);
    const error = await stopped;
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(20);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: "over_limit",
      message:
        "The review took longer than 5 seconds and was stopped. Attach fewer or smaller documents and try again.",
    });
    const next = await limited.run({ op: "review", input: solicitationInput() });
    expect(next.findings.length).toBeGreaterThan(5);
  });

  it("stops a review that needs more memory than a worker has, and serves the next", async () => {
    const small = pool({ memoryMb: 64, timeoutMs: 60_000 });
    const error = await small.run({ op: "test-allocate" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: "over_limit",
      message:
        "The review needs more memory than the server allows. Attach fewer or smaller documents and try again.",
    });
    const next = await small.run({ op: "review", input: solicitationInput() });
    expect(next.findings.length).toBeGreaterThan(5);
  });

  it("is what the server uses under the tests (NODE_ENV=test), not the engine in this thread", () => {
    expect(reviewPoolSettingsFromEnv().workers).toBeGreaterThan(0);
  });
});

describe("POST /api/review with the review pool", () => {
  let user: Awaited<ReturnType<typeof reviewAccount>>;
  let rfbId = "";

  beforeAll(async () => {
    user = await reviewAccount("review-pool");
    await saveCountryFramework(user.cookie, "KE");
    const pages = Array.from({ length: 12 }, (_, i) => TENDER_PAGES[i % TENDER_PAGES.length]!);
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(pages),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    rfbId = attached.fileId;
  });

  afterAll(async () => {
    await configureReviewPool({});
  });

  it("answers a review from the pool and stores it", async () => {
    await configureReviewPool({ workers: 1 });
    const response = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [rfbId] }),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.findings.find((f: { id: string }) => f.id === "section-itb")).toMatchObject({
      status: "pass",
    });
    expect(await db().reviewRun.count({ where: { id: body.runId } })).toBe(1);
  });

  it("answers a review stopped at the time limit with 422 over_limit and stores nothing", async () => {
    // A fresh worker's first review (loading the packs and the currency tables) takes far longer than 1 ms.
    await configureReviewPool({ workers: 1, timeoutMs: 1 });
    const before = await db().reviewRun.count({ where: { orgId: user.orgId } });
    const response = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [rfbId] }),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(422);
    expect(body.error).toEqual({
      code: "over_limit",
      message:
        "The review took longer than 1 second and was stopped. Attach fewer or smaller documents and try again.",
    });
    expect(await db().reviewRun.count({ where: { orgId: user.orgId } })).toBe(before);
  });

  it("reviews in this thread when the pool is off (REVIEW_WORKERS=0)", async () => {
    await configureReviewPool(null);
    const input = solicitationInput();
    expect(await reviewOffThread(input)).toEqual(runReview(input, RULE_PACKS));
  });
});
