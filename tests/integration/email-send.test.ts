import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Before any app module reads the environment: no SMTP server (so the route takes the webhook or the outbox),
// http webhooks allowed, and the test-only loopback receiver allowed (written exactly http://127.0.0.1:port).
vi.hoisted(() => {
  process.env.SMTP_URL = "";
  process.env.ALLOW_HTTP_WEBHOOKS = "1";
  process.env.WEBHOOK_ALLOW_INSECURE_LOOPBACK = "1";
});

import { POST as emailRoute } from "@/app/api/email/route";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { deliverDueEmails } from "@/lib/server/email/outbox";
import { smtpSink } from "@/tests/support/smtp-sink";
import { sendEmail } from "@/modules/email/server/send";
import { emailSendSchema } from "@/modules/email/validation";
import { markVerified, RUN_HTML, storedReviewRun } from "./email-support";
import { jsonRequest, signUpViaRoute, sessionCookieFor, uniqueDomain } from "./helpers";

// --- a webhook receiver on loopback --------------------------------------------------------------------
type Hit = { path: string; headers: IncomingMessage["headers"]; body: string };
const hits: Hit[] = [];
const LONG_BODY = "E".repeat(150) + "F".repeat(150);
const receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    hits.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    if (req.url === "/ok")
      return void res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    if (req.url === "/fail-long") return void res.writeHead(500).end(LONG_BODY);
    if (req.url === "/fail-short") return void res.writeHead(503).end("busy");
    if (req.url === "/redirect")
      return void res.writeHead(302, { location: `${hookBase}/ok?redirected=1` }).end();
    if (req.url === "/hang") return; // never answers
    res.writeHead(404).end();
  });
});
let hookBase = "";

// --- a real SMTP server on loopback ----------------------------------------------------------------------
const sink = smtpSink();
const mails = sink.received;
let smtpPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  smtpPort = await sink.start();
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await sink.stop();
});

// --- helpers -----------------------------------------------------------------------------------------------
// A verified account (the recipients below are outside its org) with a stored review run to send.
async function account(preferences: Record<string, string | boolean> = {}) {
  const email = `mailer@${uniqueDomain("email")}`;
  await signUpViaRoute({ email });
  await markVerified(email);
  const cookie = await sessionCookieFor(email);
  const user = (await sessionUserFromCookieHeader(cookie))!;
  if (Object.keys(preferences).length)
    await db().userPreference.upsert({
      where: { userId: user.id },
      create: { userId: user.id, data: preferences },
      update: { data: preferences },
    });
  const runId = await storedReviewRun(user);
  return { cookie, user, runId, message: { ...baseMessage, runId } };
}
const send = (cookie: string | null, body: unknown, headers: Record<string, string> = {}) =>
  emailRoute(jsonRequest("/api/email", body, { headers: { ...(cookie ? { cookie } : {}), ...headers } }));
const rowsOf = (userId: string) =>
  db().emailMessage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
const baseMessage = {
  to: "ana@example.org, bo@example.org",
  cc: ["cy@example.org"],
  subject: "Approval memo: RFB-12",
  part: "memo",
  additionalMessage: "Please review.",
};

describe("POST /api/email", () => {
  it("posts the spec's JSON to the user's webhook and stores the message as sent", async () => {
    const { cookie, user, message } = await account({ emailWebhookUrl: `${hookBase}/ok` });
    const before = hits.length;
    const response = await send(cookie, message);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: true,
      status: "sent",
      channel: "webhook",
      dryRun: false,
      dryRunSource: null,
      to: ["ana@example.org", "bo@example.org"],
      cc: ["cy@example.org"],
    });
    const hit = hits.slice(before).find((h) => h.path === "/ok")!;
    expect(hit.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(hit.body)).toEqual({
      to: ["ana@example.org", "bo@example.org"],
      cc: ["cy@example.org"],
      subject: "Approval memo: RFB-12",
      htmlContent: RUN_HTML.memo,
      additionalMessage: "Please review.",
      dryRun: false,
    });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({
      id: body.id,
      status: "sent",
      channel: "webhook",
      orgId: user.orgId,
      userId: user.id,
      dryRun: false,
      kind: "user_email",
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("answers 502 'HTTP {status}: {first 200 characters}...' for a non-OK webhook and marks the row failed", async () => {
    const { cookie, user, message } = await account({ emailWebhookUrl: `${hookBase}/fail-long` });
    const response = await send(cookie, message);
    expect(response.status).toBe(502);
    const expected = `HTTP 500: ${"E".repeat(150)}${"F".repeat(50)}...`;
    expect((await response.json()).error.message).toBe(expected);
    expect(await rowsOf(user.id)).toMatchObject([
      { status: "failed", lastError: expected, channel: "webhook" },
    ]);

    const short = await account({ emailWebhookUrl: `${hookBase}/fail-short` });
    const shortResponse = await send(short.cookie, short.message);
    expect(shortResponse.status).toBe(502);
    expect((await shortResponse.json()).error.message).toBe("HTTP 503: busy");
  });

  it("does not follow a webhook's redirect", async () => {
    const { cookie, message } = await account({ emailWebhookUrl: `${hookBase}/redirect` });
    const before = hits.length;
    const response = await send(cookie, message);
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe("HTTP 302: ");
    expect(hits.slice(before).map((h) => h.path)).toEqual(["/redirect"]);
  });

  it("keeps the message in the outbox without SMTP or webhook; the worker sends it once SMTP exists", async () => {
    const { cookie, user, message } = await account();
    const response = await send(cookie, {
      ...message,
      to: [`outbox-${randomUUID().slice(0, 8)}@example.org`],
    });
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, status: "queued", channel: "outbox", dryRun: false });
    expect(await rowsOf(user.id)).toMatchObject([{ id: body.id, status: "queued", channel: "outbox" }]);
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await deliverDueEmails({ transport, limit: 500 });
    expect((await db().emailMessage.findUniqueOrThrow({ where: { id: body.id } })).status).toBe("sent");
    expect(mails.some((mail) => mail.to.includes(body.to[0]))).toBe(true);
  });

  it("records without sending in dry-run, from the request or from settings", async () => {
    const { cookie, user, message } = await account({ emailWebhookUrl: `${hookBase}/ok` });
    const before = hits.length;
    const fromRequest = await (await send(cookie, { ...message, dryRun: true })).json();
    expect(fromRequest).toMatchObject({
      ok: true,
      status: "dry_run",
      channel: "webhook",
      dryRun: true,
      dryRunSource: "request",
    });
    const settings = await account({ emailWebhookUrl: `${hookBase}/ok`, dryRun: true });
    const fromSettings = await (await send(settings.cookie, { ...settings.message, dryRun: false })).json();
    expect(fromSettings).toMatchObject({ status: "dry_run", dryRun: true, dryRunSource: "settings" });
    expect(hits.length).toBe(before);
    expect(await rowsOf(user.id)).toMatchObject([
      { status: "dry_run", dryRun: true, sentAt: null, subject: message.subject },
    ]);
    expect(await rowsOf(settings.user.id)).toMatchObject([{ status: "dry_run", dryRun: true }]);
  });

  it("refuses header injection and a missing recipient with 400, storing nothing", async () => {
    const { cookie, user, message } = await account({ emailWebhookUrl: `${hookBase}/ok` });
    const before = hits.length;
    for (const bad of [
      { subject: "Memo\r\nBcc: x@y.com" },
      { to: "ana@example.org\r\nBcc: x@y.com" },
      { cc: ["bo@example.org\nBcc: x@y.com"] },
    ]) {
      const response = await send(cookie, { ...message, ...bad });
      expect(response.status).toBe(400);
      expect(Object.values((await response.json()).error.fields).flat()).toContain("validation.singleLine");
    }
    const missing = await send(cookie, { ...message, to: " , " });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ to: ["validation.missingRecipient"] });
    // The body is never the caller's HTML: the strict schema refuses the field.
    const ownHtml = await send(cookie, { ...message, htmlContent: "<h1>Win a prize</h1>" });
    expect(ownHtml.status).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(hits.length).toBe(before);
  });

  it("refuses SSRF targets on send without making a request", async () => {
    const { cookie, user, message } = await account({
      emailWebhookUrl: "http://169.254.169.254/latest/meta-data",
    });
    const response = await send(cookie, message);
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe(
      "Email webhook URL refused: points to a private or reserved address.",
    );
    expect(await rowsOf(user.id)).toMatchObject([{ status: "failed", channel: "webhook" }]);

    const input = emailSendSchema.parse(message);
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response("{}"));
    const resolver = async (host: string) =>
      host === "hooks.evil.example" ? ["10.1.2.3"] : ["93.184.216.34"];
    const port = new URL(hookBase).port;
    for (const url of [
      "http://169.254.169.254/",
      "http://[::ffff:127.0.0.1]/",
      "http://0x7f000001/",
      `http://0x7f000001:${port}/ok`,
      `http://[::1]:${port}/ok`,
      "https://hooks.evil.example/email",
    ]) {
      await db().userPreference.update({
        where: { userId: user.id },
        data: { data: { emailWebhookUrl: url } },
      });
      await expect(
        sendEmail(user, input, { transport: null, webhook: { resolver, fetch: fetchSpy } }),
      ).rejects.toMatchObject({
        status: 502,
        message: "Email webhook URL refused: points to a private or reserved address.",
      });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("gives up on a webhook that does not answer in time", async () => {
    const { user, message } = await account({ emailWebhookUrl: `${hookBase}/hang` });
    const started = Date.now();
    await expect(
      sendEmail(user, emailSendSchema.parse(message), { transport: null, webhook: { timeoutMs: 300 } }),
    ).rejects.toMatchObject({ status: 502, message: "Email webhook did not answer in time." });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await rowsOf(user.id)).toMatchObject([{ status: "failed" }]);
  });

  it("sends over a real SMTP server when one is configured, ahead of the webhook", async () => {
    const { user, message } = await account({ emailWebhookUrl: `${hookBase}/ok` });
    const to = `smtp-${randomUUID().slice(0, 8)}@example.org`;
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    const before = hits.length;
    const result = await sendEmail(user, emailSendSchema.parse({ ...message, to, cc: "" }), { transport });
    expect(result).toMatchObject({ ok: true, status: "sent", channel: "smtp", to: [to], cc: [] });
    const mail = mails.find((m) => m.to.includes(to))!;
    expect(mail.raw).toContain("Subject: Approval memo: RFB-12");
    expect(mail.raw).toContain("Award to Alpha Ltd.");
    expect(mail.raw).toContain("Please review.");
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(hits.length).toBe(before);
    expect(await rowsOf(user.id)).toMatchObject([
      { id: result.id, status: "sent", channel: "smtp", attempts: 1 },
    ]);

    const broken = { sendMail: async () => Promise.reject(new Error("550 mailbox unavailable at 10.0.0.5")) };
    await expect(
      sendEmail(user, emailSendSchema.parse(message), { transport: broken }),
    ).rejects.toMatchObject({ status: 502, message: "Failed to send email." });
    const failed = (await rowsOf(user.id)).at(-1)!;
    expect(failed).toMatchObject({
      status: "failed",
      channel: "smtp",
      lastError: "550 mailbox unavailable at 10.0.0.5",
    });
  });

  it("never lets the outbox worker resend a webhook message", async () => {
    const { cookie, user, message } = await account({ emailWebhookUrl: `${hookBase}/ok` });
    const { id } = await (await send(cookie, message)).json();
    await db().emailMessage.update({
      where: { id },
      data: { status: "sending", nextAttemptAt: new Date(Date.now() - 60_000) },
    });
    const sendMail = vi.fn(async () => ({}));
    await deliverDueEmails({ transport: { sendMail: sendMail as never }, limit: 500 });
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "sending",
      userId: user.id,
    });
  });

  it("needs a session and a same-site request", async () => {
    const { cookie, user, message } = await account({ emailWebhookUrl: `${hookBase}/ok` });
    expect((await send(null, message)).status).toBe(401);
    const crossSite = await send(cookie, message, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const otherOrg = await send(cookie, { ...message, orgId: "someoneelse" });
    expect(otherOrg.status).toBe(403);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
