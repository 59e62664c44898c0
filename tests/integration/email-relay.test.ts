import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// No SMTP server and no webhook: a send that passes every check lands in the outbox, where the tests read it.
vi.hoisted(() => {
  process.env.SMTP_URL = "";
});

import { POST as emailRoute } from "@/app/api/email/route";
import { sessionUserFromCookieHeader, type SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { consumeBatch, LIMITS } from "@/lib/server/rate-limit";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { markVerified, RUN_HTML, storedReviewRun } from "./email-support";
import { jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postReview, reviewAccount, reviewBody } from "./review-support";

// The product is no email relay. Each test sends the attack and checks the answer
// and that nothing reached the outbox that should not have.

type Account = { email: string; cookie: string; user: SessionUser; runId: string };

async function account(email: string, { verified }: { verified: boolean }): Promise<Account> {
  await signUpViaRoute({ email });
  if (verified) await markVerified(email);
  const cookie = await sessionCookieFor(email);
  const user = (await sessionUserFromCookieHeader(cookie))!;
  return { email, cookie, user, runId: await storedReviewRun(user) };
}
const gmail = () => `relay-${randomUUID().slice(0, 12)}@gmail.com`;
const outsiders = (n: number, label = "victim") =>
  Array.from({ length: n }, (_, i) => `${label}${i}-${randomUUID().slice(0, 6)}@example.net`);

const send = (cookie: string, body: unknown) =>
  emailRoute(jsonRequest("/api/email", body, { headers: { cookie } }));
const userEmails = (userId: string) =>
  db().emailMessage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

describe("POST /api/email is no relay for arbitrary HTML to outside addresses", () => {
  it("refuses 11 recipients (To and CC together) with a 400 field error and stores nothing", async () => {
    const sender = await account(gmail(), { verified: true });
    const eleven = outsiders(11);
    for (const body of [
      { to: eleven },
      { to: eleven.join(", ") },
      { to: eleven.slice(0, 6), cc: eleven.slice(6) },
    ]) {
      const response = await send(sender.cookie, { ...body, subject: "Hello", runId: sender.runId });
      expect(response.status).toBe(400);
      expect(Object.values((await response.json()).error.fields).flat()).toEqual([
        "validation.tooManyRecipients",
      ]);
    }
    // The old envelope of 100 recipients, too.
    expect((await send(sender.cookie, { to: outsiders(100), runId: sender.runId })).status).toBe(400);
    expect(await userEmails(sender.user.id)).toEqual([]);
    // Ten is allowed.
    expect((await send(sender.cookie, { to: eleven.slice(0, 10), runId: sender.runId })).status).toBe(200);
  });

  it("refuses outside addresses for an unverified free account with a 403 that says to verify, queueing nothing", async () => {
    const sender = await account(gmail(), { verified: false });
    for (const body of [
      { to: outsiders(1) },
      { to: [sender.email], cc: outsiders(1) },
      { to: outsiders(1), dryRun: true },
      { to: [`someone-else-${randomUUID().slice(0, 6)}@gmail.com`] },
    ]) {
      const response = await send(sender.cookie, { ...body, runId: sender.runId });
      expect(response.status).toBe(403);
      const { error } = await response.json();
      expect(error.message).toMatch(
        /^Verify your email address before sending to addresses outside your organisation/,
      );
      expect(Object.values(error.fields).flat()).toContain("validation.verifyToSendOutside");
    }
    expect(await userEmails(sender.user.id)).toEqual([]);
    // A personal account's only inside address is its own.
    const own = await send(sender.cookie, { to: [sender.email], runId: sender.runId });
    expect(own.status).toBe(200);
    expect(await userEmails(sender.user.id)).toMatchObject([{ to: [sender.email], status: "queued" }]);
  });

  it("lets an unverified company account mail its own domain only", async () => {
    const domain = uniqueDomain("relay-co");
    const sender = await account(`buyer@${domain}`, { verified: false });
    expect(
      (await send(sender.cookie, { to: [`head@${domain}`], cc: [`audit@${domain}`], runId: sender.runId }))
        .status,
    ).toBe(200);
    // A look-alike subdomain or a different domain is outside.
    for (const to of [`head@mail.${domain}`, `head@${domain}.evil.example`, "head@example.org"]) {
      expect((await send(sender.cookie, { to, runId: sender.runId })).status, to).toBe(403);
    }
    expect((await userEmails(sender.user.id)).map((row) => row.to)).toEqual([[`head@${domain}`]]);
  });

  it("sends a verified account's real review run to the outbox: the engine's HTML, the note escaped above it", async () => {
    const reviewer = await reviewAccount("relay-run");
    const attached = await attachFile(
      reviewer.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(["Section I. Instructions to Bidders.", "Bids shall remain valid for 120 days."]),
    );
    const run = await (
      await postReview(
        reviewer.cookie,
        reviewBody("compliance-solicitation", { "method-document": [attached.fileId] }),
      )
    ).json();
    expect(run.runId).toEqual(expect.any(String));

    const to = outsiders(2, "board");
    const response = await send(reviewer.cookie, {
      to,
      subject: "",
      runId: run.runId,
      runKind: "review",
      part: "email",
      additionalMessage: "<script>alert(1)</script>\nFor approval.",
    });
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ ok: true, status: "queued", channel: "outbox", to });
    const row = await db().emailMessage.findUniqueOrThrow({ where: { id: answer.id } });
    expect(row).toMatchObject({
      kind: "user_email",
      status: "queued",
      to,
      orgId: reviewer.orgId,
      subject: "Solicitation Compliance Review — MOH-2026-001",
    });
    expect(row.html.endsWith(run.emailHtml)).toBe(true);
    expect(row.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;<br>For approval.");
    expect(row.html).not.toContain("<script>");

    const memo = await (await send(reviewer.cookie, { to, runId: run.runId, part: "memo" })).json();
    expect((await db().emailMessage.findUniqueOrThrow({ where: { id: memo.id } })).html).toBe(run.memoHtml);
  });

  it("refuses caller-supplied HTML as an unknown field (400)", async () => {
    const sender = await account(gmail(), { verified: true });
    for (const body of [
      { to: outsiders(1), subject: "Invoice", htmlContent: "<a href='https://phish.example'>Pay now</a>" },
      {
        to: outsiders(1),
        subject: "Invoice",
        runId: sender.runId,
        htmlContent: "<a href='https://phish.example'>Pay now</a>",
      },
      { to: outsiders(1), runId: sender.runId, html: "<p>x</p>" },
    ]) {
      const response = await send(sender.cookie, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("validation_error");
    }
    expect(await userEmails(sender.user.id)).toEqual([]);
  });

  it("answers 404 for another organisation's run, request or tool run, and for a run without that preview", async () => {
    const owner = await account(gmail(), { verified: true });
    const thief = await account(gmail(), { verified: true });
    const request = await db().reviewRequest.create({
      data: {
        orgId: owner.user.orgId,
        submittedBy: owner.user.id,
        activityId: "RFB-12",
        serviceId: "compliance-solicitation",
        request: {},
        score: 80,
        summary: "s",
        findings: [],
        memoHtml: RUN_HTML.memo,
        emailHtml: RUN_HTML.email,
      },
      select: { id: true },
    });
    const toolRun = await db().toolRun.create({
      data: {
        orgId: owner.user.orgId,
        userId: owner.user.id,
        toolId: "draft_approval_memo",
        inputs: {},
        attachments: [],
        output: {
          summary: "s",
          data: { title: "Draft Approval Memo", memoHtml: RUN_HTML.memo, emailHtml: RUN_HTML.email },
        },
      },
      select: { id: true },
    });
    const plainTool = await db().toolRun.create({
      data: {
        orgId: owner.user.orgId,
        userId: owner.user.id,
        toolId: "payment_certificate_validation",
        inputs: {},
        attachments: [],
        output: { summary: "s", data: {} },
      },
      select: { id: true },
    });
    const refs = [
      { runId: owner.runId, runKind: "review" },
      { runId: request.id, runKind: "request" },
      { runId: toolRun.id, runKind: "tool" },
      { runId: randomUUID(), runKind: "review" },
      // Right id, wrong kind: looked up only where the kind says.
      { runId: owner.runId, runKind: "tool" },
    ];
    for (const ref of refs) {
      const response = await send(thief.cookie, { to: outsiders(1), ...ref });
      expect(response.status, JSON.stringify(ref)).toBe(404);
    }
    expect(await userEmails(thief.user.id)).toEqual([]);

    // The owner can send each of them; a tool without a memo or email preview sends its result.
    for (const ref of refs.slice(0, 3))
      expect(
        (await send(owner.cookie, { to: outsiders(1), ...ref, part: "memo" })).status,
        JSON.stringify(ref),
      ).toBe(200);
    const result = await send(owner.cookie, { to: outsiders(1), runId: plainTool.id, runKind: "tool" });
    expect(result.status).toBe(200);
  });

  it("answers 429 once the organisation's 100 recipients of the day are used, without spending a refused batch", async () => {
    const sender = await account(gmail(), { verified: true });
    for (let i = 0; i < 9; i++)
      expect((await send(sender.cookie, { to: outsiders(10), runId: sender.runId })).status).toBe(200);
    expect((await send(sender.cookie, { to: outsiders(5), runId: sender.runId })).status).toBe(200); // 95 used
    const over = await send(sender.cookie, { to: outsiders(9), runId: sender.runId });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await over.json()).error.message).toMatch(/today's limit of 100 email recipients/);
    // The refused 9 were not counted: 5 still fit, then nothing does.
    expect((await send(sender.cookie, { to: outsiders(5), runId: sender.runId })).status).toBe(200);
    expect((await send(sender.cookie, { to: outsiders(1), runId: sender.runId })).status).toBe(429);
    // A dry run sends nothing and spends nothing.
    expect((await send(sender.cookie, { to: outsiders(1), runId: sender.runId, dryRun: true })).status).toBe(
      200,
    );
    const rows = await userEmails(sender.user.id);
    expect(
      rows.filter((row) => !row.dryRun).reduce((sum, row) => sum + row.to.length + row.cc.length, 0),
    ).toBe(100);
  });

  it("lets concurrent sends racing for the last places spend the budget only once", async () => {
    const orgId = `race-${randomUUID()}`;
    const verdicts = await Promise.all(
      Array.from({ length: 15 }, () => consumeBatch(LIMITS.emailRecipientsPerOrgDay, orgId, 10)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it("applies the same rules to 'Send Email Immediately' after a run: the run is kept, the email refused", async () => {
    const reviewer = await reviewAccount("relay-immediate", "practitioner", { verified: false });
    const attached = await attachFile(
      reviewer.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(["Section I. Instructions to Bidders."]),
    );
    const outside = await postReview(
      reviewer.cookie,
      reviewBody(
        "compliance-solicitation",
        { "method-document": [attached.fileId] },
        { emailOptions: { sendImmediately: true, to: outsiders(1) } },
      ),
    );
    const answer = await outside.json();
    expect(outside.status).toBe(200);
    expect(answer.email).toMatchObject({
      ok: false,
      code: "send_failed",
      message: expect.stringMatching(/^Verify your email address/),
    });
    const tooMany = await (
      await postReview(
        reviewer.cookie,
        reviewBody(
          "compliance-solicitation",
          { "method-document": [attached.fileId] },
          { emailOptions: { sendImmediately: true, to: outsiders(11) } },
        ),
      )
    ).json();
    expect(tooMany.email).toEqual({
      ok: false,
      code: "invalid_recipient",
      message: "Send to at most 10 recipients (To and CC together).",
    });
    expect(await db().emailMessage.count({ where: { orgId: reviewer.orgId, kind: "user_email" } })).toBe(0);
    expect(await db().reviewRun.count({ where: { orgId: reviewer.orgId } })).toBe(2);
  });
});
