/**
 * Issue 35: red-flag monitoring and bidder due diligence opened from an activity (?activityId=) name it in their
 * job, so the job is listed on the activity's page and in its audit export, as the activity's audit exports are.
 * The /api/v1 bodies stay strict: only the documented optional `activityId` is new.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { POST as createToken } from "@/app/api/settings/api-tokens/route";
import { POST as uploadList } from "@/app/api/v1/due-diligence/lists/route";
import { POST as submitDd } from "@/app/api/v1/due-diligence/submit/route";
import { POST as submitRedFlags } from "@/app/api/v1/red-flag/submit/route";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import { activityTimeline } from "@/modules/activities/server";
import { collectAuditRows } from "@/modules/integrity/server/audit-collect";
import { SAMPLE_WORLD_BANK_JSON } from "@/modules/integrity/lib/screening/sample-lists";
import { BASE, jsonRequest, signedUpAdmin } from "./helpers";

const REFERENCE = "KeRRA/008/2026-2027";
const OCDS = readFileSync(path.join(process.cwd(), "tests/fixtures/cardinal/R024.jsonl"), "utf8");
/** Bidders of the Kambiti - Makuyu road tender, as the opening record lists them. */
const BIDDERS = [
  { name: "Hardi Construction Ltd", country: "Kenya" },
  { name: "Kamau & Sons Contractors", country: "Kenya" },
];

function raw(pathAndQuery: string, body: string, headers: Record<string, string>) {
  return new Request(`${BASE}${pathAndQuery}`, {
    method: "POST",
    headers: { "x-procuros-client-address": "10.9.9.10", ...headers },
    body,
  });
}

async function setUp() {
  const admin = await signedUpAdmin("integrity-activity");
  await db().activity.create({
    data: {
      orgId: admin.orgId,
      reference: REFERENCE,
      subject: "Rehabilitation of Kambiti - Makuyu Road",
      category: "works",
      createdBy: admin.userId,
    },
  });
  const created = await createToken(
    jsonRequest(
      "/api/settings/api-tokens",
      { name: "County ERP", scopes: ["red_flags", "due_diligence"] },
      { headers: { cookie: admin.cookie } },
    ),
  );
  expect(created.status).toBe(201);
  const auth = { authorization: `Bearer ${(await created.json()).token}` };
  const list = await uploadList(
    raw(
      "/api/v1/due-diligence/lists?name=World%20Bank%20debarred%20firms&fileName=wb.json",
      SAMPLE_WORLD_BANK_JSON,
      {
        ...auth,
        "content-type": "application/json",
      },
    ),
  );
  expect(list.status).toBe(201);
  return { admin, auth };
}

const redFlags = (auth: Record<string, string>, query: string) =>
  submitRedFlags(
    raw(`/api/v1/red-flag/submit${query}`, OCDS, { ...auth, "content-type": "application/x-ndjson" }),
  );
const dueDiligence = (auth: Record<string, string>, body: unknown) =>
  submitDd(
    raw("/api/v1/due-diligence/submit", JSON.stringify(body), {
      ...auth,
      "content-type": "application/json",
    }),
  );

afterAll(() => jobsIdle());

describe("integrity jobs of an activity", { timeout: 120_000 }, () => {
  it("lists red-flag and due-diligence jobs submitted with its Activity ID on its page and in its export", async () => {
    const { admin, auth } = await setUp();
    const flagged = await redFlags(auth, `?activityId=${encodeURIComponent(REFERENCE)}`);
    expect(flagged.status, await flagged.clone().text()).toBe(202);
    const screened = await dueDiligence(auth, { bidders: BIDDERS, activityId: ` ${REFERENCE} ` });
    expect(screened.status, await screened.clone().text()).toBe(202);
    // Jobs of no activity stay out of it.
    const unrelated = await dueDiligence(auth, { bidders: BIDDERS });
    expect(unrelated.status).toBe(202);
    const ids = {
      redFlags: (await flagged.json()).jobId as string,
      dueDiligence: (await screened.json()).jobId as string,
      unrelated: (await unrelated.json()).jobId as string,
    };

    const user = (await sessionUserFromCookieHeader(admin.cookie))!;
    const timeline = await activityTimeline(user, REFERENCE);
    const listed = timeline.runs.map((entry) => entry.id);
    expect(listed).toEqual(expect.arrayContaining([ids.redFlags, ids.dueDiligence]));
    expect(listed).not.toContain(ids.unrelated);

    const today = new Date().toISOString().slice(0, 10);
    const { runs, events } = await collectAuditRows(admin.orgId, today, today, REFERENCE);
    const exported = runs.filter((run) => run.kind !== "tool" && run.kind !== "review");
    expect(exported.map((run) => run.id).sort()).toEqual([ids.redFlags, ids.dueDiligence].sort());
    // The submissions are in the activity's audit trail too.
    expect(
      events
        .filter((event) => event.action.startsWith("integrity."))
        .map((event) => [event.action, (event.detail as { jobId?: string }).jobId])
        .sort(),
    ).toEqual([
      ["integrity.due_diligence.submit", ids.dueDiligence],
      ["integrity.red_flags.submit", ids.redFlags],
    ]);
  });

  it("keeps the bodies strict and refuses an Activity ID with hidden characters or over 120 characters", async () => {
    const { admin, auth } = await setUp();
    const typo = await dueDiligence(auth, { bidders: BIDDERS, activity_id: REFERENCE });
    expect(typo.status).toBe(400);
    for (const activityId of [`${REFERENCE}\nR2`, `KeRRA\u202e800`, "K".repeat(121), "   "]) {
      expect((await dueDiligence(auth, { bidders: BIDDERS, activityId })).status, activityId).toBe(400);
      expect((await redFlags(auth, `?activityId=${encodeURIComponent(activityId)}`)).status, activityId).toBe(
        400,
      );
    }
    expect(await db().job.count({ where: { orgId: admin.orgId } })).toBe(0);
  });
});
