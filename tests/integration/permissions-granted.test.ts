import { beforeAll, describe, expect, it } from "vitest";
import { PUT as putPrefs } from "@/app/api/settings/preferences/route";
import { GET as listRoute, POST as submitRoute } from "@/app/api/review/requests/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/review/requests/[requestId]/route";
import { PUT as permissionsRoute } from "@/app/api/org/members/[id]/permissions/route";
import { GET as listMembersRoute } from "@/app/api/org/members/route";
import { GET as listTokens } from "@/app/api/settings/api-tokens/route";
import { POST as submitAudit } from "@/app/api/v1/audit-trail/export/route";
import { GET as getLists } from "@/app/api/v1/due-diligence/lists/route";
import { DELETE as deleteList } from "@/app/api/v1/due-diligence/lists/[id]/route";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import {
  BASE,
  get,
  jsonRequest,
  membershipOf,
  sessionCookieFor,
  signUpViaRoute,
  uniqueDomain,
} from "./helpers";
import { reviewBody } from "./review-support";

/**
 * SECURITY.md S33 and S34 (issue 29, High 2 and item 3): the profile role is the user's own choice and grants
 * nothing; reviewing requests and the integrity API are an admin's grants on the membership, audited, read with
 * the session on every request; nobody decides a request they submitted.
 */

type Person = { email: string; cookie: string; userId: string; membershipId: string };

async function person(email: string): Promise<Person> {
  const { id: userId } = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const { id: membershipId } = await membershipOf(email);
  return { email, cookie: await sessionCookieFor(email), userId, membershipId };
}

/** An org: its admin (first sign-up) and two members, Ann and Ben, approved. */
async function team(label: string) {
  const domain = uniqueDomain(label);
  const emails = { admin: `admin@${domain}`, ann: `ann@${domain}`, ben: `ben@${domain}` };
  await signUpViaRoute({ email: emails.admin, name: "Ada Admin", role: "practitioner" });
  await signUpViaRoute({ email: emails.ann, name: "Ann Member", role: "practitioner" });
  await signUpViaRoute({ email: emails.ben, name: "Ben Member", role: "practitioner" });
  await db().membership.updateMany({
    where: { user: { email: { in: Object.values(emails) } } },
    data: { status: "active" },
  });
  return {
    admin: await person(emails.admin),
    ann: await person(emails.ann),
    ben: await person(emails.ben),
  };
}

let pdf: Uint8Array;

/** Submit for Review, as the review page does; answers the request's id. */
async function submit(cookie: string): Promise<string> {
  const { fileId } = await attachFile(
    cookie,
    "review:compliance-solicitation",
    "method-document",
    "RFB.pdf",
    pdf,
  );
  const response = await submitRoute(
    jsonRequest(
      "/api/review/requests",
      reviewBody("compliance-solicitation", { "method-document": [fileId] }),
      { headers: { cookie } },
    ),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.requestId as string;
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const requestParams = (requestId: string) => ({ params: Promise.resolve({ requestId }) });

const patch = (cookie: string, requestId: string, body: unknown) =>
  patchRoute(
    jsonRequest(`/api/review/requests/${requestId}`, body, { method: "PATCH", headers: { cookie } }),
    requestParams(requestId),
  );

const grant = (cookie: string, membershipId: string, body: unknown) =>
  permissionsRoute(
    jsonRequest(`/api/org/members/${membershipId}/permissions`, body, { method: "PUT", headers: { cookie } }),
    params(membershipId),
  );

async function visibleIds(cookie: string): Promise<string[]> {
  const response = await listRoute(get("/api/review/requests", cookie));
  expect(response.status).toBe(200);
  return ((await response.json()).requests as { id: string }[]).map((request) => request.id);
}

const statusOf = async (requestId: string) =>
  (await db().reviewRequest.findUniqueOrThrow({ where: { id: requestId }, select: { status: true } })).status;

const permissionEvents = (orgUserId: string) =>
  db().auditEvent.findMany({
    where: { userId: orgUserId, action: { startsWith: "membership.permission." } },
    orderBy: { createdAt: "asc" },
    select: { action: true, userId: true, detail: true },
  });

beforeAll(async () => {
  pdf = await makePdf([
    "Section I. Instructions to Bidders.",
    "Section II. Bid Data Sheet. Bids shall remain valid for 90 days.",
  ]);
});

describe("reviewing is an admin's grant, never the profile role (S33)", () => {
  let people: Awaited<ReturnType<typeof team>>;
  const requests = { ann: "", ben: "", admin: "" };

  beforeAll(async () => {
    people = await team("grant-review");
    requests.ann = await submit(people.ann.cookie);
    requests.ben = await submit(people.ben.cookie);
    requests.admin = await submit(people.admin.cookie);
  });

  it("a member who picks the profile role 'oversight' can neither move her own request nor see others'", async () => {
    const chosen = await putPrefs(
      jsonRequest(
        "/api/settings/preferences",
        { role: "oversight" },
        { method: "PUT", headers: { cookie: people.ann.cookie } },
      ),
    );
    expect(chosen.status).toBe(200);
    expect((await sessionUserFromCookieHeader(people.ann.cookie))?.role).toBe("oversight");

    const start = await patch(people.ann.cookie, requests.ann, { status: "in_review" });
    expect(start.status).toBe(403);
    expect((await start.json()).error.message).toMatch(/admin grants in Settings -> Members/);
    const approve = await patch(people.ann.cookie, requests.ann, {
      status: "completed",
      comment: "Approved by myself",
    });
    expect(approve.status).toBe(403);
    expect(await statusOf(requests.ann)).toBe("submitted");
    expect(await db().reviewComment.count({ where: { requestId: requests.ann } })).toBe(0);

    expect(await visibleIds(people.ann.cookie)).toEqual([requests.ann]);
    expect(
      (
        await getRoute(
          get(`/api/review/requests/${requests.ben}`, people.ann.cookie),
          requestParams(requests.ben),
        )
      ).status,
    ).toBe(404);
    const own = await (
      await getRoute(
        get(`/api/review/requests/${requests.ann}`, people.ann.cookie),
        requestParams(requests.ann),
      )
    ).json();
    expect(own).toMatchObject({ canReview: false, canDecide: false });
  });

  it("an admin grants Ben the review: he decides Ann's request, never his own; the grant is audited", async () => {
    const granted = await grant(people.admin.cookie, people.ben.membershipId, { review: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ ok: true, permissions: { review: true, integrityApi: false } });
    expect(await permissionEvents(people.admin.userId)).toEqual([
      {
        action: "membership.permission.grant",
        userId: people.admin.userId,
        detail: {
          membershipId: people.ben.membershipId,
          memberUserId: people.ben.userId,
          permission: "review",
        },
      },
    ]);
    // The members list shows it to the admin.
    const { members } = await (await listMembersRoute(get("/api/org/members", people.admin.cookie))).json();
    expect(
      members.find((member: { id: string }) => member.id === people.ben.membershipId).permissions,
    ).toEqual({
      review: true,
      integrityApi: false,
    });

    // From his very next request: the org's queue.
    expect((await visibleIds(people.ben.cookie)).sort()).toEqual(Object.values(requests).sort());

    // Segregation of duties: not his own request, not even a reviewer's comment on it.
    const ownStart = await patch(people.ben.cookie, requests.ben, {
      status: "in_review",
      comment: "Looks fine",
    });
    expect(ownStart.status).toBe(403);
    expect((await ownStart.json()).error.message).toMatch(/segregation of duties/);
    expect(await statusOf(requests.ben)).toBe("submitted");
    expect(await db().reviewComment.count({ where: { requestId: requests.ben } })).toBe(0);
    const ownDetail = await (
      await getRoute(
        get(`/api/review/requests/${requests.ben}`, people.ben.cookie),
        requestParams(requests.ben),
      )
    ).json();
    expect(ownDetail).toMatchObject({ canReview: true, canDecide: false });

    // Ann's: start, then return for revision, which needs a reason.
    expect((await patch(people.ben.cookie, requests.ann, { status: "in_review" })).status).toBe(200);
    const noReason = await patch(people.ben.cookie, requests.ann, { status: "returned" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields).toEqual({ comment: ["validation.reasonRequired"] });
    const returned = await patch(people.ben.cookie, requests.ann, {
      status: "returned",
      comment: "Add the bid security form.",
    });
    const detail = await returned.json();
    expect(returned.status, JSON.stringify(detail)).toBe(200);
    expect(detail).toMatchObject({ status: "returned", canReview: true, canDecide: true });
    expect(detail.comments.map((c: { author: string; body: string }) => `${c.author}: ${c.body}`)).toEqual([
      "Ben Member: Add the bid security form.",
    ]);
    // A decision is final: no second decision on it.
    expect((await patch(people.ben.cookie, requests.ann, { status: "completed" })).status).toBe(409);
    const event = await db().auditEvent.findFirstOrThrow({
      where: {
        action: "review_request.status",
        userId: people.ben.userId,
        detail: { path: ["to"], equals: "returned" },
      },
      select: { detail: true },
    });
    expect(event.detail).toMatchObject({
      requestId: requests.ann,
      submittedBy: people.ann.userId,
      from: "in_review",
      to: "returned",
      reason: "Add the bid security form.",
    });
    // Ann sees the decision and its reason on her own request.
    const annView = await (
      await getRoute(
        get(`/api/review/requests/${requests.ann}`, people.ann.cookie),
        requestParams(requests.ann),
      )
    ).json();
    expect(annView).toMatchObject({ status: "returned", comments: [{ body: "Add the bid security form." }] });

    // The admin's own request: Ben approves it (no reason needed); the admin could not have.
    expect((await patch(people.admin.cookie, requests.admin, { status: "in_review" })).status).toBe(403);
    expect((await patch(people.ben.cookie, requests.admin, { status: "in_review" })).status).toBe(200);
    const approved = await patch(people.ben.cookie, requests.admin, { status: "completed" });
    expect(approved.status).toBe(200);
    expect(await statusOf(requests.admin)).toBe("completed");

    // The admin reviews Ben's and rejects it, with a reason.
    expect((await patch(people.admin.cookie, requests.ben, { status: "in_review" })).status).toBe(200);
    expect(
      (await patch(people.admin.cookie, requests.ben, { status: "rejected", comment: "   " })).status,
    ).toBe(400);
    expect(
      (await patch(people.admin.cookie, requests.ben, { status: "rejected", comment: "Wrong method." }))
        .status,
    ).toBe(200);
    expect(await statusOf(requests.ben)).toBe("rejected");
  });

  it("a revoke holds on Ben's next request, and is audited", async () => {
    expect((await visibleIds(people.ben.cookie)).length).toBe(3);
    const revoked = await grant(people.admin.cookie, people.ben.membershipId, { review: false });
    expect(await revoked.json()).toEqual({ ok: true, permissions: { review: false, integrityApi: false } });
    expect(await visibleIds(people.ben.cookie)).toEqual([requests.ben]);
    expect(
      (
        await getRoute(
          get(`/api/review/requests/${requests.ann}`, people.ben.cookie),
          requestParams(requests.ann),
        )
      ).status,
    ).toBe(404);
    const events = await permissionEvents(people.admin.userId);
    expect(events.map((event) => event.action)).toEqual([
      "membership.permission.grant",
      "membership.permission.revoke",
    ]);
    expect(events[1]!.detail).toEqual({
      membershipId: people.ben.membershipId,
      memberUserId: people.ben.userId,
      permission: "review",
    });
    // Revoking again changes nothing and writes no event.
    expect((await grant(people.admin.cookie, people.ben.membershipId, { review: false })).status).toBe(200);
    expect(await permissionEvents(people.admin.userId)).toHaveLength(2);
  });

  it("only an admin grants, only to an active member of the admin's own org", async () => {
    // A member cannot grant, not even to herself.
    expect((await grant(people.ann.cookie, people.ann.membershipId, { review: true })).status).toBe(403);
    // Admins hold every permission already.
    expect((await grant(people.admin.cookie, people.admin.membershipId, { review: false })).status).toBe(409);
    // Nothing to change, or an unknown field.
    expect((await grant(people.admin.cookie, people.ann.membershipId, {})).status).toBe(400);
    expect((await grant(people.admin.cookie, people.ann.membershipId, { admin: true })).status).toBe(400);
    // Another org's admin: as if the member did not exist.
    const other = await team("grant-foreign");
    expect((await grant(other.admin.cookie, people.ann.membershipId, { review: true })).status).toBe(404);
    // A pending member has nothing to be granted yet.
    await db().membership.update({ where: { id: people.ann.membershipId }, data: { status: "pending" } });
    expect((await grant(people.admin.cookie, people.ann.membershipId, { review: true })).status).toBe(404);
    await db().membership.update({ where: { id: people.ann.membershipId }, data: { status: "active" } });
    const ann = await db().membership.findUniqueOrThrow({ where: { id: people.ann.membershipId } });
    expect(ann).toMatchObject({ reviewGranted: false, integrityApiGranted: false });
  });
});

describe("a session reaches /api/v1 only as a token could: admins, or an admin's grant (S34)", () => {
  let people: Awaited<ReturnType<typeof team>>;
  let orgId = "";

  /** A list as the upload would store it (the parse is not what this test is about). */
  const storedList = async () =>
    (
      await db().screeningList.create({
        data: {
          orgId,
          name: "WB debarred",
          format: "worldbank-json",
          fileKey: `org/${orgId}/screening/permissions-test.json`,
          fileName: "wb.json",
          bytes: 2,
          sha256: "0".repeat(64),
          entryCount: 0,
        },
        select: { id: true },
      })
    ).id;

  const today = new Date().toISOString().slice(0, 10);
  const exportAudit = (cookie: string) =>
    submitAudit(
      jsonRequest("/api/v1/audit-trail/export", { from: today, to: today }, { headers: { cookie } }),
    );
  const removeList = (cookie: string, listId: string) =>
    deleteList(
      new Request(`${BASE}/api/v1/due-diligence/lists/${listId}`, {
        method: "DELETE",
        headers: { cookie, origin: BASE, "x-procuros-client-address": "10.7.7.7" },
      }),
      params(listId),
    );

  beforeAll(async () => {
    people = await team("grant-api");
    orgId = (await membershipOf(people.admin.email)).orgId;
  });

  it("a member's session: audit-trail export, list reading and deletion are 403, whatever her profile role", async () => {
    await db().user.update({ where: { id: people.ann.userId }, data: { role: "oversight" } });
    const listId = await storedList();
    const exported = await exportAudit(people.ann.cookie);
    expect(exported.status).toBe(403);
    expect((await exported.json()).error.message).toMatch(/ask an admin/);
    expect((await removeList(people.ann.cookie, listId)).status).toBe(403);
    expect((await getLists(get("/api/v1/due-diligence/lists", people.ann.cookie))).status).toBe(403);
    expect(await db().screeningList.count({ where: { id: listId } })).toBe(1);
    expect(await db().job.count({ where: { orgId } })).toBe(0);
    // The admin's session is a token's equal.
    expect((await getLists(get("/api/v1/due-diligence/lists", people.admin.cookie))).status).toBe(200);
  });

  it("with an admin's grant the member may; a revoke holds on her next request; both are audited", async () => {
    const granted = await grant(people.admin.cookie, people.ann.membershipId, { integrityApi: true });
    expect(await granted.json()).toEqual({ ok: true, permissions: { review: false, integrityApi: true } });
    const listId = await storedList();
    expect((await removeList(people.ann.cookie, listId)).status).toBe(200);
    expect(await db().screeningList.count({ where: { id: listId } })).toBe(0);
    expect((await exportAudit(people.ann.cookie)).status).toBe(202);
    // Granting the API grants nothing else: the review queue is still hers alone.
    expect(await visibleIds(people.ann.cookie)).toEqual([]);

    await grant(people.admin.cookie, people.ann.membershipId, { integrityApi: false });
    expect((await getLists(get("/api/v1/due-diligence/lists", people.ann.cookie))).status).toBe(403);
    expect(
      (await permissionEvents(people.admin.userId)).map((event) => [event.action, event.detail]),
    ).toEqual([
      [
        "membership.permission.grant",
        {
          membershipId: people.ann.membershipId,
          memberUserId: people.ann.userId,
          permission: "integrity_api",
        },
      ],
      [
        "membership.permission.revoke",
        {
          membershipId: people.ann.membershipId,
          memberUserId: people.ann.userId,
          permission: "integrity_api",
        },
      ],
    ]);
    await jobsIdle();
  });

  it("API tokens are listed to admins only", async () => {
    const refused = await listTokens(get("/api/settings/api-tokens", people.ann.cookie));
    expect(refused.status).toBe(403);
    expect(await refused.json()).not.toHaveProperty("tokens");
    const listed = await listTokens(get("/api/settings/api-tokens", people.admin.cookie));
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({ ok: true, tokens: [] });
  });
});
