import { beforeAll, describe, expect, it } from "vitest";
import { POST as reviewRoute } from "@/app/api/review/route";
import { GET as runsRoute } from "@/app/api/review/runs/route";
import { GET as runRoute } from "@/app/api/review/runs/[runId]/route";
import { GET as referencesRoute } from "@/app/api/review/references/route";
import { POST as presignRoute } from "@/app/api/attachments/presign/route";
import { db } from "@/lib/server/db";
import { ATTACHMENT_RETENTION_MS, sweepExpiredAttachments } from "@/modules/runs/server/attachments";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { BASE, get, jsonRequest, sessionCookieFor, signUpViaRoute } from "./helpers";
import { saveCountryFramework } from "./run-support";

const SOLICITATION_PAGES = [
  "Section I. Instructions to Bidders\nEligible bidders: all firms. Fraud and Corruption: bidders shall observe the highest standard of ethics.",
  "Section II. Bid Data Sheet\nBids shall remain valid for 120 days. The bid security shall be 2% of the bid price. Requests for clarification must be received no later than 14 days before the deadline.",
  "The deadline for submission of bids is 1 March 2026 at 10:00. Bids will be publicly opened in the presence of bidders who choose to attend.",
  "Section III. Evaluation and Qualification Criteria\nThe lowest evaluated substantially responsive bid.\nSection IV. Bidding Forms\nLetter of Bid.",
  "Section VII. Technical Specifications\n40 laptops, Dell Latitude 5450.",
  "Section VIII. General Conditions of Contract\nThe General Conditions apply.\nSection X. Contract Forms\nContract Agreement.",
];

describe("POST /api/review", () => {
  let user: Awaited<ReturnType<typeof reviewAccount>>;
  let rfbId = "";

  beforeAll(async () => {
    user = await reviewAccount("review-api");
    await saveCountryFramework(user.cookie, "KE");
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(SOLICITATION_PAGES),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    rfbId = attached.fileId;
  });

  it("reviews a solicitation PDF: findings quote the page, the run is stored and listed in Recent Runs", async () => {
    const response = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [rfbId] }),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(100);
    const itb = body.findings.find((f: { id: string }) => f.id === "section-itb");
    expect(itb).toMatchObject({ status: "pass" });
    expect(itb.evidence).toContain("RFB.pdf, page 1");
    const brand = body.findings.find((f: { id: string }) => f.id === "brand-lock-in");
    expect(brand.status).not.toBe("pass");
    expect(brand.evidence).toContain("Dell");
    expect(body.memoHtml).toContain("Solicitation Compliance Review");
    // The facts read come with the answer and open the memo.
    expect(body.facts[0].facts.map((fact: { key: string }) => fact.key)).toContain("submission_deadline");
    expect(body.memoHtml).toContain("What the review read");
    expect(body.artifact).toBeNull();

    const stored = await db().reviewRun.findUniqueOrThrow({
      where: { id: body.runId },
      select: { orgId: true, activityId: true, score: true },
    });
    expect(stored).toEqual({ orgId: user.orgId, activityId: "MOH-2026-001", score: body.score });
    const again = await runRoute(get(`/api/review/runs/${body.runId}`, user.cookie), {
      params: Promise.resolve({ runId: body.runId }),
    });
    const reloaded = await again.json();
    expect(reloaded).toMatchObject({
      runId: body.runId,
      serviceId: "compliance-solicitation",
      activityId: "MOH-2026-001",
      score: body.score,
    });
    expect(reloaded.attachments).toEqual([{ id: rfbId, name: "RFB.pdf", groupId: "method-document" }]);
    // Reopened, the run shows what the review read above its findings, as it did when it ran.
    expect(reloaded.facts).toEqual(body.facts);
    // The verdict on the tender leads the summary (checklist Part 3).
    expect(body.summary).toMatch(/^(?:Not ready to issue|Ready after corrections|Ready): /);
    expect(body.readiness.sentence).toBe(body.summary.split(" Score ")[0]);
  });

  it("refuses an incomplete form with every missing field named, and stores nothing", async () => {
    const before = await db().reviewRun.count({ where: { orgId: user.orgId } });
    const body = reviewBody("compliance-solicitation", {});
    body.activity = { ...body.activity, id: " ", procurement_method: "" };
    const response = await postReview(user.cookie, body);
    const answer = await response.json();
    expect(response.status).toBe(400);
    expect(answer.error.message).toBe("Please fill in all required fields before running the review.");
    expect(Object.keys(answer.error.fields).sort()).toEqual([
      "activity.id",
      "activity.procurement_method",
      "attachments.method-document",
    ]);
    expect(await db().reviewRun.count({ where: { orgId: user.orgId } })).toBe(before);
  });

  it("needs a known intelligence subservice, and refuses unknown slots and bad values", async () => {
    const noSub = await postReview(user.cookie, reviewBody("intelligence", {}));
    expect(noSub.status).toBe(400);
    expect((await noSub.json()).error.fields).toHaveProperty("subserviceId");
    const badSlot = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [rfbId], nope: [rfbId] }),
    );
    expect((await badSlot.json()).error.fields).toHaveProperty(["attachments.nope"]);
    const badValue = reviewBody("compliance-solicitation", { "method-document": [rfbId] });
    badValue.activity = { ...badValue.activity, estimatedValue: "12,5x", issue_date: "yesterday" };
    const answer = await postReview(user.cookie, badValue);
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()).error.fields)).toEqual(
      expect.arrayContaining(["activity.estimatedValue", "activity.issue_date"]),
    );
  });

  it("cannot use another organisation's file, and guards sign-in, origin and org", async () => {
    const other = await reviewAccount("review-other");
    const foreign = await postReview(
      other.cookie,
      reviewBody("compliance-solicitation", { "method-document": [rfbId] }),
    );
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.fields["attachments.method-document"].join(" ")).toContain(
      "validation.attachmentsNotFound",
    );
    expect((await postReview("", reviewBody("compliance-solicitation", {}))).status).toBe(401);
    expect(
      (
        await postReview(user.cookie, reviewBody("compliance-solicitation", {}), {
          origin: "https://evil.example",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await postReview(user.cookie, {
          ...reviewBody("compliance-solicitation", { "method-document": [rfbId] }),
          orgId: other.orgId,
        })
      ).status,
    ).toBe(403);
  });

  it("gives a clean error for a malformed document and refuses an oversized one before upload", async () => {
    // Passes the upload's structure check (header, startxref, %%EOF), but has no objects to read.
    const broken = new TextEncoder().encode("%PDF-1.7\nthis is not really a PDF\nstartxref\n9\n%%EOF");
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "broken.pdf",
      broken,
    );
    expect(attached.status).toBe(200);
    const response = await postReview(
      user.cookie,
      reviewBody("compliance-solicitation", { "method-document": [attached.fileId] }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toMatch(/^broken\.pdf could not be read/);
    const tooBig = await presignRoute(
      jsonRequest(
        "/api/attachments/presign",
        {
          owner: { serviceId: "compliance-solicitation" },
          groupId: "method-document",
          filename: "big.pdf",
          size: 25 * 1024 * 1024 + 1,
        },
        { headers: { cookie: user.cookie } },
      ),
    );
    expect(tooBig.status).toBe(413);
    const wrongType = await presignRoute(
      jsonRequest(
        "/api/attachments/presign",
        {
          owner: { serviceId: "compliance-solicitation" },
          groupId: "method-document",
          filename: "run.exe",
          size: 10,
        },
        { headers: { cookie: user.cookie } },
      ),
    );
    expect(wrongType.status).toBe(415);
  });

  it("saves the reference document for the activity and keeps it past the attachment sweep", async () => {
    const activityId = "REF-ACT-1";
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB-ref.docx",
      await makeDocx(SOLICITATION_PAGES),
    );
    const body = reviewBody("compliance-solicitation", { "method-document": [attached.fileId] });
    body.activity = { ...body.activity, id: activityId };
    expect((await postReview(user.cookie, body)).status).toBe(200);
    const list = async (cookie: string) =>
      (
        await (
          await referencesRoute(
            get(`/api/review/references?activityId=${activityId}&serviceId=compliance-solicitation`, cookie),
          )
        ).json()
      ).references;
    expect(await list(user.cookie)).toEqual([
      expect.objectContaining({ fileId: attached.fileId, name: "RFB-ref.docx", groupId: "method-document" }),
    ]);
    await sweepExpiredAttachments(new Date(Date.now() + ATTACHMENT_RETENTION_MS + 60_000));
    expect(await list(user.cookie)).toHaveLength(1);
    // Reused by id on the next run ('Yes, Use Saved').
    expect((await postReview(user.cookie, body)).status).toBe(200);
    expect(await list(user.cookie)).toHaveLength(1);
    // An updated solicitation replaces the saved one; the old file goes back to the sweep.
    const updated = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB-addendum.pdf",
      await makePdf(SOLICITATION_PAGES),
    );
    expect(
      (await postReview(user.cookie, { ...body, attachments: { "method-document": [updated.fileId] } }))
        .status,
    ).toBe(200);
    expect((await list(user.cookie)).map((ref: { name: string }) => ref.name)).toEqual(["RFB-addendum.pdf"]);
    expect(
      (await db().storedFile.findUniqueOrThrow({ where: { id: attached.fileId }, select: { purpose: true } }))
        .purpose,
    ).toBe("attachment");
    const other = await reviewAccount("review-refs-other");
    expect(await list(other.cookie)).toEqual([]);
  });

  it("lists at most 10 recent runs, newest first, only the organisation's", async () => {
    const fresh = await reviewAccount("review-history");
    const attached = await attachFile(
      fresh.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(SOLICITATION_PAGES.slice(0, 2)),
    );
    for (let index = 1; index <= 11; index++) {
      const body = reviewBody("compliance-solicitation", { "method-document": [attached.fileId] });
      body.activity = { ...body.activity, id: `H-${index}` };
      expect((await postReview(fresh.cookie, body)).status).toBe(200);
    }
    const response = await runsRoute(get("/api/review/runs?limit=10", fresh.cookie));
    const { runs } = await response.json();
    expect(runs).toHaveLength(10);
    expect(runs[0]).toMatchObject({
      kind: "run",
      activity_id: "H-11",
      service: "compliance-solicitation",
      subservice: null,
    });
    expect(runs.map((run: { activity_id: string }) => run.activity_id)).not.toContain("H-1");
    expect(runs.every((run: { activity_id: string }) => run.activity_id.startsWith("H-"))).toBe(true);
    expect((await runsRoute(get("/api/review/runs?limit=50", fresh.cookie))).status).toBe(400);
    const foreign = await runRoute(get(`/api/review/runs/${runs[0].id}`, user.cookie), {
      params: Promise.resolve({ runId: runs[0].id }),
    });
    expect(foreign.status).toBe(404);
  });

  it("refuses a wrong content type, an oversized body and header injection before any work", async () => {
    const before = await db().reviewRun.count({ where: { orgId: user.orgId } });
    const asText = await reviewRoute(
      new Request(`${BASE}/api/review`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: BASE, "content-type": "text/plain" },
        body: "{}",
      }),
    );
    expect(asText.status).toBe(415);
    const huge = reviewBody(
      "compliance-solicitation",
      { "method-document": [rfbId] },
      { moduleInputs: { note: "x".repeat(600 * 1024) } },
    );
    expect((await postReview(user.cookie, huge)).status).toBe(413);
    const injected = await postReview(
      user.cookie,
      reviewBody(
        "compliance-solicitation",
        { "method-document": [rfbId] },
        {
          emailOptions: {
            sendImmediately: true,
            to: ["a@example.org"],
            subject: "Review\r\nBcc: x@evil.example",
          },
        },
      ),
    );
    expect(injected.status).toBe(400);
    expect((await injected.json()).error.fields).toHaveProperty(["emailOptions.subject"]);
    expect(await db().reviewRun.count({ where: { orgId: user.orgId } })).toBe(before);

    // A recipient smuggling a header is not mailed; the run itself is kept and says why.
    const messages = await db().emailMessage.count();
    const smuggled = await postReview(
      user.cookie,
      reviewBody(
        "compliance-solicitation",
        { "method-document": [rfbId] },
        {
          emailOptions: { sendImmediately: true, to: ["a@example.org\r\nBcc: x@evil.example"], dryRun: true },
        },
      ),
    );
    expect(smuggled.status).toBe(200);
    expect((await smuggled.json()).email).toMatchObject({ ok: false, code: "invalid_recipient" });
    expect(await db().emailMessage.count()).toBe(messages);
  });

  it("gives every concurrent run of one memo activity its own version (the loser of a race retries)", async () => {
    const method = await attachFile(
      user.cookie,
      "review:internal-approval-memo",
      "method-document",
      "RFB.pdf",
      await makePdf(SOLICITATION_PAGES),
    );
    const report = await attachFile(
      user.cookie,
      "review:internal-approval-memo",
      "redacted-evaluation-report",
      "Report.pdf",
      await makePdf(["Two bids were received."]),
    );
    const body = reviewBody("internal-approval-memo", {
      "method-document": [method.fileId],
      "redacted-evaluation-report": [report.fileId],
    });
    body.activity = { ...body.activity, id: "RACE-1" };
    // Three colleagues of the org at once: one account runs one review at a time (lib/server/heavy-tasks).
    const domain = user.email.split("@")[1]!;
    const colleagues = [1, 2, 3].map((n) => `race${n}@${domain}`);
    for (const email of colleagues) await signUpViaRoute({ email });
    await db().membership.updateMany({
      where: { user: { email: { in: colleagues } } },
      data: { status: "active" },
    });
    const cookies = await Promise.all(colleagues.map((email) => sessionCookieFor(email)));
    const answers = await Promise.all(cookies.map(async (cookie) => (await postReview(cookie, body)).json()));
    expect(answers.map((answer) => answer.artifact.version).sort()).toEqual([1, 2, 3]);
    expect(await db().reviewArtifact.count({ where: { orgId: user.orgId, activityId: "RACE-1" } })).toBe(3);
  });

  it("sends the email immediately after the run when asked (dry-run here), and reports a missing recipient without losing the run", async () => {
    const dry = await postReview(
      user.cookie,
      reviewBody(
        "compliance-solicitation",
        { "method-document": [rfbId] },
        { emailOptions: { sendImmediately: true, to: ["head@example.org"], dryRun: true } },
      ),
    );
    const body = await dry.json();
    expect(dry.status).toBe(200);
    expect(body.email).toMatchObject({
      ok: true,
      status: "dry_run",
      dryRun: true,
      dryRunSource: "request",
      to: ["head@example.org"],
    });
    const message = await db().emailMessage.findUniqueOrThrow({
      where: { id: body.email.id },
      select: { subject: true, status: true },
    });
    expect(message).toEqual({ subject: "Solicitation Compliance Review — MOH-2026-001", status: "dry_run" });

    const noRecipient = await postReview(
      user.cookie,
      reviewBody(
        "compliance-solicitation",
        { "method-document": [rfbId] },
        { emailOptions: { sendImmediately: true } },
      ),
    );
    const answer = await noRecipient.json();
    expect(noRecipient.status).toBe(200);
    expect(answer.email).toEqual({
      ok: false,
      code: "missing_recipient",
      message: "Please provide at least one recipient email address.",
    });
    expect(await db().reviewRun.count({ where: { id: answer.runId } })).toBe(1);
  });
});
