import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as submitRoute } from "@/app/api/review/requests/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/review/requests/[requestId]/route";
import { POST as commentRoute } from "@/app/api/review/requests/[requestId]/comments/route";
import { GET as runsRoute } from "@/app/api/review/runs/route";
import { db } from "@/lib/server/db";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { reviewBody } from "./review-support";

/**
 * An org with an admin (first sign-up), a member the admin granted the review permission (her profile role is
 * oversight, which by itself grants nothing) and two practitioners, all approved.
 */
async function team() {
  const domain = uniqueDomain("queue");
  const people = {
    admin: `admin@${domain}`,
    oversight: `auditor@${domain}`,
    officer: `officer@${domain}`,
    clerk: `clerk@${domain}`,
  };
  await signUpViaRoute({ email: people.admin, name: "Ada Admin", role: "practitioner" });
  await signUpViaRoute({ email: people.oversight, name: "Otto Oversight", role: "oversight" });
  await signUpViaRoute({ email: people.officer, name: "Olga Officer", role: "practitioner" });
  await signUpViaRoute({ email: people.clerk, name: "Carl Clerk", role: "practitioner" });
  await db().membership.updateMany({
    where: { user: { email: { in: Object.values(people) } } },
    data: { status: "active" },
  });
  await db().membership.updateMany({
    where: { user: { email: people.oversight } },
    data: { reviewGranted: true },
  });
  return {
    admin: await sessionCookieFor(people.admin),
    oversight: await sessionCookieFor(people.oversight),
    officer: await sessionCookieFor(people.officer),
    clerk: await sessionCookieFor(people.clerk),
  };
}

const params = (requestId: string) => ({ params: Promise.resolve({ requestId }) });
const patch = (cookie: string, requestId: string, body: unknown) =>
  patchRoute(
    jsonRequest(`/api/review/requests/${requestId}`, body, { method: "PATCH", headers: { cookie } }),
    params(requestId),
  );

describe("review queue (Submit for Review)", () => {
  let cookies: Awaited<ReturnType<typeof team>>;
  let requestId = "";

  beforeAll(async () => {
    cookies = await team();
    const pdf = await makePdf([
      "Section I. Instructions to Bidders.",
      "Section II. Bid Data Sheet. Bids shall remain valid for 90 days.",
    ]);
    const { fileId } = await attachFile(
      cookies.officer,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      pdf,
    );
    const response = await submitRoute(
      jsonRequest(
        "/api/review/requests",
        reviewBody("compliance-solicitation", { "method-document": [fileId] }),
        { headers: { cookie: cookies.officer } },
      ),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ status: "submitted" });
    expect(typeof body.score).toBe("number");
    requestId = body.requestId;
  });

  it("validates a submission like a run and queues nothing when incomplete", async () => {
    const before = await db().reviewRequest.count();
    const response = await submitRoute(
      jsonRequest("/api/review/requests", reviewBody("compliance-solicitation", {}), {
        headers: { cookie: cookies.officer },
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty(["attachments.method-document"]);
    expect(await db().reviewRequest.count()).toBe(before);
  });

  it("shows the queue to granted reviewers and admins, and only their own requests to others", async () => {
    for (const cookie of [cookies.oversight, cookies.admin, cookies.officer]) {
      const { requests } = await (await listRoute(get("/api/review/requests", cookie))).json();
      expect(requests.map((request: { id: string }) => request.id)).toContain(requestId);
    }
    const other = `other@${uniqueDomain("queue-out")}`;
    await signUpViaRoute({ email: other });
    const outsider = await sessionCookieFor(other);
    expect((await (await listRoute(get("/api/review/requests", outsider))).json()).requests).toEqual([]);
    expect(
      (await getRoute(get(`/api/review/requests/${requestId}`, outsider), params(requestId))).status,
    ).toBe(404);
    // Another organisation cannot move or comment on it either, and nothing changes.
    await db().user.updateMany({ where: { email: other }, data: { role: "oversight" } });
    expect((await patch(outsider, requestId, { status: "in_review" })).status).toBe(404);
    const foreignComment = await commentRoute(
      jsonRequest(
        `/api/review/requests/${requestId}/comments`,
        { body: "Sneaky" },
        { headers: { cookie: outsider } },
      ),
      params(requestId),
    );
    expect(foreignComment.status).toBe(404);
    expect(
      await db().reviewRequest.findUniqueOrThrow({ where: { id: requestId }, select: { status: true } }),
    ).toEqual({ status: "submitted" });
    expect(await db().reviewComment.count({ where: { requestId } })).toBe(0);
    const detail = await (
      await getRoute(get(`/api/review/requests/${requestId}`, cookies.oversight), params(requestId))
    ).json();
    expect(detail).toMatchObject({
      id: requestId,
      status: "submitted",
      submittedBy: { name: "Olga Officer" },
      canReview: true,
    });
    expect(detail.findings.length).toBeGreaterThan(0);
    // The reviewer sees what the review read, kept with the request.
    const validity = detail.facts[0].facts.find((fact: { key: string }) => fact.key === "tender_validity");
    expect(validity).toMatchObject({ status: "stated", value: "90 days" });
    expect(detail.activity).toMatchObject({
      id: "MOH-2026-001",
      procurement_category: "Goods",
      procurement_method: "Open Tender",
    });
  });

  it("moves submitted -> in review -> completed (approved), reviewers only, one step at a time, with comments", async () => {
    expect((await patch(cookies.officer, requestId, { status: "in_review" })).status).toBe(403);
    expect((await patch(cookies.oversight, requestId, { status: "completed" })).status).toBe(409);
    const inReview = await patch(cookies.oversight, requestId, { status: "in_review" });
    expect(inReview.status).toBe(200);
    expect((await inReview.json()).status).toBe("in_review");
    expect((await patch(cookies.admin, requestId, { status: "in_review" })).status).toBe(409);

    const comment = await commentRoute(
      jsonRequest(
        `/api/review/requests/${requestId}/comments`,
        { body: "Please attach the addendum." },
        { headers: { cookie: cookies.officer } },
      ),
      params(requestId),
    );
    expect(comment.status).toBe(201);
    expect(
      (
        await commentRoute(
          jsonRequest(
            `/api/review/requests/${requestId}/comments`,
            { body: "   " },
            { headers: { cookie: cookies.officer } },
          ),
          params(requestId),
        )
      ).status,
    ).toBe(400);

    const done = await patch(cookies.oversight, requestId, {
      status: "completed",
      comment: "Cleared for issue.",
    });
    const body = await done.json();
    expect(done.status).toBe(200);
    expect(body.status).toBe("completed");
    expect(body.comments.map((c: { author: string; body: string }) => `${c.author}: ${c.body}`)).toEqual([
      "Olga Officer: Please attach the addendum.",
      "Otto Oversight: Cleared for issue.",
    ]);
    expect((await patch(cookies.oversight, requestId, { status: "completed" })).status).toBe(409);
  });

  it("lists the submission in Recent Runs with its status", async () => {
    const { runs } = await (await runsRoute(get("/api/review/runs?limit=10", cookies.officer))).json();
    expect(runs.find((run: { id: string }) => run.id === requestId)).toMatchObject({
      kind: "submission",
      service: "compliance-solicitation",
    });
    // Another member who is not a reviewer sees neither the request in the queue nor in Recent Runs.
    const clerkRuns = (await (await runsRoute(get("/api/review/runs?limit=10", cookies.clerk))).json()).runs;
    expect(clerkRuns.map((run: { id: string }) => run.id)).not.toContain(requestId);
    expect((await (await listRoute(get("/api/review/requests", cookies.clerk))).json()).requests).toEqual([]);
  });
});
