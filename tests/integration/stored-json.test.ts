import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as runRoute } from "@/app/api/review/runs/[runId]/route";
import { GET as runsRoute } from "@/app/api/review/runs/route";
import { GET as toolRunGetRoute } from "@/app/api/tools/runs/[runId]/route";
import { GET as toolExportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { IPC_RUN_INPUTS } from "@/tests/support/ipc-values";
import { POST as submitRoute } from "@/app/api/review/requests/route";
import { GET as requestRoute, PATCH as patchRoute } from "@/app/api/review/requests/[requestId]/route";
import { db } from "@/lib/server/db";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute } from "./helpers";
import { postToolRun } from "./run-support";
import { postReview, reviewAccount, reviewBody } from "./review-support";

/**
 * A JSON column that no longer matches its schema (an older shape, a hand edit, damage) answers a clear 422
 * naming the record, is logged with where it failed, and never reaches the client as a 500 or as garbage.
 */
describe("stored runs whose JSON columns do not parse", () => {
  let user: Awaited<ReturnType<typeof reviewAccount>>;
  let fileId = "";

  beforeAll(async () => {
    user = await reviewAccount("stored-json");
    const pdf = await makePdf([
      "Section I. Instructions to Bidders.",
      "Section II. Bid Data Sheet. Bids shall remain valid for 90 days.",
    ]);
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      pdf,
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    fileId = attached.fileId;
  });

  afterEach(() => vi.restoreAllMocks());

  const quietLog = () => vi.spyOn(console, "error").mockImplementation(() => {});
  const runParams = (runId: string) => ({ params: Promise.resolve({ runId }) });
  const requestParams = (requestId: string) => ({ params: Promise.resolve({ requestId }) });

  it("a review run with corrupted findings answers 422, logs the row, and still shows in Recent Runs", async () => {
    const response = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [fileId] }),
    );
    const { runId } = await response.json();
    expect(response.status).toBe(200);
    await db().reviewRun.update({
      where: { id: runId },
      data: { findings: [{ id: "x", title: "Broken", status: "maybe" }] },
    });

    const log = quietLog();
    const reloaded = await runRoute(get(`/api/review/runs/${runId}`, user.cookie), runParams(runId));
    const body = await reloaded.json();
    expect(reloaded.status).toBe(422);
    expect(body).toMatchObject({ ok: false, error: { code: "unreadable_result" } });
    expect(body.error.message).toMatch(/review run .*cannot be shown/);
    const logged = log.mock.calls.map((call) => JSON.parse(String(call[0])));
    expect(logged).toContainEqual(
      expect.objectContaining({
        context: "stored-json",
        record: "review run",
        id: runId,
        column: "findings",
      }),
    );

    const list = await runsRoute(get("/api/review/runs", user.cookie));
    expect(list.status).toBe(200);
    expect((await list.json()).runs.map((run: { id: string }) => run.id)).toContain(runId);
  });

  it("a review run whose request column is not an object answers 422 too", async () => {
    const { runId } = await (
      await postReview(user.cookie, reviewBody("compliance-solicitation", { "method-document": [fileId] }))
    ).json();
    await db().reviewRun.update({ where: { id: runId }, data: { request: "not a request" } });
    quietLog();
    const reloaded = await runRoute(get(`/api/review/runs/${runId}`, user.cookie), runParams(runId));
    expect(reloaded.status).toBe(422);
  });

  it("a review run with a damaged facts sheet still opens, without the facts, and the row is logged", async () => {
    const { runId } = await (
      await postReview(user.cookie, reviewBody("compliance-solicitation", { "method-document": [fileId] }))
    ).json();
    await db().reviewRun.update({ where: { id: runId }, data: { facts: [{ document: 1 }] } });
    const log = quietLog();
    const reloaded = await runRoute(get(`/api/review/runs/${runId}`, user.cookie), runParams(runId));
    const body = await reloaded.json();
    expect(reloaded.status).toBe(200);
    expect(body.facts).toBeUndefined();
    expect(body.findings.length).toBeGreaterThan(0);
    expect(log.mock.calls.map((call) => JSON.parse(String(call[0])))).toContainEqual(
      expect.objectContaining({ record: "review run", id: runId, column: "facts" }),
    );
  });

  it("a review request with a corrupted activity answers 422 and is not moved on", async () => {
    const submitted = await submitRoute(
      jsonRequest(
        "/api/review/requests",
        reviewBody("compliance-solicitation", { "method-document": [fileId] }),
        { headers: { cookie: user.cookie } },
      ),
    );
    const { requestId } = await submitted.json();
    expect(submitted.status).toBe(201);
    const row = await db().reviewRequest.findUniqueOrThrow({
      where: { id: requestId },
      select: { request: true },
    });
    await db().reviewRequest.update({
      where: { id: requestId },
      data: { request: { ...(row.request as object), activity: { id: 42 } } },
    });

    quietLog();
    const detail = await requestRoute(
      get(`/api/review/requests/${requestId}`, user.cookie),
      requestParams(requestId),
    );
    expect(detail.status).toBe(422);
    expect((await detail.json()).error.message).toContain("review request");

    // A colleague decides (the submitter may not: segregation of duties), as an admin of the same org.
    const colleague = `colleague@${user.email.split("@")[1]}`;
    await signUpViaRoute({ email: colleague, role: "practitioner" });
    await db().membership.updateMany({
      where: { user: { email: colleague } },
      data: { status: "active", role: "admin" },
    });
    const moved = await patchRoute(
      jsonRequest(
        `/api/review/requests/${requestId}`,
        { status: "in_review" },
        { method: "PATCH", headers: { cookie: await sessionCookieFor(colleague) } },
      ),
      requestParams(requestId),
    );
    expect(moved.status).toBe(422);
    expect(
      (await db().reviewRequest.findUniqueOrThrow({ where: { id: requestId }, select: { status: true } }))
        .status,
    ).toBe("submitted");
  });

  it("a tool run with a corrupted output answers 422 on read and on export, never a 500", async () => {
    const contract = await attachFile(
      user.cookie,
      "ipc_validation",
      "refs",
      "Contract.pdf",
      await makePdf(["Contract between the Ministry and the Contractor."]),
    );
    const ran = await postToolRun(user.cookie, "ipc_validation", {
      inputs: IPC_RUN_INPUTS,
      attachments: { refs: [contract.fileId] },
    });
    const { runId } = await ran.json();
    expect(ran.status).toBe(200);
    await db().toolRun.update({ where: { id: runId }, data: { output: { summary: 1 } } });

    const log = quietLog();
    const read = await toolRunGetRoute(get(`/api/tools/runs/${runId}`, user.cookie), runParams(runId));
    expect(read.status).toBe(422);
    expect(await read.json()).toMatchObject({ ok: false, error: { code: "unreadable_result" } });
    const exported = await toolExportRoute(
      get(`/api/tools/runs/${runId}/export?document=ipc-certificate&format=pdf`, user.cookie),
      runParams(runId),
    );
    expect(exported.status).toBe(422);
    expect(log).toHaveBeenCalled();
  });
});
