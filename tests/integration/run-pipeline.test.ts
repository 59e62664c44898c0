import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { documentCacheStats } from "@/modules/runs/server/documents";
import { onRunFinished, type RunEvent } from "@/modules/runs/server/pipeline";
import { makePdf } from "@/tests/support/documents";
import { IPC_RUN_INPUTS } from "@/tests/support/ipc-values";
import { attachFile } from "./attach";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { postToolRun } from "./run-support";

/**
 * Reviews and hub tools are two callers of one run pipeline: both pass the same stages in the same order and
 * store their run from it, and a document read for one run is not parsed again for the next.
 */
const STAGES = ["framework", "attachments", "documents", "guidelines", "engine", "store"];

describe("the run pipeline", () => {
  let user: Awaited<ReturnType<typeof reviewAccount>>;
  let events: RunEvent[] = [];
  let stop = () => {};

  beforeAll(async () => {
    user = await reviewAccount("pipeline");
  });
  afterEach(() => stop());

  const listen = () => {
    events = [];
    stop = onRunFinished((event) => events.push(event));
  };

  it("stores a review and a hub tool run through the same stages", async () => {
    const solicitation = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(["Bids shall remain valid for 120 days."]),
    );
    const contract = await attachFile(
      user.cookie,
      "ipc_validation",
      "refs",
      "Contract.pdf",
      await makePdf(["Contract between the Ministry and the Contractor."]),
    );
    listen();

    const review = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [solicitation.fileId] }),
    );
    const reviewAnswer = await review.json();
    expect(review.status, JSON.stringify(reviewAnswer)).toBe(200);
    const tool = await postToolRun(user.cookie, "ipc_validation", {
      inputs: IPC_RUN_INPUTS,
      attachments: { refs: [contract.fileId] },
    });
    const toolAnswer = await tool.json();
    expect(tool.status, JSON.stringify(toolAnswer)).toBe(200);

    expect(events.map((event) => event.kind)).toEqual(["review", "tool"]);
    for (const event of events) expect(event.stages.map((stage) => stage.stage)).toEqual(STAGES);
    expect(events.map((event) => event.storedId)).toEqual([reviewAnswer.runId, toolAnswer.runId]);
  });

  it("answers a refused request before any engine runs, and reports nothing stored", async () => {
    listen();
    const response = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [] }),
    );
    expect(response.status).toBe(400);
    expect(events).toEqual([]);
  });

  it("parses a stored document once for several runs", async () => {
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "Again.pdf",
      await makePdf(["The bid security shall be 2% of the bid price."]),
    );
    const body = reviewBody("compliance-solicitation", { "method-document": [attached.fileId] });
    const before = { ...documentCacheStats };
    expect((await postReview(user.cookie, body)).status).toBe(200);
    expect((await postReview(user.cookie, body)).status).toBe(200);
    expect(documentCacheStats.misses - before.misses).toBe(1);
    expect(documentCacheStats.hits - before.hits).toBe(1);
  });
});
