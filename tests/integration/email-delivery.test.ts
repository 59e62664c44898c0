import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { deliverDueEmails, MAX_ATTEMPTS } from "@/lib/server/email/outbox";
import { submitContactMessage } from "@/modules/contact/server/contact";
import { smtpSink } from "@/tests/support/smtp-sink";
import { randomIp } from "./helpers";

// A real SMTP server on loopback: delivery goes through nodemailer and the SMTP protocol, as in production.
const sink = smtpSink();
const received = sink.received;
let port = 0;

beforeAll(async () => {
  port = await sink.start();
});
afterAll(() => sink.stop());

const contact = (email: string) =>
  submitContactMessage(
    {
      source: "contact",
      name: "Sam Sender",
      email,
      subject: "Technical Support",
      message: "The upload page times out.",
    },
    { ip: randomIp(), userAgent: null, user: null },
  );

describe("email outbox delivery", () => {
  it("sends queued emails over SMTP and marks them sent", async () => {
    const email = `smtp-${randomUUID().slice(0, 8)}@example.org`;
    await contact(email);
    // Only this test's emails are due, so the run does not depend on what earlier test files queued.
    await db().emailMessage.updateMany({
      where: { status: "queued", NOT: { OR: [{ to: { has: email } }, { replyTo: email }] } },
      data: { nextAttemptAt: new Date(Date.now() + 60 * 60_000) },
    });
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
    await deliverDueEmails({ transport, limit: 500 });

    const mine = received.filter(
      (mail) => mail.to.includes(email) || mail.raw.includes(`Reply-To: ${email}`),
    );
    expect(mine).toHaveLength(2);
    const confirmation = mine.find((mail) => mail.to.includes(email))!;
    expect(confirmation.from).toBe("no-reply@procuros.app");
    // A fixed text: nothing the sender typed goes back to the address they named; the team gets the message.
    expect(confirmation.raw).toMatch(/^Subject: We received your message\r?$/m);
    expect(confirmation.raw).not.toContain("The upload page times out.");
    expect(mine.find((mail) => mail !== confirmation)!.raw).toContain("The upload page times out.");
    const rows = await db().emailMessage.findMany({
      where: { OR: [{ to: { has: email } }, { replyTo: email }] },
    });
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(rows.every((row) => row.sentAt && row.attempts === 1)).toBe(true);
  });

  it("keeps a failed email queued with the error, retries later, and gives up after the last attempt", async () => {
    const email = `fail-${randomUUID().slice(0, 8)}@example.org`;
    await contact(email);
    const broken = { sendMail: async () => Promise.reject(new Error("421 try again later")) };
    await deliverDueEmails({ transport: broken, limit: 500 });
    const [row] = await db().emailMessage.findMany({ where: { to: { has: email } } });
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "421 try again later" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a second pass leaves it alone.
    await deliverDueEmails({ transport: broken, limit: 500 });
    expect((await db().emailMessage.findUniqueOrThrow({ where: { id: row!.id } })).attempts).toBe(1);

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await db().emailMessage.update({
        where: { id: row!.id },
        data: { nextAttemptAt: new Date(Date.now() - 1000) },
      });
      await deliverDueEmails({ transport: broken, limit: 500 });
    }
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: row!.id } })).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
    });
  });

  it("leaves the outbox untouched when no SMTP server is configured", async () => {
    const email = `none-${randomUUID().slice(0, 8)}@example.org`;
    await contact(email);
    expect(await deliverDueEmails({ transport: null })).toEqual({ sent: 0, failed: 0 });
    const rows = await db().emailMessage.findMany({ where: { to: { has: email } } });
    expect(rows.map((row) => row.status)).toEqual(["queued"]);
  });
});
